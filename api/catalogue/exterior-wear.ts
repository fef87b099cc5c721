/** CS2's exteriors, best first, with the float (wear) range each stands for. */
export const EXTERIOR_WEAR = [
  ['Factory New', [0, 0.07]],
  ['Minimal Wear', [0.07, 0.15]],
  ['Field-Tested', [0.15, 0.38]],
  ['Well-Worn', [0.38, 0.45]],
  ['Battle-Scarred', [0.45, 1]],
] as const satisfies readonly (readonly [string, readonly [number, number]])[];

export type Exterior = (typeof EXTERIOR_WEAR)[number][0];

/** The exterior a Steam market name ends with, "AK-47 | Redline (Field-Tested)" → Field-Tested; null without one. */
export function exteriorOfName(marketName: string): Exterior | null {
  return EXTERIOR_WEAR.find(([exterior]) => marketName.endsWith(`(${exterior})`))?.[0] ?? null;
}

/** The wear range of an exterior. */
export const wearOf = (exterior: Exterior) => EXTERIOR_WEAR.find(([name]) => name === exterior)![1];
