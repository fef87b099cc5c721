import { PriceSourceUnavailable, type PriceSource } from './price-source';

/** Skinport's answers hold every CS2 and Dota 2 market name (a few MB); a larger body is refused. */
const MAX_BODY_BYTES = 64 * 1024 * 1024;
const TIMEOUT_MS = 30_000;
const APPS = [730, 570] as const;

interface SkinportItem {
  market_hash_name?: unknown;
  suggested_price?: unknown;
  median_price?: unknown;
  min_price?: unknown;
}

const price = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 && value < 1e7 ? Math.round(value * 100) : undefined);

/**
 * PRICE_SOURCE=skinport: Skinport's public price list (GET /v1/items?app_id=&currency=EUR, no key;
 * Skinport asks for brotli and allows 8 requests in 5 minutes, so the refresh runs at most hourly).
 * A name's price is Skinport's suggested price, else its median, else its lowest listing.
 */
export function createSkinportPriceSource(apiUrl: string): PriceSource {
  async function appPrices(appId: number, into: Map<string, number>) {
    const url = `${apiUrl}/v1/items?app_id=${appId}&currency=EUR&tradable=0`;
    let body: unknown;
    try {
      const response = await fetch(url, { headers: { 'accept-encoding': 'br', accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new PriceSourceUnavailable(`Skinport answered ${response.status} for app ${appId}`);
      const length = Number(response.headers.get('content-length') ?? 0);
      if (length > MAX_BODY_BYTES) throw new PriceSourceUnavailable(`Skinport's answer for app ${appId} is too large (${length} bytes)`);
      const text = await response.text();
      if (text.length > MAX_BODY_BYTES) throw new PriceSourceUnavailable(`Skinport's answer for app ${appId} is too large`);
      body = JSON.parse(text);
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
