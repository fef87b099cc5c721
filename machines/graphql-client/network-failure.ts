// Issue 45: one answer for a customer's action the network failed (the browser offline, fetch failing):
// a toast saying what failed, with a Retry that sends the very same request again. The client holds
// the action's request meanwhile, so the flow that made it simply waits and carries on with the answer
// of the retry; closing the toast lets the request fail as it would have.

/** The shop's mutations: what the customer does (a query's failure is its flow's own to show). */
export const CUSTOMER_ACTIONS: ReadonlySet<string> = new Set([
  'AcceptOffer', 'AddToCart', 'CancelOffer', 'ChangeEmail', 'ConfirmPassword', 'CreateOffer', 'DeclineOffer',
  'DeletePriceAlert', 'Login', 'Logout', 'Purchase', 'Register', 'RemoveFromCart', 'ClearCart', 'RequestCardPayout',
  'RequestIbanPayout', 'RequestPasswordReset', 'ResendConfirmationLink', 'ResendTwoFactorCode', 'ResetPassword',
  'ResumeDelivery', 'RetryOfferTrade', 'SavePriceAlert', 'SellNow', 'SetTwoFactor', 'StartDeposit', 'UpdateProfile',
  'UpdateTradeLink', 'VerifyEmail', 'VerifyTwoFactor',
]);

/** What failed, as the toast says it (each text translated under toast.<text>). */
const FAILED: Record<string, string> = {
  Purchase: 'Checkout failed: the shop could not be reached. Check your connection and retry.',
  AddToCart: 'Adding to cart failed: the shop could not be reached. Check your connection and retry.',
  RequestIbanPayout: 'The payout request failed: the shop could not be reached. Check your connection and retry.',
  RequestCardPayout: 'The payout request failed: the shop could not be reached. Check your connection and retry.',
  Login: 'Signing in failed: the shop could not be reached. Check your connection and retry.',
};
export const ACTION_FAILED = 'Your request failed: the shop could not be reached. Check your connection and retry.';

export const networkFailureMessage = (operation: string): string => FAILED[operation] ?? ACTION_FAILED;

/** Fetch's own failure (no answer at all), not an answer the gateway gave (graphql-request's ClientError has `response`). */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof error === 'object' && error !== null && 'response' in error) return false;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return error instanceof TypeError;
}

/** A held request, as the notifier's toast names it. */
export interface NetworkFailure {
  id: string;
  operation: string;
}

interface Held {
  retry: () => void;
  giveUp: () => void;
}

const held = new Map<string, Held>();
let count = 0;

/** Keeps a failed action's request until the customer retries or gives up; its id for the toast. */
export function holdRequest(retry: () => void, giveUp: () => void): string {
  const id = `request-${++count}`;
  held.set(id, { retry, giveUp });
  return id;
}

/** The toast's Retry: the request is sent again (a second network failure holds it again). */
export function retryRequest(id: string): void {
  const request = held.get(id);
  held.delete(id);
  request?.retry();
}

/** The toast closed without a retry: the request fails as it would have. */
export function giveUpRequest(id: string): void {
  const request = held.get(id);
  held.delete(id);
  request?.giveUp();
}
