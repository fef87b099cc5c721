import { PriceSourceUnavailable, type PriceSource } from './price-source';

/** Skinport's answers hold every CS2 and Dota 2 market name (a few MB); a larger body is refused. */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

/**
 * The body as text, refused as soon as more than `maxBytes` have arrived: the answer comes brotli
 * compressed, so a few kilobytes on the wire (and in Content-Length) may expand without bound.
 */
async function cappedText(response: Response, maxBytes: number, what: string): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new PriceSourceUnavailable(`${what} is too large (over ${maxBytes} bytes)`);
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
const TIMEOUT_MS = 30_000;
const APPS = [730, 570] as const;

interface SkinportItem {
  market_hash_name?: unknown;
  suggested_price?: unknown;
  median_price?: unknown;
  min_price?: unknown;
}

/**
 * Below €200,000: items.discount is computed from integer columns ((reference − price) × 100), which
 * PostgreSQL's integer would overflow past €214,748; a name priced higher keeps no reference price.
 */
const MAX_REFERENCE_EUR = 200_000;

const price = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value < MAX_REFERENCE_EUR ? Math.round(value * 100) : undefined;

/**
 * PRICE_SOURCE=skinport: Skinport's public price list (GET /v1/items?app_id=&currency=EUR, no key;
 * Skinport asks for brotli and allows 8 requests in 5 minutes, so the refresh runs at most hourly).
 * A name's price is Skinport's suggested price, else its median, else its lowest listing.
 */
export function createSkinportPriceSource(apiUrl: string, maxBodyBytes = MAX_BODY_BYTES): PriceSource {
  async function appPrices(appId: number, into: Map<string, number>) {
    const url = `${apiUrl}/v1/items?app_id=${appId}&currency=EUR&tradable=0`;
    let body: unknown;
    try {
      const response = await fetch(url, { headers: { 'accept-encoding': 'br', accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new PriceSourceUnavailable(`Skinport answered ${response.status} for app ${appId}`);
      body = JSON.parse(await cappedText(response, maxBodyBytes, `Skinport's answer for app ${appId}`));
    } catch (error) {
      if (error instanceof PriceSourceUnavailable) throw error;
      throw new PriceSourceUnavailable(`Skinport could not be read for app ${appId}: ${(error as Error).message}`);
    }
    if (!Array.isArray(body)) throw new PriceSourceUnavailable(`Skinport's answer for app ${appId} is not a list`);
    for (const item of body as SkinportItem[]) {
      if (typeof item?.market_hash_name !== 'string' || item.market_hash_name.length > 500) continue;
      const cents = price(item.suggested_price) ?? price(item.median_price) ?? price(item.min_price);
      if (cents !== undefined) into.set(item.market_hash_name, cents);
    }
  }
  return {
    name: 'skinport',
    async prices() {
      const prices = new Map<string, number>();
      for (const appId of APPS) await appPrices(appId, prices);
      return prices;
    },
  };
}
