import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type Shop } from './shop-fixture';

// The gateway forwards the browser's address (X-Forwarded-For, from request.ip), so the API's
// per-address limits count each customer, not the gateway. Both trust loopback, where these
// "browsers" name themselves with X-Forwarded-For as a proxy in front of the shop would.
let shop: Shop;
beforeAll(async () => {
  shop = await startShop({ rateLimits: { families: { reads: { perIp: 3, windowMs: 60_000 } } } });
});
afterAll(async () => {
  await shop?.close();
});

const settingsFor = async (address: string) => {
  const response = await fetch(`${shop.gatewayOrigin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query: '{ settings { supportEmail } }' }),
  });
  return (await response.json()) as { data?: unknown; errors?: unknown[] };
};

describe('rate limits behind the gateway', () => {
  it("count each browser's own address", async () => {
    for (let i = 0; i < 3; i++) expect((await settingsFor('203.0.113.5')).errors).toBeUndefined();
    // The fourth from that browser is over its limit (the gateway answers it as a failed field)…
    expect((await settingsFor('203.0.113.5')).errors).toHaveLength(1);
    // …while another browser, through the same gateway, is not.
    expect((await settingsFor('203.0.113.6')).data).toEqual({ settings: { supportEmail: expect.any(String) } });
  });
});
