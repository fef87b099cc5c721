// What Steam's inventory says of one copy of a CS2 skin, as the product page writes it (issue 25).

/** A wear (float) to four decimals, cut rather than rounded, as traders quote it: 0.069999 is "0.0699", never Minimal Wear's "0.0700". */
export function floatText(float: number): string {
  const [whole, fraction = ''] = float.toFixed(10).split('.');
  return `${whole}.${fraction.slice(0, 4)}`;
}

/** A sticker as the product page lists it under "Stickers": Steam's name without its "Sticker | " prefix. */
export function stickerLabel(name: string): string {
  return name.replace(/^Sticker\s*\|\s*/i, '');
}
