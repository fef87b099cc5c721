import type { AppliedStickerAnswer } from '../../contract/items.contract';

export type AppliedSticker = AppliedStickerAnswer;

/** Stickers as items.stickers keeps them (a JSON array), or null when there are none. */
export function stickersJson(stickers: AppliedSticker[]): string | null {
  return stickers.length > 0 ? JSON.stringify(stickers) : null;
}

/** A bot's sticker names by slot, as Steam's inventory lists them (no wear reported). */
export function stickersFromNames(names: string[]): AppliedSticker[] {
  return names.map((name, slot) => ({ name, slot, kind: 'sticker', wear: null }));
}

const isWear = (value: unknown): value is number => typeof value === 'number' && value >= 0 && value <= 1;

/** The stored stickers: objects, or names from a sync before issue 27; none when they cannot be read. */
export function parseStickers(stored: string | null): AppliedSticker[] {
  if (!stored) return [];
  let list: unknown;
  try {
    list = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown, index): AppliedSticker[] => {
    if (typeof entry === 'string') return [{ name: entry, slot: index, kind: 'sticker', wear: null }];
    if (typeof entry !== 'object' || entry === null) return [];
    const { name, slot, kind, wear } = entry as Record<string, unknown>;
    if (typeof name !== 'string') return [];
    return [
      {
        name,
        slot: Number.isSafeInteger(slot) && (slot as number) >= 0 ? (slot as number) : index,
        kind: kind === 'charm' ? 'charm' : 'sticker',
        wear: isWear(wear) ? wear : null,
      },
    ];
  });
}

/** items.sticker_names: the names lower-cased, one per line, for the sticker filter; null when none. */
export function stickerNamesKey(stored: string | null | undefined): string | null {
  const stickers = parseStickers(stored ?? null);
  return stickers.length > 0 ? stickers.map((sticker) => sticker.name.toLowerCase()).join('\n') : null;
}
