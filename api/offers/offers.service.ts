import { findOffer, insertOffer, offerHistory, setOfferStatus } from './offers.repository';
import type { OfferStatus } from './offers.table';
import type { UserRow } from '../accounts/users.repository';
import { ApiError, notFound } from '../http/api-error';
import { nowSeconds } from '../lib/secrets';
import { transact, type AccountContext } from '../accounts/account-context';
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
import type { OfferCreateRequest } from '../../contract/offers.contract';

const PAYOUT_STATUS_NAMES = { awaiting_card: 'pending', pending: 'pending', paid: 'paid', failed: 'failed' } as const;

export function createOffersService(context: AccountContext, settings: SettingsService) {
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
    /** A new offer (status `new`) at the user's price in the currency they chose; its id. */
    async create(user: UserRow, body: OfferCreateRequest): Promise<number> {
      requireFields(body, ['title', 'price', 'quality', 'item_url'], FILL_ALL_FIELDS);
      const title = text(body.title);
      if (title.length > 200) throw new ApiError('VALIDATION_FAILED', 'The title must be at most 200 characters.', { title: ['Must be at most 200 characters'] });
      const quality = checkQuality(text(body.quality));
      const priceMinor = offerPriceMinor(body.price);
      const itemUrl = checkItemUrl(text(body.item_url));
      const currency = await currencies.resolve(body.currency);
      const now = nowSeconds();
      return transact(context, (tx) =>
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
        }),
      );
    },

    /** The user's offers, newest first; prices in major units of each offer's own currency. */
    async history(user: UserRow, currencyCode: string | undefined) {
      await currencies.resolve(currencyCode);
      const rows = await offerHistory(db, user.id);
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

    /** offer → approved, and an e-mail on how to send the skin. */
    accept: (user: UserRow, id: unknown) => move(user, id, 'offer', 'approved', 'accepted', 'offer-accepted'),

    /** offer → declined_by_user. */
    decline: (user: UserRow, id: unknown) => move(user, id, 'offer', 'declined_by_user', 'declined'),
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
