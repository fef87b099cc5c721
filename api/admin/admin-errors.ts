import { ApiError, notFound, validationFailed } from '../http/api-error';
import { OpsError } from '../orders/orders-ops.service';

export const SELF_APPROVAL_MESSAGE = 'You prepared this change: another person with payouts.approve must approve it';
export const APPROVAL_DECIDED_MESSAGE = 'This change was already approved';
export const REASON_REQUIRED = 'Give a reason';

export const selfApproval = () => new ApiError('SELF_APPROVAL', SELF_APPROVAL_MESSAGE);
export const approvalDecided = () => new ApiError('APPROVAL_DECIDED', APPROVAL_DECIDED_MESSAGE);
export const conflict = (message: string) => new ApiError('STATE_CONFLICT', message);

/**
 * An ops service's refusal (OpsError) as the admin API answers it: 422 on `field` when the message is
 * about that input (`inputRule`), 404 for what does not exist, 409 otherwise.
 */
export async function asApiError<T>(work: () => Promise<T>, input?: { field: string; rule: RegExp }): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof OpsError)) throw error;
    if (input && input.rule.test(error.message)) throw validationFailed({ [input.field]: [error.message] });
    throw / not found$/.test(error.message) ? notFound(error.message) : conflict(error.message);
  }
}

/** Money changes need a reason (refunds, adjustments, payout failures, freezes). */
export function requireReason(reason: string | undefined): string {
  const text = (reason ?? '').trim();
  if (text === '') throw validationFailed({ reason: [REASON_REQUIRED] });
  if (text.length > 500) throw validationFailed({ reason: ['At most 500 characters'] });
  return text;
}
