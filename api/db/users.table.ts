import type { Generated } from 'kysely';

/** Minimal here; the accounts work extends it. */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  /** Unix seconds. */
  created_at: number;
}

export interface SessionsTable {
  /** sha256 hex of the opaque id in the `sid` cookie; the raw id is never stored. */
  id: string;
  user_id: number;
  created_at: number;
  expires_at: number;
}
