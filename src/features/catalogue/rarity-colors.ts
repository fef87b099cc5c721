// Steam's own rarity colours, so cards read like the in-game inventory.
const RARITY_COLORS: Record<string, string> = {
  'consumer grade': '#b0c3d9',
  'base grade': '#b0c3d9',
  common: '#b0c3d9',
  'industrial grade': '#5e98d9',
  uncommon: '#5e98d9',
  'mil-spec': '#4b69ff',
  'mil-spec grade': '#4b69ff',
  rare: '#4b69ff',
  'high grade': '#4b69ff',
  restricted: '#8847ff',
  mythical: '#8847ff',
  remarkable: '#8847ff',
  classified: '#d32ce6',
  legendary: '#d32ce6',
  exotic: '#d32ce6',
  covert: '#eb4b4b',
  ancient: '#eb4b4b',
  extraordinary: '#eb4b4b',
  immortal: '#e4ae39',
  contraband: '#e4ae39',
  arcana: '#ade55c',
};

const FALLBACK = '#8b95a7';

export function rarityColor(quality: string | null | undefined): string {
  if (!quality) return FALLBACK;
  return RARITY_COLORS[quality.trim().toLowerCase()] ?? FALLBACK;
}
