import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './api-harness';
import { PASSWORD } from './support/account-client';
import { newShopper } from './support/shopper';
import { CONFIRM, confirmedAgo, expectStepUpRequired, TRADE_LINK, tradeLink, TWO_FACTOR } from './support/step-up';

// STEP_UP_MINUTES=0: every action that moves value or control needs its own sign-in or confirmation.
let everyTime: TestApi;

beforeAll(async () => {
  everyTime = await startTestApi({ items: 1, env: { REQUIRE_EMAIL_VERIFICATION: '0', STEP_UP_MINUTES: '0' } });
});
afterAll(async () => {
  await everyTime?.close();
});

describe('STEP_UP_MINUTES=0', () => {
  it('asks every time: each sign-in or confirmation allows one action', async () => {
    const shopper = await newShopper(everyTime, { steamId: false });
    await shopper.client.put(TWO_FACTOR, { enabled: true });
    // The sign-in just now allows one action...
    expect((await shopper.client.put(TRADE_LINK, { url: tradeLink(3001) })).status).toBe(200);
    // ...and no second.
    expectStepUpRequired(await shopper.client.put(TWO_FACTOR, { enabled: false }));
    expect((await shopper.client.post(CONFIRM, { password: PASSWORD })).status).toBe(200);
    expect((await shopper.client.put(TWO_FACTOR, { enabled: false })).status).toBe(200);
    expectStepUpRequired(await shopper.client.put(TRADE_LINK, { url: tradeLink(3002) }));
    expect((await shopper.client.post(CONFIRM, { password: PASSWORD })).status).toBe(200);
    expect((await shopper.client.put(TRADE_LINK, { url: tradeLink(3002) })).status).toBe(200);
  });

  it('a confirmation left unused for more than five minutes no longer counts', async () => {
    const shopper = await newShopper(everyTime, { steamId: false });
    await shopper.client.put(TWO_FACTOR, { enabled: true });
    await confirmedAgo(everyTime, shopper, 6);
    expectStepUpRequired(await shopper.client.put(TWO_FACTOR, { enabled: false }));
  });
});
