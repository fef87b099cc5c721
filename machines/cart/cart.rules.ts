// Spec §2 cart list: weapon name, skin name and exterior parsed from an item's title, e.g.
// "AK-47 | Redline (Field-Tested)" → AK-47 / Redline / Field-Tested. Dota 2 titles have no exterior.

/** Spec §9: the cart's toasts (added, already in cart, removed …) stay 1500 ms. */
export const CART_TOAST_MS = 1500;

export interface TitleParts {
  weapon: string;
  skin: string;
  exterior: string | null;
}

const EXTERIOR = /\s*\(([^()]+)\)\s*$/;

export function titleParts(title: string): TitleParts {
  const exterior = EXTERIOR.exec(title)?.[1] ?? null;
  const withoutExterior = title.replace(EXTERIOR, '');
  const [weapon, ...rest] = withoutExterior.split(' | ');
  return { weapon: weapon!.trim(), skin: rest.join(' | ').trim(), exterior };
}

/** Spec §2 checkout: how much more the balance needs, in the cart's currency (0 when it covers it). */
export function shortfall(total: number, balance: number): number {
  return total > balance ? Math.round((total - balance) * 100) / 100 : 0;
}

/** Spec §4: checkout is disabled with a total of 0 or less, or without a saved trade link. */
export function canCheckout(total: number, tradeLink: string): boolean {
  return total > 0 && tradeLink.trim() !== '';
}

/** Issue 45: what the balance keeps after buying the cart, in the cart's currency (0 when it does not cover it). */
export function balanceAfter(total: number, balance: number): number {
  return total > balance ? 0 : Math.round((balance - total) * 100) / 100;
}
