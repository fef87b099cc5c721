import type { ConfigVariable } from '../config';

/** Issue 43's settings: four-eyes limits and staff session lengths. */
export interface AdminConfig {
  /** A payout above this many EUR cents takes effect only when a second person approves it. */
  payoutApprovalCents: number;
  /** A balance adjustment above this many EUR cents (either sign) needs a second person. */
  adjustApprovalCents: number;
  /** A staff session's absolute length and its idle limit, in seconds. */
  sessionSeconds: number;
  idleSeconds: number;
  /** How long a staff invitation link stays valid, in seconds. */
  inviteSeconds: number;
  /** The shop's origin (PUBLIC_URL): invitation links are `<publicUrl>/admin/invite/<token>`. */
  publicUrl: string;
}

export const adminConfigVariables: readonly ConfigVariable[] = [
  { name: 'PAYOUT_APPROVAL_EUR', default: '500', description: 'Issue 43: a payout above this many EUR is prepared by one staff member and paid only when another with payouts.approve approves it.' },
  { name: 'ADJUST_APPROVAL_EUR', default: '100', description: 'Issue 43: a balance adjustment above this many EUR (credit or debit) needs a second staff member with payouts.approve.' },
  { name: 'STAFF_SESSION_HOURS', default: '12', description: 'Issue 43: the longest a staff sign-in lasts, however active.' },
  { name: 'STAFF_IDLE_MINUTES', default: '30', description: 'Issue 43: a staff session unused this long ends.' },
  { name: 'STAFF_INVITE_HOURS', default: '72', description: 'Issue 43: how long a staff invitation link stays valid.' },
];

/** Reads the admin settings with the API's reader (api/config.ts), adding each problem to its list. */
export function readAdminConfig(read: (name: string) => string, problems: string[], publicUrl: string): AdminConfig {
  const whole = (name: string, min: number) => {
    const raw = read(name);
    if (!/^\d{1,7}$/.test(raw) || Number(raw) < min) problems.push(`${name} must be a whole number, at least ${min} (got "${raw}")`);
    return Number(raw);
  };
  return {
    payoutApprovalCents: whole('PAYOUT_APPROVAL_EUR', 0) * 100,
    adjustApprovalCents: whole('ADJUST_APPROVAL_EUR', 0) * 100,
    sessionSeconds: whole('STAFF_SESSION_HOURS', 1) * 3600,
    idleSeconds: whole('STAFF_IDLE_MINUTES', 1) * 60,
    inviteSeconds: whole('STAFF_INVITE_HOURS', 1) * 3600,
    publicUrl,
  };
}
