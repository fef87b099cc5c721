import type { Kysely } from 'kysely';
import type { Permission } from '../../contract/permissions';
import type { Database } from '../db/database';
import { nowSeconds } from '../lib/secrets';
import { queueCounts, type CountName } from './today-counts.repository';

/**
 * Today (issue 43): what needs a person, one count per queue, each `null` when the member lacks the
 * permission that acts on it. "Overdue" is deliveries:attention's rule: queued or sent and untouched
 * for twice TRADE_OFFER_EXPIRY_MINUTES. The counts the member may see are read in one statement
 * (today-counts.repository.ts).
 */
export async function todayCounts(db: Kysely<Database>, permissions: readonly Permission[], offerExpiryMinutes: number) {
  const overdueBefore = nowSeconds() - offerExpiryMinutes * 2 * 60;
  const row = await queueCounts(db, permissions, overdueBefore);
  const value = (name: CountName) => (name in row ? Number(row[name] ?? 0) : null);
  const deliveries = 'deliveries_paused' in row;
  return {
    offers_to_quote: value('offers_to_quote'),
    skins_to_receive: value('skins_to_receive'),
    payouts_to_complete: value('payouts_to_complete'),
    payouts_to_approve: value('payouts_to_approve'),
    adjustments_to_approve: value('adjustments_to_approve'),
    deliveries: deliveries ? { paused: value('deliveries_paused')!, manual: value('deliveries_manual')!, errored: value('deliveries_errored')!, overdue: value('deliveries_overdue')!, stuck: value('deliveries_stuck')! } : null,
    bots_in_trouble: value('bots_in_trouble'),
    frozen_with_open_orders: value('frozen_with_open_orders'),
  };
}
