import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { listCountries } from '../reference-data/countries.repository';
import { findOffer, findPayoutByOffer, findPayoutByReference, insertPayout, setOfferStatus, setPayoutStatus } from './offers.repository';
import type { PayoutMethod, PayoutsTable, PayoutStatus } from './offers.table';
import type { Tx } from '../db/transaction';
import type { UserRow } from '../accounts/users.repository';
import { ApiError, notFound } from '../http/api-error';
import { findHold } from '../admin/customers.repository';
import { frozenMessage } from '../admin/frozen-accounts';
import { nowSeconds } from '../lib/secrets';
import { transact, type ServiceContext } from '../lib/service-context';
import { queueOfferEmail } from './offer-mail';
import {
  checkEmail,
  checkIban,
  checkPayoutContact,
  FILL_CONTACT_FIELDS,
  FILL_IBAN_FIELDS,
  MISSING_REQUIRED_ID,
  OFFER_NOT_FOUND,
  offerIdOf,
  requireFields,
  text,
  wrongStatus,
} from './offer-rules';
import type { SettingsService } from '../reference-data/settings.service';
import type { CardPayoutRequest, SepaPayoutRequest } from '../../contract/offers.contract';

export const CONTACT_FIELDS = ['name', 'surname', 'email', 'phone', 'country', 'city', 'address', 'postCode'] as const;
export const IBAN_FIELDS = ['first_name', 'last_name', 'account_number'] as const;
export const CARD_DECLINED_MESSAGE = 'The card was declined by the issuer.';
export const CARD_PENDING_MESSAGE = 'Your payout is being processed.';
export const CARD_PAID_MESSAGE = 'Your funds are on their way to your account.';
export const PAYOUT_LINK_GONE = 'This payout link is no longer valid.';

type PayoutRow = Selectable<PayoutsTable>;
/** The offer statuses a payout may be requested from. */
const PAYABLE = ['ready_for_payout', 'payout_failed'] as const;
export type PayoutOutcome = 'paid' | 'failed';

/**
 * Settles a payout once, with its offer (payout_pending → paid or payout_failed), and e-mails the
 * customer; false when the payout was not in one of `from` any more. Never touches the balance.
 */
export async function settlePayout(
  tx: Tx,
  payout: PayoutRow,
  from: PayoutStatus[],
  outcome: PayoutOutcome,
  extra: { message?: string; cardLast4?: string; supportEmail: string },
): Promise<boolean> {
  const now = nowSeconds();
  // A customer on hold (a card dispute or fraud warning, issue 41) is not paid until staff lift the hold.
  if (outcome === 'paid' && (await findHold(tx, Number(payout.user_id)))) throw new ApiError('ACCOUNT_FROZEN', frozenMessage(extra.supportEmail));
  if (!(await setPayoutStatus(tx, Number(payout.id), from, outcome, now, extra))) return false;
  const offerId = Number(payout.offer_id);
  if (!(await setOfferStatus(tx, offerId, 'payout_pending', outcome === 'paid' ? 'paid' : 'payout_failed', now))) {
    throw new Error(`offer ${offerId} of payout ${payout.id} is not payout_pending`);
  }
  const offer = await findOffer(tx, offerId);
  if (offer) await queueOfferEmail(tx, outcome === 'paid' ? 'payout-paid' : 'payout-failed', offer, { reason: extra.message, supportEmail: extra.supportEmail });
  return true;
}

/** The sandbox card outcome for a card number (digits only): 4242… pays, 4000 0000 0000 0002 fails, anything else stays pending. */
export function sandboxCardOutcome(digits: string): PayoutOutcome | 'pending' {
  if (digits === '4000000000000002') return 'failed';
  if (digits.startsWith('4242')) return 'paid';
  return 'pending';
}

