import type { Kysely } from 'kysely';
import type { Permission } from '../../contract/permissions';
import type { Database } from '../db/database';
import { MANUAL_BOT } from '../deliveries/delivery-plan';
import type { TradeOfferState } from '../deliveries/trade-offers.table';
import { nowSeconds } from '../lib/secrets';

/** An offer still under way that a person may have to look at (as deliveries:attention). */
const OPEN_STATES: TradeOfferState[] = ['queued', 'sent', 'escrow', 'paused', 'manual'];
/** Waiting on a bot: one still here long after its expiry is overdue (the poll should have ended it). */
const WAITING_STATES: TradeOfferState[] = ['queued', 'sent'];

type CountQuery = { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> };
const count = async (query: CountQuery) => Number((await query.executeTakeFirstOrThrow()).n);
/** The count when the member may act on the queue, else null (one query, only when allowed). */
const when = async <T>(allowed: boolean, read: () => Promise<T>): Promise<T | null> => (allowed ? read() : null);

/**
 * Today (issue 43): what needs a person, one count per queue, each `null` when the member lacks the
 * permission that acts on it. "Overdue" is deliveries:attention's rule: queued or sent and untouched
 * for twice TRADE_OFFER_EXPIRY_MINUTES. Each count is one query on indexed columns, one after another
 * (a page of counts should not hold a pool's worth of connections).
 */
export async function todayCounts(db: Kysely<Database>, permissions: readonly Permission[], offerExpiryMinutes: number) {
  const may = (permission: Permission) => permissions.includes(permission);
  const overdueBefore = nowSeconds() - offerExpiryMinutes * 2 * 60;
  const offers = () => db.selectFrom('offers').select((eb) => eb.fn.countAll<number>().as('n'));
  const tradeOffers = () => db.selectFrom('trade_offers').select((eb) => eb.fn.countAll<number>().as('n'));
  const approvals = (kind: 'payout' | 'balance_adjust') =>
    count(db.selectFrom('approvals').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', kind).where('status', '=', 'pending'));

  return {
    offers_to_quote: await when(may('offers.quote'), () => count(offers().where('status', '=', 'new'))),
    skins_to_receive: await when(may('offers.receive'), () => count(offers().where('status', '=', 'approved').where('asset_id', 'is', null))),
    // Pending IBAN payouts nobody has prepared yet (a prepared one waits in payouts_to_approve).
    payouts_to_complete: await when(may('payouts.complete'), () =>
      count(
        db
          .selectFrom('payouts as p')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('p.status', '=', 'pending')
          .where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom('approvals as a').select('a.id').where('a.kind', '=', 'payout').where('a.status', '=', 'pending').whereRef('a.entity_id', '=', 'p.offer_id'))),
          ),
      ),
    ),
    payouts_to_approve: await when(may('payouts.approve'), () => approvals('payout')),
    adjustments_to_approve: await when(may('payouts.approve'), () => approvals('balance_adjust')),
    deliveries: await when(may('deliveries.manage'), async () => ({
      paused: await count(tradeOffers().where('state', '=', 'paused')),
      manual: await count(tradeOffers().where('state', '=', 'manual')),
      errored: await count(tradeOffers().where('state', 'in', OPEN_STATES).where('last_error', 'is not', null)),
      overdue: await count(tradeOffers().where('state', 'in', WAITING_STATES).where('updated_at', '<', overdueBefore)),
    })),
    // Bots with an offer in error or overdue (a bot gone from the configuration leaves its offers manual, with an error).
    bots_in_trouble: await when(may('bots.manage'), () =>
      count(
        db
          .selectFrom('trade_offers')
          .select((eb) => eb.fn.count<number>('bot_name').distinct().as('n'))
          .where('state', 'in', OPEN_STATES)
          .where('bot_name', '!=', MANUAL_BOT)
          .where((eb) => eb.or([eb('last_error', 'is not', null), eb.and([eb('state', 'in', WAITING_STATES), eb('updated_at', '<', overdueBefore)])])),
      ),
    ),
    frozen_with_open_orders: await when(may('customers.freeze'), () =>
      count(
        db
          .selectFrom('customer_holds as h')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(({ exists, selectFrom }) => exists(selectFrom('orders as o').select('o.id').whereRef('o.user_id', '=', 'h.user_id').where('o.status', '=', 'processing'))),
      ),
    ),
  };
}
