import type { NewItem } from '../../../catalogue/items.table';
import { EXTERIOR_WEAR, type Exterior } from '../../../catalogue/exterior-wear';
import { cs2Skins, cs2WeaponTypes } from './cs2-skins';
import { dota2Items } from './dota2-items';
import { describeItem, describedLanguages, type ItemFacts } from './item-descriptions';
import { cs2TraderDetails, dota2TraderDetails, DOTA_CLASS_FACTORS, EXTERIOR_FACTORS, seedReferencePrice, toCents, unitHash } from './trader-details';

/** Each exterior's price factor, with its wear range. */
const EXTERIORS = EXTERIOR_WEAR.map(([name, wear]) => [name as Exterior, EXTERIOR_FACTORS[name], wear] as const);

/** The sandbox trade bot holds the seeded catalogue: its asset id is the number in the item's item_id (insertItems). */
const SANDBOX_BOT = 'sandbox';
const DOTA_CLASSES: [name: string, share: number][] = [
  ['Standard', 0.58],
  ['Inscribed', 0.2],
  ['Genuine', 0.1],
  ['Autographed', 0.07],
  ['Heroic', 0.05],
];
/** A fixed clock so the generated catalogue is the same on every machine. */
const EPOCH = Date.UTC(2026, 9, 1) / 1000;

const roll = (index: number, salt: number) => unitHash(index * 31 + salt);

function oldPriceFor(index: number, price: number): number {
  return roll(index, 7) < 0.4 ? Math.round(price * (1.1 + roll(index, 8) * 0.3)) : 0;
}

interface GeneratedItem {
  item: NewItem;
  /** What its descriptions are written from. */
  facts: ItemFacts;
}

/** What every generated item has alike: its prices, English description, flags and listing time. */
function shared(index: number, title: string, price: number, facts: ItemFacts) {
  return {
    title,
    price,
    reference_price: seedReferencePrice(title) ?? null,
    old_price: oldPriceFor(index, price),
    description: describeItem(facts, 'en'),
    is_new: roll(index, 4) < 0.1 ? 1 : 0,
    best_seller: roll(index, 5) < 0.09 ? 1 : 0,
    created_at: EPOCH - index * 600,
  };
}

function cs2Item(index: number): GeneratedItem {
  const entry = cs2Skins[(index >> 1) % cs2Skins.length];
  const type = cs2WeaponTypes[entry.weapon];
  const star = type === 'Knife' || type === 'Gloves';
  const [exterior, wear, [wearFrom, wearTo]] = EXTERIORS[Math.floor(roll(index, 1) * EXTERIORS.length)];
  const assetId = String(2_000_000_000 + index * 9_973);
  const classRoll = roll(index, 2);
  const itemClass =
    type === 'Gloves' ? 'Normal' : classRoll < 0.22 ? 'StatTrak™' : classRoll < 0.3 && !star ? 'Souvenir' : 'Normal';
  const classFactor = itemClass === 'StatTrak™' ? 2.2 : itemClass === 'Souvenir' ? 3 : 1;
  const prefix = `${star ? '★ ' : ''}${itemClass === 'Normal' ? '' : `${itemClass} `}`;
  const price = toCents(entry.basePrice * wear * classFactor * (0.9 + roll(index, 3) * 0.2));
  const facts: ItemFacts = { game: 'cs2', weapon: entry.weapon, skin: entry.skin, type, rarity: entry.rarity, exterior, itemClass };
  const item: NewItem = {
    item_id: `730_${assetId}`,
    category: 'cs2',
    type,
    quality: entry.rarity,
    exterior,
    hero: null,
    class: itemClass,
    ...shared(index, `${prefix}${entry.weapon} | ${entry.skin} (${exterior})`, price, facts),
    bot_name: SANDBOX_BOT,
    // As Steam's inventory reports a skin: its wear within the exterior's range and its pattern seed.
    float_value: Math.round((wearFrom + roll(index, 11) * (wearTo - wearFrom)) * 1e6) / 1e6,
    paint_seed: Math.floor(roll(index, 12) * 1001),
    ...cs2TraderDetails(index, entry.skin, itemClass, star, assetId),
  };
  return { item, facts };
}

function dotaClass(index: number): [string, number] {
  let r = roll(index, 6);
  for (const [name, share] of DOTA_CLASSES) {
    if (r < share) return [name, DOTA_CLASS_FACTORS[name]];
    r -= share;
  }
  return ['Standard', 1];
}

function dota2Item(index: number): GeneratedItem {
  const entry = dota2Items[(index >> 1) % dota2Items.length];
  const [itemClass, factor] = dotaClass(index);
  const price = toCents(entry.basePrice * factor * (0.9 + roll(index, 3) * 0.2));
  const facts: ItemFacts = { game: 'dota2', name: entry.name, type: entry.type, rarity: entry.rarity, hero: entry.hero, itemClass };
  const item: NewItem = {
    item_id: `570_${3_000_000_000 + index * 9_973}`,
    bot_name: SANDBOX_BOT,
    category: 'dota2',
    type: entry.type,
    quality: entry.rarity,
    exterior: null,
    hero: entry.hero,
    class: itemClass,
    ...shared(index, `${itemClass === 'Standard' ? '' : `${itemClass} `}${entry.name}`, price, facts),
    ...dota2TraderDetails(index, itemClass, entry.type),
  };
  return { item, facts };
}

/** The catalogue item at a 0-based position: even positions are CS2, odd ones Dota 2. */
export function generateItem(index: number): NewItem {
  return generatedAt(index).item;
}

const generatedAt = (index: number): GeneratedItem => (index % 2 === 0 ? cs2Item(index) : dota2Item(index));

/** The descriptions of the catalogue item at a position in the shipped languages besides English (its own field). */
export function generateDescriptions(index: number): { lang_id: number; description: string }[] {
  const { facts } = generatedAt(index);
  return describedLanguages.filter(([, code]) => code !== 'en').map(([id, code]) => ({ lang_id: id, description: describeItem(facts, code) }));
}
