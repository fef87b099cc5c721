import type { Kysely } from 'kysely';
import type { DeliveryAnswer } from '../../contract/purchases.contract';
import type { Database } from '../db/database';
import { SANDBOX_BOT_NAME } from '../trade/sandbox/sandbox-trade-bot';
import { MANUAL_BOT } from './delivery-plan';
import { tradeOfferItems, tradeOffersOfOrders } from './trade-offers.repository';

const nullableNumber = (value: number | null) => (value === null ? null : Number(value));

/** Where a Steam offer opens; the sandbox's and a person's deliveries have no page on Steam. */
const offerUrl = (bot: string, offerId: string | null) =>
  offerId === null || bot === SANDBOX_BOT_NAME || bot === MANUAL_BOT ? null : `https://steamcommunity.com/tradeoffer/${encodeURIComponent(offerId)}/`;

/**
 * The deliveries of these orders as the REST contract answers them, by order id. Given the minutes an
 * offer waits for an answer, a sent one says when it is withdrawn (expires_at).
 */
export async function deliveriesOf(db: Kysely<Database>, orderIds: number[], offerExpiryMinutes: number | null = null): Promise<Map<number, DeliveryAnswer[]>> {
  const offers = await tradeOffersOfOrders(db, orderIds);
  const items = await tradeOfferItems(
    db,
    offers.map((offer) => offer.id),
  );
  const byOrder = new Map<number, DeliveryAnswer[]>();
  for (const offer of offers) {
    const delivery: DeliveryAnswer = {
      state: offer.state,
      code: offer.code,
      bot_name: offer.bot_name,
      offer_id: offer.steam_offer_id,
      offer_url: offerUrl(offer.bot_name, offer.steam_offer_id),
      hold_until: nullableNumber(offer.hold_until),
      protected_until: nullableNumber(offer.protected_until),
      updated_at: Number(offer.updated_at),
      expires_at: offer.state === 'sent' && offer.sent_at !== null && offerExpiryMinutes !== null ? Number(offer.sent_at) + offerExpiryMinutes * 60 : null,
      item_ids: items.filter((item) => item.offer_id === offer.id).map((item) => item.item_id),
    };
    byOrder.set(Number(offer.order_id), [...(byOrder.get(Number(offer.order_id)) ?? []), delivery]);
  }
  return byOrder;
}
