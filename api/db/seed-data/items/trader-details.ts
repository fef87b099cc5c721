// What the generated catalogue's copies carry for traders (issue 27), as Steam's inventory would report
// them: Doppler phases, stickers and charms with their wear, the inspect link, Dota 2 gems and styles;
// and the built-in reference price of every market name the generator makes (PRICE_SOURCE=seed).
import type { AppliedSticker } from '../../../catalogue/item-stickers';
import { cs2Skins } from './cs2-skins';
import { dota2Items } from './dota2-items';

/** Deterministic pseudo-random number in [0, 1) from an integer (splitmix-style hash). */
export function unitHash(seed: number): number {
  let x = (seed ^ 0x9e3779b9) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return ((x ^ (x >>> 16)) >>> 0) / 4294967296;
}

/** FNV-1a of a text, for hashes that follow a market name rather than a catalogue position. */
export function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

const roll = (index: number, salt: number) => unitHash(index * 31 + salt);
const pick = <T>(list: readonly T[], r: number): T => list[Math.floor(r * list.length)];

/** The sandbox bot's SteamID64: inspect links name the inventory the copy is in. */
export const SANDBOX_BOT_STEAM_ID = '76561199000000001';

const STICKERS = [
  'Sticker | iBUYPOWER (Holo) | Katowice 2014',
  'Sticker | Titan (Holo) | Katowice 2014',
  'Sticker | Reason Gaming (Holo) | Katowice 2014',
  'Sticker | Crown (Foil)',
  'Sticker | Howling Dawn',
  'Sticker | Natus Vincere (Holo) | Cologne 2015',
  'Sticker | s1mple (Gold) | Stockholm 2021',
  'Sticker | Vitality (Glitter) | Paris 2023',
  'Sticker | FaZe Clan | Antwerp 2022',
  'Sticker | Skull Lil Boney',
  'Sticker | Battle Scarred',
  'Sticker | Gold Web (Foil)',
];
const SOUVENIR_STICKERS = [
  'Sticker | Natus Vincere (Gold) | Copenhagen 2024',
  'Sticker | FaZe Clan (Gold) | Copenhagen 2024',
  'Sticker | Vitality (Gold) | Shanghai 2024',
  'Sticker | MOUZ (Gold) | Shanghai 2024',
  'Sticker | PGL (Gold) | Copenhagen 2024',
];
const CHARMS = ["Charm | Lil' Squirt", 'Charm | Hot Wurst', 'Charm | Baby Karat CT', 'Charm | Die-cast AK'];
const DOPPLER_PHASES: [phase: string, share: number][] = [
  ['Phase 1', 0.2],
  ['Phase 2', 0.25],
  ['Phase 3', 0.2],
  ['Phase 4', 0.2],
  ['Ruby', 0.05],
  ['Sapphire', 0.05],
  ['Black Pearl', 0.05],
];

function dopplerPhase(r: number): string {
  for (const [phase, share] of DOPPLER_PHASES) {
    if (r < share) return phase;
    r -= share;
  }
  return 'Phase 1';
}

const wearOf = (r: number) => (r < 0.6 ? 0 : Math.round(r * 1e4) / 1e4);

