import { findOffer, insertOffer, offerHistory, setOfferStatus } from './offers.repository';
import type { OfferStatus } from './offers.table';
import type { UserRow } from '../accounts/users.repository';
import { ApiError, notFound } from '../http/api-error';
import { nowSeconds } from '../lib/secrets';
import { transact, type ServiceContext } from '../lib/service-context';
import { queueOfferEmail } from './offer-mail';
import {
  checkItemUrl,
  checkQuality,
  FILL_ALL_FIELDS,
  maskIban,
  MISSING_OFFER_ID,
  OFFER_NOT_FOUND,
  offerIdOf,
  offerPriceMinor,
  requireFields,
  text,
  wrongStatus,
} from './offer-rules';
import type { SettingsService } from '../reference-data/settings.service';
import { minorToWireAmount } from '../lib/money';
import type { OfferCreateRequest, OfferCreatedAnswer } from '../../contract/offers.contract';
import type { SellByTradeService } from './sell-by-trade.service';

const PAYOUT_STATUS_NAMES = { awaiting_card: 'pending', pending: 'pending', paid: 'paid', failed: 'failed' } as const;

export function createOffersService(context: ServiceContext, settings: SettingsService, sellByTrade: SellByTradeService) {
  const { db, currencies } = context;

  /** An offer of the user's in `from` moves to `to`; another user's offer is a 404, any other status a 409. */
  async function move(user: UserRow, idValue: unknown, from: OfferStatus, to: OfferStatus, action: string, mail?: 'offer-accepted') {
    const id = offerIdOf(idValue, MISSING_OFFER_ID);
    const supportEmail = mail ? (await settings.get()).support_email : '';
    await transact(context, async (tx) => {
      const offer = await findOffer(tx, id);
      if (!offer || offer.user_id !== user.id) throw notFound(OFFER_NOT_FOUND);
      if (!(await setOfferStatus(tx, id, from, to, nowSeconds(), { userId: user.id }))) {
        throw wrongStatus(action, (await findOffer(tx, id))?.status ?? offer.status);
      }
      if (mail) await queueOfferEmail(tx, mail, offer, { supportEmail });
    });
  }

  return {
    /**
     * A new offer at the user's price in the currency they chose: hand-typed, `new` for an operator to
     * quote; for an asset of their Steam inventory, priced at once where the rule covers it (issue 26).
     */
    async create(user: UserRow, body: OfferCreateRequest): Promise<OfferCreatedAnswer> {
      if (body.asset_id) {
        requireFields(body, ['price'], FILL_ALL_FIELDS);
        return sellByTrade.create(user, { asset_id: body.asset_id, app_id: body.app_id, price: body.price, currency: body.currency });
      }
      requireFields(body, ['title', 'price', 'quality', 'item_url'], FILL_ALL_FIELDS);
      const title = text(body.title);
      if (title.length > 200) throw new ApiError('VALIDATION_FAILED', 'The title must be at most 200 characters.', { title: ['Must be at most 200 characters'] });
      const quality = checkQuality(text(body.quality));
      const priceMinor = offerPriceMinor(body.price);
      const itemUrl = checkItemUrl(text(body.item_url));
      const currency = await currencies.resolve(body.currency);
      const now = nowSeconds();
      const id = await transact(context, (tx) =>
        insertOffer(tx, {
          user_id: user.id,
          title,
          quality,
          item_url: itemUrl,
          currency: currency.code,
          user_price_minor: priceMinor,
          service_price_minor: null,
          status: 'new',
          created_at: now,
          updated_at: now,
          asset_id: null,
          app_id: null,
          float_value: null,
          paint_seed: null,
          quote_expires_at: null,
        }),
      );
      return { id, status: 'new', service_price: null, quote_expires_at: null };
    },

    /** The user's offers, newest first; prices in major units of each offer's own currency. */
    async history(user: UserRow, currencyCode: string | undefined) {
      await currencies.resolve(currencyCode);
      const rows = await offerHistory(db, user.id);
      const trades = await sellByTrade.tradesOf(rows.filter((row) => row.asset_id !== null).map((row) => Number(row.id)));
      return rows.map((row) => ({
        id: Number(row.id),
        title: row.title,
        quality: row.quality,
        user_price: minorToWireAmount(Number(row.user_price_minor)),
        service_price: row.service_price_minor === null ? null : minorToWireAmount(Number(row.service_price_minor)),
        currency: row.currency,
        status: row.status,
        date_time: Number(row.created_at),
        item_url: row.item_url,
        asset_id: row.asset_id,
        app_id: row.app_id === 730 || row.app_id === 570 ? row.app_id : null,
        float_value: row.float_value,
        paint_seed: row.paint_seed,
        quote_expires_at: row.quote_expires_at === null ? null : Number(row.quote_expires_at),
        trade: trades.get(Number(row.id))?.trade ?? null,
        payout_unlocks_at: row.status === 'received' ? (trades.get(Number(row.id))?.protectedUntil ?? null) : null,
        payout:
          row.payout_method === null || row.payout_status === null
            ? null
            : {
                method: row.payout_method,
                ...(row.payout_iban ? { masked_iban: maskIban(row.payout_iban) } : {}),
                status: PAYOUT_STATUS_NAMES[row.payout_status],
                ...(row.payout_status === 'failed' && row.payout_message ? { message: row.payout_message } : {}),
              },
      }));
    },

    /**
     * offer → approved while the price holds (else it expires: 409 QUOTE_EXPIRED). A hand-typed offer
     * gets an e-mail on how to send the skin; one tied to an asset gets a bot's trade offer asking for it.
     */
    async accept(user: UserRow, idValue: unknown) {
      const offer = await findOffer(db, offerIdOf(idValue, MISSING_OFFER_ID));
      if (!offer || offer.user_id !== user.id) throw notFound(OFFER_NOT_FOUND);
      if (offer.asset_id !== null) return sellByTrade.accept(user, offer);
      await sellByTrade.refuseExpired(user, offer);
      return move(user, idValue, 'offer', 'approved', 'accepted', 'offer-accepted');
    },

    /** offer → declined_by_user. */
    decline: (user: UserRow, id: unknown) => move(user, id, 'offer', 'declined_by_user', 'declined'),
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
