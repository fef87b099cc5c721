/**
 * Spec §4: a top-up's status codes on the wire. 1 keeps the processing page polling, 2 goes to
 * /success-payment, 4 (the card was declined) and 7 (the payment expired) to /fail-payment.
 */
export const DEPOSIT_STATUS = { processing: 1, paid: 2, failed: 4, expired: 7 } as const;

export type DepositStatus = (typeof DEPOSIT_STATUS)[keyof typeof DEPOSIT_STATUS];