/** A CS2 copy's stickers (none on knives and gloves), phase and inspect link. */
export function cs2TraderDetails(index: number, skin: string, itemClass: string, star: boolean, assetId: string) {
  const stickers: AppliedSticker[] = [];
  if (itemClass === 'Souvenir') {
    for (let slot = 0; slot < 4; slot++) stickers.push({ name: pick(SOUVENIR_STICKERS, roll(index, 40 + slot)), slot, kind: 'sticker', wear: wearOf(roll(index, 50 + slot)) });
  } else if (!star && roll(index, 20) < 0.18) {
    const count = 1 + Math.floor(roll(index, 21) * 4);
    for (let slot = 0; slot < count; slot++) stickers.push({ name: pick(STICKERS, roll(index, 22 + slot)), slot, kind: 'sticker', wear: wearOf(roll(index, 30 + slot)) });
  }
  if (!star && roll(index, 26) < 0.04) stickers.push({ name: pick(CHARMS, roll(index, 27)), slot: 5, kind: 'charm', wear: null });
  const phase = skin === 'Doppler' ? dopplerPhase(roll(index, 28)) : null;
  const inspect = `steam://rungame/730/76561202255233023/+csgo_econ_action_preview%20S${SANDBOX_BOT_STEAM_ID}A${assetId}D${1_000_000_000_000 + Math.floor(roll(index, 29) * 9e15)}`;
  return { stickers: stickers.length > 0 ? JSON.stringify(stickers) : null, phase, inspect_link: inspect };
}

/** A Dota 2 copy's gems (an Inscribed item counts something) and style. */
export function dota2TraderDetails(index: number, itemClass: string, type: string) {
  const gems: string[] = [];
  if (itemClass === 'Inscribed') gems.push(`${pick(['Kills', 'Assists', 'Wards Placed', 'Courier Kills'], roll(index, 60))}: ${Math.floor(roll(index, 61) * 5000)}`);
  if (itemClass === 'Autographed') gems.push(`Autograph: ${pick(['Miracle-', 'N0tail', 'Puppey', 'Ana', 'Topson'], roll(index, 62))}`);
  const styled = type === 'Wearable' && roll(index, 63) < 0.15;
  return { gems: gems.length > 0 ? JSON.stringify(gems) : null, style: styled ? `Style ${2 + Math.floor(roll(index, 64) * 2)} of 3` : null };
}

const CS2_CLASS_FACTORS: Record<string, number> = { 'StatTrak™': 2.2, Souvenir: 3, Normal: 1 };
export const EXTERIOR_FACTORS: Record<string, number> = { 'Factory New': 1.8, 'Minimal Wear': 1.3, 'Field-Tested': 1, 'Well-Worn': 0.85, 'Battle-Scarred': 0.75 };
export const DOTA_CLASS_FACTORS: Record<string, number> = { Standard: 1, Inscribed: 1.3, Genuine: 1.8, Autographed: 2.5, Heroic: 1.6 };

const cs2ByName = new Map(cs2Skins.map((skin) => [`${skin.weapon} | ${skin.skin}`, skin]));
const dotaByName = new Map(dota2Items.map((item) => [item.name, item]));

/**
 * The built-in reference price of a market name the generator makes, EUR cents: its typical price
 * (the generator's, before each copy's own ±10%) times a factor from 1.02 to 1.27 that follows the
 * name, so most copies show a discount; undefined for a name it does not make.
 */
export function seedReferencePrice(title: string): number | undefined {
  const factor = 1.02 + unitHash(textHash(title)) * 0.25;
  const cs2 = /^(★ )?(StatTrak™ |Souvenir )?(.+) \(([^()]+)\)$/.exec(title);
  if (cs2) {
    const skin = cs2ByName.get(cs2[3]);
    const exterior = EXTERIOR_FACTORS[cs2[4]];
    if (skin && exterior) return toCents(skin.basePrice * exterior * CS2_CLASS_FACTORS[cs2[2]?.trim() ?? 'Normal'] * factor);
  }
  const dota = /^(?:(Inscribed|Genuine|Autographed|Heroic) )?(.+)$/.exec(title);
  const item = dota && dotaByName.get(dota[2]);
  if (dota && item) return toCents(item.basePrice * DOTA_CLASS_FACTORS[dota[1] ?? 'Standard'] * factor);
  return undefined;
}

/** Keeps every generated price inside the listing's default range (0 to 10000). */
const MAX_PRICE_CENTS = 9_800_00;

export function toCents(eur: number): number {
  return Math.min(MAX_PRICE_CENTS, Math.max(3, Math.round(eur * 100)));
}
