import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { writeTransaction } from '../db/transaction';
import { nowSeconds } from '../lib/secrets';
import type { PriceSource } from '../prices/price-source';
import { refreshPrices } from '../prices/prices.job';
import type { Actor } from './actor';
import { appendAudit } from './audit.repository';
import { referencePriceCount } from './market-prices.repository';

/**
 * `npm run ops -- prices:refresh` by a person: the same refresh as the periodic job, then one audit row
 * saying how many names changed. The refresh writes in batches of its own, so the row follows the last
 * of them rather than sharing one transaction with them.
 */
export async function refreshPricesAudited(db: Kysely<Database>, source: PriceSource, actor: Actor): Promise<{ changed: number }> {
  const before = await referencePriceCount(db);
  const result = await refreshPrices(db, source);
  await writeTransaction(db, async (tx) => {
    const after = await referencePriceCount(tx);
    await appendAudit(tx, actor, { action: 'prices.refresh', entity: 'reference_prices', entityId: source.name, before: { names: before }, after: { names: after, changed: result.changed } }, nowSeconds());
  });
  return result;
}
