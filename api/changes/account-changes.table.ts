import type { Generated } from 'kysely';
import type { AccountChangeKind } from '../../contract/account-changes';

/** SQLite only: one committed change, kept a minute for every process on the file to read. */
export interface AccountChangesTable {
  seq: Generated<number>;
  kind: AccountChangeKind;
  user_id: number;
  entity_id: string;
  /** Unix seconds. */
  created_at: number;
}
