// Issue 26, selling by trade: what the sell-skin and offers flows decide about inventory items and
// offers received by trade offer, apart from the machines so they can be tested alone.
import type { MoneyAmount } from '../money/money';
import type { Offer } from './offer.actors';
import type { SellSkinForm } from './offer.rules';
import type { InventoryItem } from './sell-inventory.actors';

/** Steam's inventory context of CS2 and Dota 2 items. */
const STEAM_CONTEXT_ID = 2;

/** The item's page in the seller's Steam inventory: the spec's item_url for a picked item. */
export function inventoryItemUrl(steamId: string, item: Pick<InventoryItem, 'appId' | 'assetId'>): string {
  return `https://steamcommunity.com/profiles/${steamId}/inventory/#${item.appId}_${STEAM_CONTEXT_ID}_${item.assetId}`;
}

/** An item under a trade hold cannot be sold until Steam lets it be traded. */
export const isPickable = (item: InventoryItem): boolean => item.tradable;

/** Issue 45: an item the shop prices at once sells in one step at that price. */
export const canSellNow = (item: InventoryItem): boolean => isPickable(item) && item.instantPrice != null && item.instantPrice.amount > 0;

/** The accepted page after a sale in one step, with the amount the seller will be paid. */
export function soldPath(base: string, price: MoneyAmount | null): string {
  const query = new URLSearchParams({ by: 'trade' });
  if (price) {
    query.set('price', String(price.amount));
    query.set('currency', price.currency);
  }
  return `${base}?${query}`;
}

/** The instant price as the price field writes it ('' without one). */
const priceText = (item: InventoryItem | null): string => (item?.instantPrice ? String(item.instantPrice.amount) : '');

/**
 * The form once `item` is picked: its title, quality and item URL; the price is the shop's instant
 * price unless the customer typed one of their own (anything but the previous pick's price).
 */
export function formOfPick(form: SellSkinForm, item: InventoryItem, previous: InventoryItem | null, steamId: string): SellSkinForm {
  const typedOwnPrice = form.price.trim() !== '' && form.price !== priceText(previous);
  return {
    title: item.title,
    quality: item.quality,
    itemUrl: inventoryItemUrl(steamId, item),
    price: typedOwnPrice ? form.price : priceText(item),
  };
}

/** The trade offer is on its way or waiting for the seller on Steam: its outcome comes by itself. */
export function tradeInFlight(offer: Offer): boolean {
  return offer.status === 'APPROVED' && (offer.trade?.state === 'QUEUED' || offer.trade?.state === 'SENT');
}

/** The earliest moment (ms) a received offer's payout unlocks, or null when none waits. */
export function nextPayoutUnlock(offers: readonly Offer[]): number | null {
  const times = offers.filter((offer) => offer.status === 'RECEIVED' && offer.payoutUnlocksAt).map((offer) => Date.parse(offer.payoutUnlocksAt!));
  const valid = times.filter((time) => !Number.isNaN(time));
  return valid.length ? Math.min(...valid) : null;
}

/** After the unlock the shop needs a moment to turn the offer ready for payout. */
export const PAYOUT_UNLOCK_GRACE_MS = 1_000;
/** While the list still shows an unlock that passed: asked again after this, doubling, at most PAYOUT_RECHECK_MAX_MS. */
export const PAYOUT_RECHECK_MS = 2_000;
export const PAYOUT_RECHECK_MAX_MS = 60_000;
/** setTimeout's longest delay; a payout days away is waited for in steps of it. */
const MAX_TIMER_MS = 2_147_483_647;

/** How long until the list is loaded again for a payout unlock; `overdue` counts the loads that still showed a passed unlock. */
export function payoutUnlockDelay(unlockAt: number, now: number, overdue: number): number {
  if (unlockAt + PAYOUT_UNLOCK_GRACE_MS > now) return Math.min(unlockAt + PAYOUT_UNLOCK_GRACE_MS - now, MAX_TIMER_MS);
  return Math.min(PAYOUT_RECHECK_MS * 2 ** overdue, PAYOUT_RECHECK_MAX_MS);
}

/** Where the offer-sent page goes: with the shop's price at once when it priced the item (issue 26). */
export function offerSentPath(base: string, created: { status?: Offer['status']; servicePrice?: MoneyAmount | null; quoteExpiresAt?: string | null }): string {
  if (created.status !== 'OFFER' || !created.servicePrice) return base;
  const query = new URLSearchParams({ price: String(created.servicePrice.amount), currency: created.servicePrice.currency });
  if (created.quoteExpiresAt) query.set('until', created.quoteExpiresAt);
  return `${base}?${query}`;
}

/** The seconds left until `target` (ms), never below 0, as D, HH:MM:SS parts for a countdown. */
export function countdownParts(target: number, now: number): { days: number; hours: number; minutes: number; seconds: number; done: boolean } {
  const left = Math.max(0, Math.ceil((target - now) / 1000));
  return { days: Math.floor(left / 86_400), hours: Math.floor((left % 86_400) / 3600), minutes: Math.floor((left % 3600) / 60), seconds: left % 60, done: left === 0 };
}
