import type { Generated } from 'kysely';

// Issue 43's tables (migration 20261128120000_staff-and-audit). Times are unix seconds.

export interface StaffRolesTable {
  name: string;
  /** JSON array of contract/permissions.ts names. */
  permissions: string;
  updated_at: number;
}

export interface StaffTable {
  id: Generated<number>;
  email: string;
  role: string;
  /** argon2id PHC string; null until the invitation is accepted. */
  password_hash: string | null;
  /** Base32 TOTP seed; never leaves the server after the invitation's answer. */
  totp_secret: string | null;
  /** Set by the first sign-in with a TOTP code: enrolment complete. */
  totp_confirmed_at: number | null;
  /** The last 30-second step a code was accepted for: a code of that step or earlier is refused (replay). */
  totp_last_step: Generated<number>;
  invite_token_hash: string | null;
  invite_expires_at: number | null;
  created_at: number;
  revoked_at: number | null;
}

export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  used_at: number | null;
}

export interface StaffSessionsTable {
  /** sha256 of the cookie's value. */
  id: string;
  staff_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

export interface StaffSignInsTable {
  id: Generated<number>;
  staff_id: number | null;
  email: string;
  at: number;
  ip: string;
  user_agent: string;
  outcome: string;
}

export interface CustomerSignInsTable {
  id: Generated<number>;
  user_id: number;
  at: number;
  ip: string;
  user_agent: string;
  method: string;
}

export interface CustomerHoldsTable {
  user_id: number;
  reason: string;
  frozen_at: number;
  frozen_by: string;
}

export type ApprovalKind = 'payout' | 'balance_adjust' | 'deposit_refund';

export interface ApprovalsTable {
  id: Generated<number>;
  kind: ApprovalKind;
  /** The payout's offer id, or the customer's id for a balance adjustment. */
  entity_id: number;
  amount_cents: number;
  reason: string | null;
  status: 'pending' | 'approved';
  prepared_by: string;
  prepared_at: number;
  approved_by: string | null;
  approved_at: number | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  /** `staff:<id>` or `cli:<os user>`. */
  actor: string;
  ip: string | null;
  user_agent: string | null;
  action: string;
  entity: string;
  entity_id: string;
  reason: string | null;
  before_json: string | null;
  after_json: string | null;
  prev_hash: string;
  hash: string;
}
