import type { Generated } from 'kysely';

/** A staff member's note on a customer (migration 20261128150000_console-notes). Times are unix seconds. */
export interface CustomerNotesTable {
  id: Generated<number>;
  user_id: number;
  staff_id: number;
  text: string;
  created_at: number;
}
