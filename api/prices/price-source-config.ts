import type { Kysely } from 'kysely';
import type { ConfigVariable } from '../config';
import type { Database } from '../db/database';
import type { PriceSource } from './price-source';
import { createSeedPriceSource } from './seed-price-source';
import { createSkinportPriceSource } from './skinport-price-source';

/** Issue 27: where reference prices come from and how often the shop refreshes them and its history. */
export interface PriceSourceConfig {
  source: 'seed' | 'skinport';
  skinportApiUrl: string;
  refreshMinutes: number;
}

export const priceSourceVariables: readonly ConfigVariable[] = [
  {
    name: 'PRICE_SOURCE',
    default: 'seed',
    description: "Issue 27: `seed` (built in: each generated market name's reference price, no network) or `skinport` (Skinport's public price list, EUR); shown as the product page's Steam price and the discount.",
  },
  { name: 'SKINPORT_API_URL', default: 'https://api.skinport.com', description: "Protocol, host and port of Skinport's API (tests point it at a local server)." },
  {
    name: 'PRICE_REFRESH_MINUTES',
    default: '60',
    description: "Minutes between reference price refreshes, each also recording the day's lowest listed price of every name (the price history); 0: never (ops `prices:refresh` still runs one).",
  },
];

export function readPriceSourceConfig(read: (name: string) => string, problems: string[]): PriceSourceConfig {
  const source = read('PRICE_SOURCE');
  if (source !== 'seed' && source !== 'skinport') problems.push(`PRICE_SOURCE must be seed or skinport (got "${source}")`);
  const skinportApiUrl = read('SKINPORT_API_URL').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/?#\s]+$/.test(skinportApiUrl)) problems.push(`SKINPORT_API_URL must be an http(s) origin without path (got "${skinportApiUrl}")`);
  const minutes = read('PRICE_REFRESH_MINUTES');
  if (!/^\d{1,6}$/.test(minutes)) problems.push(`PRICE_REFRESH_MINUTES must be a whole number of minutes (got "${minutes}")`);
  return { source: source === 'skinport' ? 'skinport' : 'seed', skinportApiUrl, refreshMinutes: Number(minutes) };
}

/** The configured adapter. */
export function createPriceSource(config: PriceSourceConfig, db: Kysely<Database>): PriceSource {
  return config.source === 'skinport' ? createSkinportPriceSource(config.skinportApiUrl) : createSeedPriceSource(db);
}
