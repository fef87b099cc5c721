import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { findOffer, findPayoutByOffer, listOffers, listPayouts, offersWaitingForAPerson, setOfferStatus, setQuoteExpiry } from './offers.repository';
import { sellTradesInFlight, sellTradesInProtection } from './sell-trades.repository';
import { OFFER_STATUSES, type OfferStatus } from './offers.table';
import { writeTransaction, type Tx } from '../db/transaction';
import { nowSeconds } from '../lib/secrets';
import { queueOfferEmail } from './offer-mail';
import { MAX_OFFER_PRICE, maskIban, priceToMinor } from './offer-rules';
import { OpsError } from '../orders/orders-ops.service';
import { settlePayout } from './payouts.service';
import { createSettingsService } from '../reference-data/settings.service';
import type { Actor } from '../admin/actor';
import { appendAudit } from '../admin/audit.repository';

function offerIdOf(text: string): number {
  if (!/^\d{1,15}$/.test(text) || Number(text) < 1) throw new OpsError(`Offer id must be a positive whole number (got "${text}")`);
  return Number(text);
}

const major = (minor: number | null) => (minor === null ? null : Number(minor) / 100);

/** The operator's side of offers and payouts (`npm run ops`), over the same rules as the API; never touches a balance. */
export function createOffersOpsService(db: Kysely<Database>, config: Pick<ApiConfig, 'publicUrl' | 'imageHost' | 'offersEnabled' | 'offerPricing'>) {
  const settings = createSettingsService(db, config);
  const supportEmail = async () => (await settings.get()).support_email;

  /** Moves offer `idText` from `from` to `to` once, or refuses naming its status. */
  async function transition(idText: string, from: OfferStatus, to: OfferStatus, then?: (tx: Tx, id: number) => Promise<void>, servicePriceMinor?: number, actor?: Actor) {
    const id = offerIdOf(idText);
    return writeTransaction(db, async (tx) => {
      const offer = await findOffer(tx, id);
      if (!offer) throw new OpsError(`Offer ${id} not found`);
      if (!(await setOfferStatus(tx, id, from, to, nowSeconds(), { servicePriceMinor }))) {
        throw new OpsError(`Offer ${id} is ${(await findOffer(tx, id))?.status ?? offer.status}, not ${from}`);
      }
      await then?.(tx, id);
      if (actor) {
        const after = servicePriceMinor === undefined ? { status: to } : { status: to, service_price_minor: servicePriceMinor, currency: offer.currency };
        await appendAudit(tx, actor, { action: `offer.${to}`, entity: 'offer', entityId: id, before: { status: from }, after }, nowSeconds());
      }
      return { offer_id: id, status: to };
    });
  }

  /** payout_pending → paid or payout_failed, through the offer's payout (settled once, with an e-mail). */
  async function settle(idText: string, outcome: 'paid' | 'failed', message?: string) {
    const id = offerIdOf(idText);
    const email = await supportEmail();
    return writeTransaction(db, async (tx) => {
      const offer = await findOffer(tx, id);
      if (!offer) throw new OpsError(`Offer ${id} not found`);
      const payout = await findPayoutByOffer(tx, id);
      if (offer.status !== 'payout_pending' || !payout || !(await settlePayout(tx, payout, ['awaiting_card', 'pending'], outcome, { message, supportEmail: email }))) {
        throw new OpsError(`Offer ${id} is ${(await findOffer(tx, id))?.status ?? offer.status}, not payout_pending`);
      }
      return { offer_id: id, status: outcome === 'paid' ? ('paid' as const) : ('payout_failed' as const), amount: major(payout.amount_minor) ?? 0, currency: payout.currency };
    });
  }

  return {
    /** new → offer at the shop's price (major units of the offer's currency), valid OFFER_QUOTE_MINUTES, e-mailing the customer. */
    async quote(idText: string, priceText: string, actor?: Actor) {
      const priceMinor = /^\d+(\.\d{1,2})?$/.test(priceText.trim()) ? priceToMinor(priceText) : undefined;
      if (priceMinor === undefined) throw new OpsError(`Price must be above 0 and at most ${MAX_OFFER_PRICE}, with at most 2 decimals (got "${priceText}")`);
      const result = await transition(
        idText,
        'new',
        'offer',
        async (tx, id) => {
          await setQuoteExpiry(tx, id, nowSeconds() + config.offerPricing.quoteMinutes * 60);
          const offer = await findOffer(tx, id);
          if (offer) await queueOfferEmail(tx, 'offer-quoted', offer, { link: `${config.publicUrl}/profile?tab=my-offers` });
        },
        priceMinor,
        actor,
      );
      const offer = await findOffer(db, result.offer_id);
      return { ...result, service_price: priceMinor / 100, currency: offer?.currency ?? '' };
    },

    /** new → declined_by_service, e-mailing the customer. */
    async reject(idText: string, actor?: Actor) {
      const email = await supportEmail();
      return transition(
        idText,
        'new',
        'declined_by_service',
        async (tx, id) => {
          const offer = await findOffer(tx, id);
          if (offer) await queueOfferEmail(tx, 'offer-rejected', offer, { supportEmail: email });
        },
        undefined,
        actor,
      );
    },

    /** approved → ready_for_payout for a hand-typed offer: the skin has arrived; the customer may now withdraw. */
    async receive(idText: string, actor?: Actor) {
      const offer = await findOffer(db, offerIdOf(idText));
      // One picked from the seller's inventory is received by a bot's trade offer, checked against Steam.
      if (offer?.asset_id) throw new OpsError(`Offer ${offer.id} is received by a bot's trade offer; see offers:trades`);
      return transition(idText, 'approved', 'ready_for_payout', undefined, undefined, actor);
    },

    /**
     * Issue 26: what selling by trade has under way. Offers waiting for a person (a quote, or a hand-typed
     * skin to receive), trade offers in flight (queued or waiting for the seller), and skins received
     * whose payout unlocks when Steam's trade protection ends.
     */
    async trades() {
      const waiting = await offersWaitingForAPerson(db);
      const inFlight = await sellTradesInFlight(db);
      const inProtection = await sellTradesInProtection(db);
      return {
        waiting: waiting.map((row) => ({
          offer_id: Number(row.id),
          status: row.status,
          needs: row.status === 'new' ? ('quote' as const) : ('receive' as const),
          email: row.email,
          title: row.title,
          user_price: major(row.user_price_minor) ?? 0,
          currency: row.currency,
          created_at: Number(row.created_at),
        })),
        in_flight: inFlight.map((row) => ({
          offer_id: Number(row.offer_id),
          state: row.state,
          bot: row.bot_name,
          code: row.code,
          steam_offer_id: row.steam_offer_id,
          sent_at: row.sent_at === null ? null : Number(row.sent_at),
          last_error: row.last_error,
          email: row.email,
          title: row.title,
        })),
        in_protection: inProtection.map((row) => ({
          offer_id: Number(row.offer_id),
          bot: row.bot_name,
          email: row.email,
          title: row.title,
          protected_until: row.protected_until === null ? null : Number(row.protected_until),
        })),
      };
    },

    complete: (idText: string) => settle(idText, 'paid'),

    async fail(idText: string, message: string | undefined) {
      if (!message || message.trim() === '') throw new OpsError('--message <text> is required');
      if (message.trim().length > 500) throw new OpsError('--message must be at most 500 characters');
      return settle(idText, 'failed', message.trim());
    },

    async list(status: string | undefined) {
      if (status !== undefined && !OFFER_STATUSES.includes(status as OfferStatus)) {
        throw new OpsError(`--status must be one of ${OFFER_STATUSES.join(', ')} (got "${status}")`);
      }
      const rows = await listOffers(db, status as OfferStatus | undefined);
      return {
        offers: rows.map((row) => ({
          id: Number(row.id),
          status: row.status,
          email: row.email,
          title: row.title,
          quality: row.quality,
          item_url: row.item_url,
          user_price: major(row.user_price_minor) ?? 0,
          service_price: major(row.service_price_minor),
          currency: row.currency,
          created_at: Number(row.created_at),
        })),
      };
    },

    /** Every payout with its full IBAN and contact details (the only place the full IBAN is shown). */
    async payouts() {
      const rows = await listPayouts(db);
      return {
        payouts: rows.map((row) => ({
          id: Number(row.id),
          offer_id: Number(row.offer_id),
          email: row.email,
          method: row.method,
          status: row.status,
          amount: major(row.amount_minor) ?? 0,
          currency: row.currency,
          first_name: row.first_name,
          last_name: row.last_name,
          iban: row.iban,
          masked_iban: row.iban ? maskIban(row.iban) : null,
          reference: row.reference,
          card_last4: row.card_last4,
          contact: row.contact ? (JSON.parse(row.contact) as Record<string, string>) : null,
          message: row.message,
          created_at: Number(row.created_at),
        })),
      };
    },
  };
}
