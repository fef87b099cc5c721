import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimits } from '../../api/http/rate-limits';
import { startTestApi, type TestApi } from './api-harness';
import { AccountClient, PASSWORD } from './support/account-client';
import { contactBody, ibanBody, offerFactory, offerStatusOf } from './support/seller';
import { newShopper, type Shopper } from './support/shopper';
import { CONFIRM, confirmedAgo, expectStepUpRequired, TRADE_LINK, tradeLink, TWO_FACTOR } from './support/step-up';

// Step-up ("sudo mode"): turning two-factor off, replacing a trade link, adding an e-mail and payouts
// need a sign-in or a password confirmation within STEP_UP_MINUTES (default 15).
let api: TestApi;

beforeAll(async () => {
  // Every limit out of the way but confirm-password's per-account one.
  const relaxed = Object.fromEntries(Object.entries(defaultLimits).map(([name, rule]) => [name, { ...rule, perIp: 10_000, perAccount: 10_000 }]));
  const limits = { ...relaxed, confirmPassword: { perIp: 10_000, perAccount: 6, windowMs: 60_000 } };
  api = await startTestApi({ items: 1, env: { REQUIRE_EMAIL_VERIFICATION: '0' }, plugin: { rateLimits: { limits } } });
});
afterAll(async () => {
  await api?.close();
});

const twoFactorOf = async (shopper: Shopper) =>
  (await api.db.selectFrom('users').select('two_factor_enabled').where('id', '=', shopper.id).executeTakeFirstOrThrow()).two_factor_enabled;

