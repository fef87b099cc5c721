import { ApiError, validationFailed } from '../http/api-error';

export const SELF_APPROVAL_MESSAGE = 'You prepared this change: another person with payouts.approve must approve it';
export const APPROVAL_DECIDED_MESSAGE = 'This change was already approved';
export const REASON_REQUIRED = 'Give a reason';

export const selfApproval = () => new ApiError('SELF_APPROVAL', SELF_APPROVAL_MESSAGE);
export const approvalDecided = () => new ApiError('APPROVAL_DECIDED', APPROVAL_DECIDED_MESSAGE);
export const conflict = (message: string) => new ApiError('OFFER_STATUS_CONFLICT', message);

/** Money changes need a reason (refunds, adjustments, payout failures, freezes). */
export function requireReason(reason: string | undefined): string {
  const text = (reason ?? '').trim();
  if (text === '') throw validationFailed({ reason: [REASON_REQUIRED] });
  if (text.length > 500) throw validationFailed({ reason: ['At most 500 characters'] });
  return text;
}
