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

/** The deliveries of these orders as the REST contract answers them, by order id. */
export async function deliveriesOf(db: Kysely<Database>, orderIds: number[]): Promise<Map<number, DeliveryAnswer[]>> {
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
      item_ids: items.filter((item) => item.offer_id === offer.id).map((item) => item.item_id),
    };
    byOrder.set(Number(offer.order_id), [...(byOrder.get(Number(offer.order_id)) ?? []), delivery]);
  }
  return byOrder;
}
