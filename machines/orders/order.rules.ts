// What the order page decides about an order's trade offers (issue 25), apart from the machine.
import type { Delivery, PurchaseOrder, PurchaseOrderResult } from './order.actors';

/** States a trade offer leaves by itself (Steam or the shop moves it on); PAUSED waits for the buyer. */
const MOVING: ReadonlySet<Delivery['state']> = new Set(['QUEUED', 'SENT', 'ESCROW', 'MANUAL']);

/**
 * Whether the order can still change without the buyer doing anything: it is processing before any
 * offer exists, or an offer is on its way. An accepted trade changes only by a reversal days later
 * (Steam's trade protection), which the page shows when it is opened again.
 */
export function canStillChange(order: PurchaseOrder): boolean {
  if (order.status === 'PROCESSING' && order.deliveries.length === 0) return true;
  return order.deliveries.some((delivery) => MOVING.has(delivery.state));
}

/** An answer that is the order and newer than the one shown (pushes and refreshes may overtake each other). */
export function isNewerOrder(shown: PurchaseOrder | null, result: PurchaseOrderResult): result is PurchaseOrder {
  return result.__typename === 'PurchaseOrder' && (shown === null || result.version > shown.version);
}

export const hasPausedDelivery = (order: PurchaseOrder | null): boolean => Boolean(order?.deliveries.some((delivery) => delivery.state === 'PAUSED'));

/** Refunded: the offer did not (or no longer does) deliver the items, and their price is back on the balance. */
export const REFUNDED_STATES: ReadonlySet<Delivery['state']> = new Set(['DECLINED', 'EXPIRED', 'CANCELLED', 'FAILED', 'REVERSED']);

/** How many of the order's offers ended refunded. */
export const refundedCount = (order: PurchaseOrder): number => order.deliveries.filter((delivery) => REFUNDED_STATES.has(delivery.state)).length;

/** The bot name of a delivery a person makes by hand (the API's MANUAL_BOT): no bot holds its items. */
export const HAND_DELIVERY_BOT = 'manual';

/**
 * An offer of one of the shop's bots that waits for staff instead of being sent (issue 41): a new
 * customer's large top-ups or a payment the provider marked risky hold the order's deliveries in the
 * console's Today queue until someone releases them. A hand delivery is MANUAL too, under its own name.
 */
export const isHeldForReview = (delivery: Pick<Delivery, 'state' | 'botName'>): boolean => delivery.state === 'MANUAL' && delivery.botName !== HAND_DELIVERY_BOT;

/**
 * Issue 45: the deadline the page counts down to for one offer: when a SENT offer expires, or when an
 * accepted CS2 trade can no longer be reversed; null when none lies ahead of `now` (ms).
 */
export function deadlineOf(delivery: Pick<Delivery, 'state' | 'expiresAt' | 'protectedUntil'>, now: number): { kind: 'expires' | 'reversible'; at: number } | null {
  const until = delivery.state === 'SENT' ? delivery.expiresAt : delivery.state === 'ACCEPTED' ? delivery.protectedUntil : null;
  if (!until) return null;
  const at = Date.parse(until);
  return at > now ? { kind: delivery.state === 'SENT' ? 'expires' : 'reversible', at } : null;
}

/** Whether some offer of the order has a deadline ahead: the page's clock ticks only then. */
export const hasRunningDeadline = (order: PurchaseOrder | null, now: number): boolean =>
  Boolean(order?.deliveries.some((delivery) => deadlineOf(delivery, now) !== null));

export interface TimeLeft {
  days: number;
  /** "23:59:12", or "59:12" under an hour. */
  clock: string;
}

/** What is left until `at` (ms) from `now`, whole seconds rounded up; null once it is reached. */
export function timeLeft(at: number, now: number): TimeLeft | null {
  const total = Math.ceil((at - now) / 1000);
  if (total <= 0) return null;
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = hours > 0 || days > 0 ? `${two(hours)}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
  return { days, clock };
}
