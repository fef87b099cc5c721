import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { cliActor } from '../admin/actor';
import { formatChainHead, parseChainHead, verifyChain } from '../admin/audit-chain';
import { auditRowsInOrder } from '../admin/audit.repository';
import { createMoneyActions } from '../admin/money-actions.service';
import { createStaffAdmin } from '../admin/staff-admin.service';
import { createStaffAuthService } from '../admin/staff-auth.service';
import { customerRecord } from '../admin/fraud-customer-record';
import { findStaffByEmail } from '../admin/staff.repository';
import { ApiError } from '../http/api-error';
import { OpsError, positiveIdOf } from '../orders/orders-ops.service';
import { createSettingsService } from '../reference-data/settings.service';

export interface CommandOutput {
  lines: string[];
  json: object;
  /** 1: the command found something wrong (audit:verify on a broken chain). */
  exitCode?: number;
}

/** An expected refusal of the admin services, as the CLI reports refusals. */
function asOpsError(error: unknown): never {
  if (error instanceof ApiError) {
    const fields = error.errors ? Object.entries(error.errors).map(([field, messages]) => `${field}: ${messages.join(', ')}`) : [];
    throw new OpsError(fields.length > 0 ? fields.join('; ') : error.message);
  }
  throw error;
}

/** Staff, approvals, payouts and the audit chain from `npm run ops` (issue 43); every change writes an audit row as cli:<os user>. */
export async function runAdminCommand(config: ApiConfig, db: Kysely<Database>, command: string, args: string[], options: { role?: string; message?: string; head?: string }): Promise<CommandOutput> {
  const { admin } = config;
  const actor = cliActor();
  const settings = createSettingsService(db, config);
  const money = createMoneyActions(db, admin, async () => (await settings.get()).support_email);
  try {
    switch (command) {
      case 'staff:invite': {
        if (!options.role) throw new OpsError('--role <role> is required (owner, admin, support, finance, catalogue)');
        // The e-mail is queued with the invitation; the shop's job worker sends it (the link is printed too).
        const { staffId, inviteUrl } = await createStaffAuthService(db, admin).invite(actor, args[0], options.role);
        return { json: { staff_id: staffId, email: args[0].trim(), role: options.role, invite_url: inviteUrl }, lines: [`Invited ${args[0].trim()} as ${options.role} (staff ${staffId}): ${inviteUrl}`] };
      }
      case 'staff:revoke': {
        const staff = await findStaffByEmail(db, args[0]);
        if (!staff) throw new OpsError(`No staff member with e-mail ${args[0]}`);
        await createStaffAdmin(db).revoke(actor, staff.id);
        return { json: { staff_id: staff.id, revoked: true }, lines: [`Revoked ${staff.email} (staff ${staff.id}); their sessions are ended`] };
      }
      case 'customers:show':
        return await customerRecord(db, args[0]);
      case 'staff:list': {
        const staff = await createStaffAdmin(db).list();
        return { json: { staff }, lines: staff.length ? staff.map((s) => `${s.id}  ${s.email}  ${s.role}  ${s.revoked_at ? 'revoked' : s.enrolled ? 'active' : 'invited'}`) : ['No staff'] };
      }
      case 'approvals:list': {
        const rows = await money.pending();
        const approvals = rows.map((row) => ({ id: Number(row.id), kind: row.kind, entity_id: Number(row.entity_id), amount_cents: Number(row.amount_cents), reason: row.reason, prepared_by: row.prepared_by }));
        return {
          json: { approvals },
          lines: approvals.length ? approvals.map((a) => `#${a.id}  ${a.kind}  ${a.kind === 'payout' ? 'offer' : 'customer'} ${a.entity_id}  ${(a.amount_cents / 100).toFixed(2)} EUR  by ${a.prepared_by}${a.reason ? `  "${a.reason}"` : ''}`) : ['Nothing waits for approval'],
        };
      }
      case 'payouts:complete': {
        const id = positiveIdOf(args[0], 'Offer id');
        const result = await money.completePayout(actor, id);
        if (result.outcome === 'awaiting_approval') {
          return { json: { offer_id: id, status: 'awaiting_approval', approval_id: result.approval_id }, lines: [`Offer ${id}'s payout is above PAYOUT_APPROVAL_EUR: approval #${result.approval_id} waits for a second person`] };
        }
        const { outcome: _outcome, ...paid } = result;
        return { json: paid, lines: [`Offer ${paid.offer_id} is now ${paid.status}`] };
      }
      case 'payouts:fail': {
        const id = positiveIdOf(args[0], 'Offer id');
        const message = options.message?.trim() ?? '';
        if (message === '') throw new OpsError('--message <text> is required');
        if (message.length > 500) throw new OpsError('--message must be at most 500 characters');
        const result = await money.failPayout(actor, id, message);
        return { json: result, lines: [`Offer ${result.offer_id} is now ${result.status}`] };
      }
      default: {
        const recorded = options.head === undefined ? undefined : parseChainHead(options.head);
        if (recorded === null) throw new OpsError('--head must be <row id>:<hash> as audit:verify printed it');
        const verdict = await verifyChain(auditRowsInOrder(db), recorded);
        if (verdict.whole) {
          const head = verdict.head && formatChainHead(verdict.head);
          const lines = [`The audit chain is whole (${verdict.rows} rows)`, ...(head ? [`Its head: ${head} (keep it outside the database; --head ${head} later shows rows cut from the end)`] : [])];
          return { json: { whole: true, rows: verdict.rows, head }, lines };
        }
        return { json: { whole: false, row: verdict.rowId, problem: verdict.problem }, lines: [`The audit chain is broken at row ${verdict.rowId}: ${verdict.problem}`], exitCode: 1 };
      }
    }
  } catch (error) {
    return asOpsError(error);
  }
}
