import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Permission } from '../../contract/permissions';
import type { Database } from '../db/database';
import { MANUAL_BOT } from '../deliveries/delivery-plan';
import type { TradeOfferState } from '../deliveries/trade-offers.table';
import { botTables, type BotStateTables } from '../trade/bot-states.repository';
import type { ApprovalKind } from './admin.tables';
import { DEPOSIT_REFUND } from './approvals.repository';

/** An offer still under way that a person may have to look at (as deliveries:attention). */
const OPEN_STATES: TradeOfferState[] = ['queued', 'sent', 'escrow', 'paused', 'manual'];
/** Waiting on a bot: one still here long after its expiry is overdue (the poll should have ended it). */
const WAITING_STATES: TradeOfferState[] = ['queued', 'sent'];

type Eb = ExpressionBuilder<Database & BotStateTables, never>;

/** Each queue's count as a scalar subquery on indexed columns, and the permission that acts on it. */
function countsOf(eb: Eb, overdueBefore: number) {
  const n = eb.fn.countAll<number>().as('n');
  const offers = () => eb.selectFrom('offers').select(n);
  const tradeOffers = () => eb.selectFrom('trade_offers').select(n);
  const approvals = (...kinds: ApprovalKind[]) => eb.selectFrom('approvals').select(n).where('kind', 'in', kinds).where('status', '=', 'pending');
  return {
    offers_to_quote: ['offers.quote', offers().where('status', '=', 'new')],
    skins_to_receive: ['offers.receive', offers().where('status', '=', 'approved').where('asset_id', 'is', null)],
    // Pending IBAN payouts nobody has prepared yet (a prepared one waits in payouts_to_approve).
    payouts_to_complete: [
      'payouts.complete',
      eb
        .selectFrom('payouts as p')
        .select(n)
        .where('p.status', '=', 'pending')
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('approvals as a').select('a.id').where('a.kind', '=', 'payout').where('a.status', '=', 'pending').whereRef('a.entity_id', '=', 'p.offer_id'))),
        ),
    ],
    payouts_to_approve: ['payouts.approve', approvals('payout')],
    // Balance adjustments and deposit refunds (issue 41): money leaving a balance, waiting for a second person.
    adjustments_to_approve: ['payouts.approve', approvals('balance_adjust', DEPOSIT_REFUND)],
    deliveries_paused: ['deliveries.manage', tradeOffers().where('state', '=', 'paused')],
    deliveries_manual: ['deliveries.manage', tradeOffers().where('state', '=', 'manual')],
    deliveries_errored: ['deliveries.manage', tradeOffers().where('state', 'in', OPEN_STATES).where('last_error', 'is not', null)],
    deliveries_overdue: ['deliveries.manage', tradeOffers().where('state', 'in', WAITING_STATES).where('updated_at', '<', overdueBefore)],
    // Deliveries and sell trades whose job kept dying: the stuck-work sweeper gave them to a person (issue 44).
    deliveries_stuck: ['deliveries.manage', eb.selectFrom('stuck_work').select(n).where('needs_person_since', 'is not', null)],
    // Bots paused or failing their last sync (bot_states), or with an offer in error or overdue (a bot
    // gone from the configuration leaves its offers manual, with an error).
    bots_in_trouble: [
      'bots.manage',
      eb
        .selectFrom(
          eb
            .selectFrom('bot_states')
            .select('name as bot_name')
            .where((inner) => inner.or([inner('paused_at', 'is not', null), inner('last_error', 'is not', null)]))
            .union(
              eb
                .selectFrom('trade_offers')
                .select('bot_name')
                .where('state', 'in', OPEN_STATES)
                .where('bot_name', '!=', MANUAL_BOT)
                .where((inner) => inner.or([inner('last_error', 'is not', null), inner.and([inner('state', 'in', WAITING_STATES), inner('updated_at', '<', overdueBefore)])])),
            )
            .as('t'),
        )
        .select(n),
    ],
    frozen_with_open_orders: [
      'customers.freeze',
      eb
        .selectFrom('customer_holds as h')
        .select(n)
        .where(({ exists, selectFrom }) => exists(selectFrom('orders as o').select('o.id').whereRef('o.user_id', '=', 'h.user_id').where('o.status', '=', 'processing'))),
    ],
  } as const;
}

export type CountName = keyof ReturnType<typeof countsOf>;

/**
 * The queues' counts that `permissions` may see, as scalar subqueries of one statement: one round
 * trip, each on indexed columns. A count the member may not see is missing from the row.
 */
export async function queueCounts(db: Kysely<Database>, permissions: readonly Permission[], overdueBefore: number) {
  const allowed = (eb: Eb) => Object.entries(countsOf(eb, overdueBefore)).filter(([, [permission]]) => permissions.includes(permission));
  // A member who may act on no queue still gets an answer (every count null) from a statement that selects something.
  const selections = (eb: Eb) => {
    const counts = allowed(eb).map(([name, [, query]]) => query.as(name));
    return counts.length > 0 ? counts : [eb.lit(0).as('nothing')];
  };
  return (await botTables(db).selectNoFrom(selections).executeTakeFirstOrThrow()) as Partial<Record<CountName, number | string | bigint | null>>;
}