export function createPayoutsService(context: ServiceContext, settings: SettingsService) {
  const { db, config } = context;
  const supportEmail = async () => (await settings.get()).support_email;

  /**
   * ready_for_payout (or payout_failed: the customer tries again, by either method) → payout_pending
   * with a new payout row of the offer's service price, in one transaction; the conditional update
   * lets exactly one of two concurrent requests win.
   */
  async function request(user: UserRow, offerId: number, method: PayoutMethod, details: { first_name?: string; last_name?: string; iban?: string; contact?: string; reference?: string }) {
    const email = await supportEmail();
    await transact(context, async (tx) => {
      const offer = await findOffer(tx, offerId);
      if (!offer || offer.user_id !== user.id) throw notFound(OFFER_NOT_FOUND);
      if (await findHold(tx, user.id)) throw new ApiError('ACCOUNT_FROZEN', frozenMessage(email));
      const now = nowSeconds();
      if (offer.service_price_minor === null || !(await setOfferStatus(tx, offerId, PAYABLE, 'payout_pending', now, { userId: user.id }))) {
        throw wrongStatus('paid out', (await findOffer(tx, offerId))?.status ?? offer.status);
      }
      await insertPayout(tx, {
        offer_id: offerId,
        user_id: user.id,
        method,
        status: method === 'card' ? 'awaiting_card' : 'pending',
        amount_minor: Number(offer.service_price_minor),
        currency: offer.currency,
        reference: details.reference ?? null,
        first_name: details.first_name ?? null,
        last_name: details.last_name ?? null,
        iban: details.iban ?? null,
        contact: details.contact ?? null,
        card_last4: null,
        message: null,
        created_at: now,
        updated_at: now,
      });
    });
  }

  return {
    /** A SEPA transfer of the service price to a checked IBAN; the operator completes it. */
    async requestSepa(user: UserRow, body: SepaPayoutRequest): Promise<void> {
      const offerId = offerIdOf(body.id, MISSING_REQUIRED_ID);
      requireFields(body, IBAN_FIELDS, FILL_IBAN_FIELDS);
      const iban = checkIban(text(body.account_number));
      await request(user, offerId, 'iban', { first_name: text(body.first_name), last_name: text(body.last_name), iban });
    },

    /** A card payout: the contact step is stored and the browser goes to the sandbox payout page; its URL. */
    async requestCard(user: UserRow, body: CardPayoutRequest): Promise<string> {
      const offerId = offerIdOf(body.id, MISSING_REQUIRED_ID);
      requireFields(body, CONTACT_FIELDS, FILL_CONTACT_FIELDS);
      checkEmail(text(body.email));
      const checked = checkPayoutContact(text(body.phone), text(body.country), await listCountries(db));
      const contact = JSON.stringify({ ...Object.fromEntries(CONTACT_FIELDS.map((field) => [field, text(body[field])])), ...checked });
      const reference = randomBytes(16).toString('base64url');
      await request(user, offerId, 'card', { first_name: text(body.name), last_name: text(body.surname), contact, reference });
      return `${config.publicUrl}/sandbox-payout/${reference}`;
    },

    /** What the sandbox payout page shows for a live reference (its card not entered yet); undefined otherwise. */
    async livePayout(reference: string) {
      if (!/^[A-Za-z0-9_-]{22}$/.test(reference)) return undefined;
      const payout = await findPayoutByReference(db, reference);
      if (!payout || payout.status !== 'awaiting_card') return undefined;
      const offer = await findOffer(db, Number(payout.offer_id));
      return { amount: (Number(payout.amount_minor) / 100).toFixed(2), currency: payout.currency, title: offer?.title ?? '' };
    },

    /**
     * The sandbox provider's answer to a card number, once per reference: 'invalid' when it is not
     * 8 to 19 digits (the page asks again), undefined when the reference is not live.
     */
    async submitCard(reference: string, cardNumber: string): Promise<{ outcome: PayoutOutcome | 'pending'; message: string } | 'invalid' | undefined> {
      if (!(await this.livePayout(reference))) return undefined;
      const digits = cardNumber.replace(/[\s-]/g, '');
      if (!/^\d{8,19}$/.test(digits)) return 'invalid';
      const outcome = sandboxCardOutcome(digits);
      const message = outcome === 'paid' ? CARD_PAID_MESSAGE : outcome === 'pending' ? CARD_PENDING_MESSAGE : CARD_DECLINED_MESSAGE;
      const email = await supportEmail();
      const done = await transact(context, async (tx) => {
        const payout = await findPayoutByReference(tx, reference);
        if (!payout) return false;
        const cardLast4 = digits.slice(-4);
        if (outcome === 'pending') return setPayoutStatus(tx, Number(payout.id), ['awaiting_card'], 'pending', nowSeconds(), { cardLast4 });
        return settlePayout(tx, payout, ['awaiting_card'], outcome, { message: outcome === 'failed' ? message : undefined, cardLast4, supportEmail: email });
      });
      return done ? { outcome, message } : undefined;
    },

    findByOffer: (offerId: number) => findPayoutByOffer(db, offerId),
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
