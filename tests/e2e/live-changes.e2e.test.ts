// Issue 42's change feed end to end: a balance credited by `npm run ops` (another process, writing
// the shop's SQLite file) reaches the open page's header by itself: ops' commit → the shop's
// data_version watcher → the gateway's accountChanged stream → the root's accountChanges actor →
// the profile reloaded. No reload, no poll (none runs while the stream is up).
import { describe, expect, it } from 'vitest';
import { signUp, textOf, useMailedShop } from './account-steps';
import { ops } from './ops';

const { shop, mail } = useMailedShop();

describe('live changes in the browser', () => {
  it('a balance credited by npm run ops shows in the header of the open page by itself', async () => {
    const { page } = shop;
    const email = `live.${Date.now()}@example.com`;
    // Streams whose answer began (the server listens before it answers).
    const streams: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/graphql/stream') streams.push(response.url());
    });
    await signUp(page, mail, email);
    await textOf(page.getByTestId('header-balance')).toBe('€0.00');
    await expect.poll(() => streams.length).toBeGreaterThan(0);
    const open = streams.length;

    await ops(shop.dataDir, 'balance:credit', email, '12.50', '--reason', 'e2e live change');
    const credited = Date.now();
    await textOf(page.getByTestId('header-balance')).toBe('€12.50');
    // The stream that was open before the credit carried it: no new stream, no reload.
    expect(streams).toHaveLength(open);
    expect(Date.now() - credited).toBeLessThan(5_000);
  });
});
