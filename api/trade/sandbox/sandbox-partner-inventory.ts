import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { imagePathFor } from '../../catalogue/items.service';
import { firstNamesHeldByBot } from '../../catalogue/items.repository';
import type { BotAsset } from '../trade-bot';
import { exteriorOfName, wearOf } from '../../catalogue/exterior-wear';

/** A name no catalogue lists: the shop cannot price it at once (an operator quotes it). */
export const SANDBOX_UNKNOWN_ITEM = 'Sticker | Sandbox Holo (Foil)';
/** How many catalogue names a made-up inventory draws from. */
const CATALOGUE_SAMPLE = 400;
const PICKS = 6;

interface CatalogueName {
  id: number;
  title: string;
  category: 'cs2' | 'dota2';
}

/**
 * The made-up Steam inventory the sandbox gives every Steam ID (issue 26): six catalogue names chosen by
 * the account, one name the shop does not know, and one item under a trade hold. Asset ids are the account id with a slot
 * number, so they never meet the seeded stock's. The same account always gets the same items.
 */
export async function madeUpInventory(db: Kysely<Database>, steamId: string, now: number): Promise<BotAsset[]> {
  const accountId = BigInt(steamId) & 0xffffffffn;
  const names = await catalogueNames(db);
  const assets: BotAsset[] = [];
  const seen = new Set<string>();
  let seed = Number(accountId % 2147483647n) || 1;
  const next = () => (seed = (seed * 48271) % 2147483647);
  for (let tries = 0; assets.length < PICKS && names.length > 0 && tries < 100; tries++) {
    const name = names[next() % names.length]!;
    if (seen.has(name.title)) continue;
    seen.add(name.title);
    assets.push(asset(accountId, assets.length, name.title, name.category, next, imagePathFor(name.id)));
  }
  const unknown = asset(accountId, PICKS, SANDBOX_UNKNOWN_ITEM, 'cs2', next, null);
  assets.push({ ...unknown, float: null, paintSeed: null });
  const held = names.find((name) => name.category === 'cs2' && !seen.has(name.title));
  if (held) {
    // A hold ending five days after today's midnight (UTC): the same all day, as Steam's would be.
    const holdEnds = Math.floor(now / 86_400) * 86_400 + 5 * 86_400;
    assets.push({ ...asset(accountId, PICKS + 1, held.title, held.category, next, imagePathFor(held.id)), tradable: false, tradableAfter: holdEnds });
  }
  return assets;
}

const samples = new WeakMap<Kysely<Database>, { at: number; names: CatalogueName[] }>();

/** The catalogue's first few hundred distinct names (read once a minute at most). */
async function catalogueNames(db: Kysely<Database>): Promise<CatalogueName[]> {
  const sample = samples.get(db);
  if (sample && Date.now() - sample.at < 60_000) return sample.names;
  const rows = await firstNamesHeldByBot(db, 'sandbox', CATALOGUE_SAMPLE);
  const names = rows.map((row) => ({ id: Number(row.id), title: row.title, category: row.category }));
  samples.set(db, { at: Date.now(), names });
  return names;
}

function asset(accountId: bigint, slot: number, title: string, category: 'cs2' | 'dota2', next: () => number, image: string | null): BotAsset {
  const cs2 = category === 'cs2';
  const assetId = `9${String(accountId).padStart(10, '0')}${String(slot).padStart(2, '0')}`;
  return {
    appId: cs2 ? 730 : 570,
    contextId: '2',
    assetId,
    classId: assetId,
    instanceId: '0',
    marketName: title,
    tradable: true,
    tradableAfter: null,
    float: cs2 ? floatWithin(title, next()) : null,
    paintSeed: cs2 ? next() % 1000 : null,
    stickers: [],
    iconUrl: image,
  };
}

/** A float inside the range the name's exterior stands for (null for a name without one). */
function floatWithin(title: string, random: number): number | null {
  const exterior = exteriorOfName(title);
  if (!exterior) return null;
  const [low, high] = wearOf(exterior);
  return Math.round((low + ((random % 10_000) / 10_000) * (high - low)) * 1e6) / 1e6;
}
