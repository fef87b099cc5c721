import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Tx } from '../db/transaction';
import type { DisputesTable } from './deposits.table';

/** Records a dispute or an early fraud warning; false when the provider's id was recorded before. */
export async function insertDispute(tx: Tx, row: Insertable<DisputesTable>): Promise<boolean> {
  const result = await tx.insertInto('disputes').values(row).onConflict((oc) => oc.columns(['provider', 'provider_id']).doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The provider's dispute or warning by its id there; throws when none is recorded. */
export function getDisputeByProviderId(tx: Tx, provider: string, providerId: string): Promise<Selectable<DisputesTable>> {
  return tx.selectFrom('disputes').selectAll().where('provider', '=', provider).where('provider_id', '=', providerId).executeTakeFirstOrThrow();
}

export async function updateDispute(tx: Tx, id: number, changes: Updateable<DisputesTable>): Promise<void> {
  await tx.updateTable('disputes').set(changes).where('id', '=', id).execute();
}