describe('turning two-factor off', () => {
  it('is refused with only a session older than STEP_UP_MINUTES, and done after confirm-password', async () => {
    const shopper = await newShopper(api, { steamId: false });
    expect((await shopper.client.put(TWO_FACTOR, { enabled: true })).status).toBe(200);
    await confirmedAgo(api, shopper, 16);
    expectStepUpRequired(await shopper.client.put(TWO_FACTOR, { enabled: false }));
    expect(await twoFactorOf(shopper)).toBe(1);
    // Turning it on again needs nothing.
    expect((await shopper.client.put(TWO_FACTOR, { enabled: true })).status).toBe(200);

    expect(await shopper.client.post(CONFIRM, { password: PASSWORD })).toMatchObject({ status: 200, body: { status: 'OK', message: 'Password confirmed' } });
    const off = await shopper.client.put(TWO_FACTOR, { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.payload).toEqual({ two_factor_enabled: false });
    expect(await twoFactorOf(shopper)).toBe(0);
  });

  it('needs nothing within STEP_UP_MINUTES of the sign-in', async () => {
    const shopper = await newShopper(api, { steamId: false });
    await shopper.client.put(TWO_FACTOR, { enabled: true });
    await confirmedAgo(api, shopper, 14);
    expect((await shopper.client.put(TWO_FACTOR, { enabled: false })).status).toBe(200);
  });
});

describe('POST /api/user/confirm-password', () => {
  it('answers 422 with errors.password for a wrong or empty password, and confirms nothing', async () => {
    const shopper = await newShopper(api, { steamId: false });
    await shopper.client.put(TWO_FACTOR, { enabled: true });
    await confirmedAgo(api, shopper, 60);
    const wrong = await shopper.client.post(CONFIRM, { password: 'Wrong123' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ status: 'ERROR', error_code: 'WRONG_PASSWORD', errors: { password: ['The password is incorrect'] } });
    const empty = await shopper.client.post(CONFIRM, { password: '  ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ password: ['Password is required'] });
    expect((await shopper.client.post(CONFIRM, {})).status).toBe(422);
    expect((await shopper.client.post(CONFIRM, { password: 'x'.repeat(129) })).status).toBe(422);
    expectStepUpRequired(await shopper.client.put(TWO_FACTOR, { enabled: false }));
  });

  it('is rate limited per account: the 7th attempt within the window is a 429', async () => {
    const shopper = await newShopper(api, { steamId: false });
    for (let attempt = 1; attempt <= 6; attempt += 1) expect((await shopper.client.post(CONFIRM, { password: 'Wrong123' })).status).toBe(422);
    const limited = await shopper.client.post(CONFIRM, { password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ status: 'ERROR', error_code: 'RATE_LIMITED' });
  });

  it('is 401 for a visitor', async () => {
    expect((await new AccountClient(api).post(CONFIRM, { password: PASSWORD })).status).toBe(401);
  });

  it('tells an account without a password (Steam sign-in only) to sign in with Steam again', async () => {
    const shopper = await newShopper(api);
    await api.db.updateTable('users').set({ password_hash: null }).where('id', '=', shopper.id).execute();
    const answer = await shopper.client.post(CONFIRM, { password: PASSWORD });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ error_code: 'NO_PASSWORD', errors: { password: [expect.stringMatching(/sign in with Steam again/)] } });
  });
});

describe('a fresh sign-in counts', () => {
  it('signing in again allows what an old session was refused', async () => {
    const shopper = await newShopper(api, { steamId: false });
    await confirmedAgo(api, shopper, 30);
    expectStepUpRequired(await shopper.client.put(TRADE_LINK, { url: tradeLink(1001) }));
    expect((await shopper.client.post('/api/login', { username: shopper.email, password: PASSWORD })).status).toBe(200);
    expect((await shopper.client.put(TRADE_LINK, { url: tradeLink(1001) })).status).toBe(200);
  });
});

describe('trade link', () => {
  it('the first one is free; replacing it needs a recent confirmation; saving the same one again does not', async () => {
    const shopper = await newShopper(api, { steamId: false, tradeLink: false });
    await confirmedAgo(api, shopper, 60);
    expect((await shopper.client.put(TRADE_LINK, { url: tradeLink(2002) })).status).toBe(200);
    expect((await shopper.client.put(TRADE_LINK, { url: tradeLink(2002) })).status).toBe(200);
    expectStepUpRequired(await shopper.client.put(TRADE_LINK, { url: tradeLink(2003) }));
    expect((await shopper.client.get('/api/user/profile')).body.payload.steam_trade_link).toBe(tradeLink(2002));
    await shopper.client.post(CONFIRM, { password: PASSWORD });
    expect((await shopper.client.put(TRADE_LINK, { url: tradeLink(2003) })).status).toBe(200);
  });
});

describe('e-mail', () => {
  it('an account without an e-mail adds one through the profile only after a recent confirmation', async () => {
    const shopper = await newShopper(api, { steamId: false });
    await api.db.updateTable('users').set({ email: null }).where('id', '=', shopper.id).execute();
    await confirmedAgo(api, shopper, 60);
    const personal = { name: 'Anna', surname: 'Schmidt', phone: '+49 151 23456789', email: 'new.address@example.com' };
    expectStepUpRequired(await shopper.client.put('/api/user/profile', personal));
    await shopper.client.post(CONFIRM, { password: PASSWORD });
    expect((await shopper.client.put('/api/user/profile', personal)).status).toBe(200);
  });

  it('change-email carries the password, which is the confirmation', async () => {
    const shopper = await newShopper(api, { steamId: false });
    await confirmedAgo(api, shopper, 60);
    const changed = await shopper.client.post('/api/user/change-email', { email: `moved.${shopper.id}@example.com`, password: PASSWORD });
    expect(changed.status).toBe(200);
  });
});

describe('payout requests', () => {
  it('SEPA and card are refused without a recent confirmation and change nothing; after one they go through', async () => {
    const offers = offerFactory(api);
    const sepa = await offers.offerIn('ready_for_payout');
    const card = await offers.offerIn('ready_for_payout');
    await confirmedAgo(api, sepa.seller, 20);
    await confirmedAgo(api, card.seller, 20);
    expectStepUpRequired(await sepa.seller.client.post('/api/offer/request-payout/sepa-direct', ibanBody(sepa.id)));
    expectStepUpRequired(await card.seller.client.post('/api/offer/request-payout/card-form', contactBody(card.id)));
    expect(await offerStatusOf(api, sepa.id)).toBe('ready_for_payout');
    expect(await offerStatusOf(api, card.id)).toBe('ready_for_payout');
    expect(await api.db.selectFrom('payouts').select('id').where('offer_id', 'in', [sepa.id, card.id]).execute()).toEqual([]);

    await sepa.seller.client.post(CONFIRM, { password: PASSWORD });
    await card.seller.client.post(CONFIRM, { password: PASSWORD });
    expect((await sepa.seller.client.post('/api/offer/request-payout/sepa-direct', ibanBody(sepa.id))).status).toBe(200);
    expect((await card.seller.client.post('/api/offer/request-payout/card-form', contactBody(card.id))).status).toBe(200);
  });
});
