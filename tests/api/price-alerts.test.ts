// The wishlist (issue 27): a signed-in customer watches a market name with a target price and gets one
// e-mail, over real SMTP, in the language they saved it in, when the shop lists a copy at or below it
// (a new copy, a repricing by `npm run ops`, a copy back on sale); saving again re-arms it.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../api/db/database';
import { routeFamilyOf } from '../../api/http/route-families';
import { toDisplayMinor } from '../../api/lib/money';
import { priceAlertCheckJobHandler } from '../../api/price-alerts/price-alert-check.job';
import { MAX_PRICE_ALERTS } from '../../contract/price-alerts.contract';
import { MailCatcher } from '../support/mail-catcher';
import { startTestApi, type TestApi } from './api-harness';
import { runOps } from './support/ops-cli';
import { newShopper, type Shopper } from './support/shopper';

let api: TestApi;
const mail = new MailCatcher();

beforeAll(async () => {
  await mail.start();
  api = await startTestApi({
    items: 200,
    env: { REQUIRE_EMAIL_VERIFICATION: '0', SMTP_URL: mail.url, PRICE_ALERT_CHECK_SECONDS: '1' },
    plugin: { jobs: { pollIntervalMs: 100 } },
  });
});
afterAll(async () => {
  await api?.close();
  await mail.stop();
});

/** A customer whose e-mail address is confirmed: price alerts go only to such an address (issue 41). */
async function confirmedShopper(options: Parameters<typeof newShopper>[1] = {}) {
  const shopper = await newShopper(api, options);
  await api.db.updateTable('users').set({ email_verified_at: Math.floor(Date.now() / 1000) }).where('id', '=', shopper.id).execute();
  return shopper;
}

interface Alert {
  id: number;
  title: string;
  category: string;
  target_price: number;
  currency: string;
  lowest_price: number | null;
  lowest_item_id: number | null;
  created_at: number;
  notified_at: number | null;
}

/** Distinct market names per test (one copy on sale each, taken cheapest-first), so tests never share a name. */
let nextName = 0;
async function watchedName() {
  const titles = await api.db
    .selectFrom('items')
    .select('title')
    .where('status', '=', 'available')
    .groupBy('title')
    .having((eb) => eb.fn.min('price'), '>=', 500)
    .orderBy('title')
    .execute();
  const { title } = titles[nextName++]!;
  const copies = await api.db.selectFrom('items').select(['id', 'price']).where('title', '=', title).where('status', '=', 'available').orderBy('price').execute();
  return { title, itemId: Number(copies[0]!.id), lowestCents: Number(copies[0]!.price) };
}

// The columns a listing writes (the rest have defaults or are computed by the database).
const COPIED_COLUMNS = [
  'title', 'category', 'type', 'quality', 'exterior', 'hero', 'class', 'type_key', 'quality_key', 'exterior_key', 'hero_key', 'class_key',
  'search_text', 'old_price', 'description', 'is_new', 'best_seller', 'created_at',
] as const;

/** A new copy of `title` listed at `priceCents` (as stock sync or the seed lists one); its id. */
async function listCopy(title: string, priceCents: number): Promise<number> {
  const row = await api.db.selectFrom('items').select(COPIED_COLUMNS).where('title', '=', title).limit(1).executeTakeFirstOrThrow();
  const inserted = await api.db
    .insertInto('items')
    .values({ ...row, item_id: `730_alert_${Date.now()}_${Math.random()}`, price: priceCents, status: 'available' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

const save = (shopper: Shopper, itemId: number, target: unknown, currency = 'EUR', langId = 10) =>
  shopper.client.post('/api/price-alerts/create', { item_id: itemId, target_price: target, currency, lang_id: langId });
const alertsOf = async (shopper: Shopper, currency = 'EUR') => {
  const { status, body } = await shopper.client.get(`/api/price-alerts?currency=${currency}`);
  expect(status).toBe(200);
  return body.payload as Alert[];
};
const alertMails = (shopper: Shopper) => mail.to(shopper.email).filter((m) => /is now|gibt es jetzt/.test(m.subject));
/** Long enough for several periodic checks (1 s apart) and the e-mail job to have run. */
const severalChecks = () => new Promise((resolve) => setTimeout(resolve, 2_500));

describe('saving an alert', () => {
  it('answers a visitor 401 UNAUTHENTICATED on every route', async () => {
    for (const [method, path] of [
      ['GET', '/api/price-alerts?currency=EUR'],
      ['POST', '/api/price-alerts/create'],
      ['POST', '/api/price-alerts/delete'],
    ] as const) {
      const response = await api.get(path, method === 'GET' ? undefined : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ item_id: 1, id: 1, currency: 'EUR' }) });
      expect(response.status, path).toBe(401);
      expect(response.body.error_code).toBe('UNAUTHENTICATED');
    }
  });

  it('counts saves and deletes with the account routes\' rate limit', () => {
    expect(routeFamilyOf('POST', '/price-alerts/create')).toBe('account');
    expect(routeFamilyOf('POST', '/price-alerts/delete')).toBe('account');
    expect(routeFamilyOf('GET', '/price-alerts')).toBe('reads');
  });

  it('refuses a bad target with 422 and a field message saying what is wrong', async () => {
    const shopper = await confirmedShopper();
    const { itemId } = await watchedName();
    const cases: [unknown, string][] = [
      [undefined, 'Please enter a target price.'],
      ['', 'Please enter a target price.'],
      [null, 'Please enter a target price.'],
      ['ten', 'The target price must be a number.'],
      ['1e3', 'The target price must be a number.'],
      [0, 'The target price must be greater than 0.'],
      [-5, 'The target price must be greater than 0.'],
      [10.555, 'Must have at most 2 decimals'],
      ['10.555', 'Must have at most 2 decimals'],
      [10_000.01, 'The target price must be at most 10000.00 EUR.'],
      // Too large for its cents to be counted exactly: still the ceiling, not the decimals.
      ['1234567890123456789012', 'The target price must be at most 10000.00 EUR.'],
    ];
    for (const [target, message] of cases) {
      const response = await save(shopper, itemId, target);
      expect(response.status, String(target)).toBe(422);
      expect(response.body.errors.target_price).toEqual([message]);
    }
    // The ceiling is 10000 EUR, said in the customer's currency.
    expect((await save(shopper, itemId, 10_800.01, 'USD')).body.errors.target_price).toEqual(['The target price must be at most 10800.00 USD.']);
    expect((await save(shopper, itemId, '10800', 'USD')).status).toBe(200);
    expect((await save(shopper, itemId, 5, 'XYZ')).status).toBe(422);
    expect(await alertsOf(shopper)).toHaveLength(1);
  });

  it('refuses a bad item, alert id or currency with 422 on that field', async () => {
    const shopper = await confirmedShopper();
    for (const itemId of ['abc', 0, -1, 1.5, undefined, 2 ** 40]) {
      const response = await shopper.client.post('/api/price-alerts/create', { item_id: itemId, target_price: 5, currency: 'EUR', lang_id: 10 });
      expect(response.status, String(itemId)).toBe(422);
      expect(Object.keys(response.body.errors), String(itemId)).toEqual(['item_id']);
    }
    for (const id of ['abc', 0, undefined]) {
      const response = await shopper.client.post('/api/price-alerts/delete', { id });
      expect(response.status, String(id)).toBe(422);
      expect(Object.keys(response.body.errors), String(id)).toEqual(['id']);
    }
    for (const currency of ['XYZ', 'E'.repeat(11)]) {
      const response = await shopper.client.get(`/api/price-alerts?currency=${currency}`);
      expect(response.status, currency).toBe(422);
      expect(Object.keys(response.body.errors), currency).toEqual(['currency']);
    }
  });

  it('answers 404 for an unknown item and for deleting another customer\'s alert', async () => {
    const shopper = await confirmedShopper();
    expect((await save(shopper, 99_999_999, 5)).status).toBe(404);
    const { itemId } = await watchedName();
    const saved = await save(shopper, itemId, 0.01);
    expect(saved.status).toBe(200);
    const other = await confirmedShopper();
    const refused = await other.client.post('/api/price-alerts/delete', { id: saved.body.payload.id });
    expect(refused.status).toBe(404);
    expect(await alertsOf(shopper)).toHaveLength(1);
    expect((await shopper.client.post('/api/price-alerts/delete', { id: saved.body.payload.id })).status).toBe(200);
    expect(await alertsOf(shopper)).toEqual([]);
  });

  it('keeps one alert per market name: saving another copy of the name sets the new target', async () => {
    const shopper = await confirmedShopper();
    const { title, itemId, lowestCents } = await watchedName();
    const otherCopy = await listCopy(title, lowestCents + 500);
    const first = await save(shopper, itemId, 0.5);
    const second = await save(shopper, otherCopy, '0.25', 'USD');
    expect(second.status).toBe(200);
    expect(second.body.payload).toMatchObject({ id: first.body.payload.id, title, target_price: 0.25, currency: 'USD', notified_at: null });
    const [alert] = await alertsOf(shopper);
    // Kept in EUR cents (0.25 USD at 1.08 is 23 cents), shown in the asked currency with the cheapest copy now.
    expect(alert).toMatchObject({ title, target_price: 0.23, currency: 'EUR', lowest_price: lowestCents / 100, lowest_item_id: itemId, notified_at: null });
  });

  it(`keeps at most ${MAX_PRICE_ALERTS} alerts per customer`, async () => {
    const shopper = await confirmedShopper();
    const titles = await api.db.selectFrom('items').select((eb) => ['title', eb.fn.min('id').as('id')]).groupBy('title').orderBy('title', 'desc').limit(MAX_PRICE_ALERTS + 1).execute();
    for (const { id } of titles.slice(0, MAX_PRICE_ALERTS)) expect((await save(shopper, Number(id), 0.01)).status).toBe(200);
    const refused = await save(shopper, Number(titles[MAX_PRICE_ALERTS]!.id), 0.01);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(`You can keep at most ${MAX_PRICE_ALERTS} price alerts. Delete one first.`);
    // Saving a name already watched is still allowed.
    expect((await save(shopper, Number(titles[0]!.id), 0.02)).status).toBe(200);
  });
});

describe('the e-mail', () => {
  it('is not sent while every copy costs more than the target', async () => {
    const shopper = await confirmedShopper();
    const { title, itemId, lowestCents } = await watchedName();
    expect((await save(shopper, itemId, (lowestCents - 1) / 100)).status).toBe(200);
    await listCopy(title, lowestCents + 100);
    await severalChecks();
    expect(alertMails(shopper)).toEqual([]);
    expect((await alertsOf(shopper))[0]!.notified_at).toBeNull();
  });

  it('is sent once when a new copy is listed at the target, naming it, its price in the saved currency and its page', async () => {
    const shopper = await confirmedShopper();
    const { title, itemId, lowestCents } = await watchedName();
    const targetCents = lowestCents - 10;
    const targetUsd = (toDisplayMinor(targetCents, 1.08) / 100).toFixed(2);
    expect((await save(shopper, itemId, targetUsd, 'USD')).status).toBe(200);
    const cheapId = await listCopy(title, targetCents);
    const message = await mail.waitFor(shopper.email, (m) => m.subject.includes(title));
    // Money as the reader's language writes it (issue 45).
    expect(message.subject).toBe(`${title} is now $${targetUsd}`);
    expect(message.body).toContain(`${api.config.publicUrl}/product/${cheapId}`);
    const [alert] = await alertsOf(shopper);
    expect(alert).toMatchObject({ lowest_item_id: cheapId, lowest_price: targetCents / 100 });
    expect(alert!.notified_at).toBeGreaterThan(0);
    // Quiet afterwards, however cheap the name gets.
    await listCopy(title, targetCents - 50);
    await severalChecks();
    expect(alertMails(shopper)).toHaveLength(1);
  });

  it('is sent when `npm run ops -- items:price` reprices a copy below the target, in German for an alert saved in German', async () => {
    const shopper = await confirmedShopper({ langId: 11 });
    const { title, itemId, lowestCents } = await watchedName();
    expect((await save(shopper, itemId, (lowestCents - 1) / 100, 'EUR', 11)).status).toBe(200);
    await severalChecks();
    expect(alertMails(shopper)).toEqual([]);
    const ops = await runOps(api, ['items:price', String(itemId), ((lowestCents - 1) / 100).toFixed(2)]);
    expect(ops.code, ops.stderr).toBe(0);
    const message = await mail.waitFor(shopper.email, (m) => m.subject.includes(title));
    expect(message.subject).toBe(`${title} gibt es jetzt für ${((lowestCents - 1) / 100).toFixed(2).replace('.', ',')}\u00a0€`);
    expect(message.body).toContain('Zielpreis');
    expect(message.body).toContain(`/product/${itemId}`);
  });

  it('is sent when a copy at the target comes back on sale', async () => {
    const shopper = await confirmedShopper();
    const { title, itemId, lowestCents } = await watchedName();
    const cheapId = await listCopy(title, lowestCents - 20);
    await api.db.updateTable('items').set({ status: 'sold' }).where('id', '=', cheapId).execute();
    expect((await save(shopper, itemId, (lowestCents - 20) / 100)).status).toBe(200);
    await severalChecks();
    expect(alertMails(shopper)).toEqual([]);
    await api.db.updateTable('items').set({ status: 'available' }).where('id', '=', cheapId).execute();
    const message = await mail.waitFor(shopper.email, (m) => m.subject.includes(title));
    expect(message.body).toContain(`/product/${cheapId}`);
  });

  it('is sent at once when a copy is already listed at the target on saving, and again only after saving again', async () => {
    const shopper = await confirmedShopper();
    const { title, itemId, lowestCents } = await watchedName();
    expect((await save(shopper, itemId, lowestCents / 100)).status).toBe(200);
    await mail.waitFor(shopper.email, (m) => m.subject.includes(title));
    await severalChecks();
    expect(alertMails(shopper)).toHaveLength(1);
    // Re-armed below every copy: quiet until one is listed at the new target.
    const saved = await save(shopper, itemId, (lowestCents - 30) / 100);
    expect(saved.body.payload.notified_at).toBeNull();
    await severalChecks();
    expect(alertMails(shopper)).toHaveLength(1);
    await listCopy(title, lowestCents - 30);
    await expect.poll(() => alertMails(shopper).length, { timeout: 10_000, interval: 100 }).toBe(2);
  });
});

describe('what is never e-mailed (issue 41)', () => {
  it('an address nobody confirmed gets nothing: the alert stays armed, and is e-mailed at the next change once the address is confirmed', async () => {
    const shopper = await newShopper(api); // REQUIRE_EMAIL_VERIFICATION=0: signed in, address not confirmed
    const { title, itemId, lowestCents } = await watchedName();
    expect((await save(shopper, itemId, lowestCents / 100)).status).toBe(200);
    await listCopy(title, lowestCents - 10);
    await severalChecks();
    expect(alertMails(shopper)).toHaveLength(0);
    expect((await alertsOf(shopper))[0]!.notified_at).toBeNull();
    await api.db.updateTable('users').set({ email_verified_at: Math.floor(Date.now() / 1000) }).where('id', '=', shopper.id).execute();
    await listCopy(title, lowestCents - 20);
    await expect.poll(() => alertMails(shopper).length, { timeout: 10_000, interval: 100 }).toBe(1);
  });

  it('saving an alert again 30 times sends one e-mail: re-armed, it waits for a real change (that copy cheaper)', async () => {
    const shopper = await confirmedShopper();
    const { title, itemId, lowestCents } = await watchedName();
    for (let save30 = 0; save30 < 30; save30++) expect((await save(shopper, itemId, lowestCents / 100)).status).toBe(200);
    await mail.waitFor(shopper.email, (m) => m.subject.includes(title));
    await severalChecks();
    expect(alertMails(shopper)).toHaveLength(1);
    expect((await alertsOf(shopper))[0]!.notified_at).toBeNull(); // armed again by the last save
    await api.db.updateTable('items').set({ price: lowestCents - 5 }).where('id', '=', itemId).execute();
    await expect.poll(() => alertMails(shopper).length, { timeout: 10_000, interval: 100 }).toBe(2);
    await severalChecks();
    expect(alertMails(shopper)).toHaveLength(2);
  });
});

describe('two workers', () => {
  it('checking the same change at once send one e-mail', async () => {
    const shopper = await confirmedShopper();
    const { title, itemId, lowestCents } = await watchedName();
    expect((await save(shopper, itemId, (lowestCents - 40) / 100)).status).toBe(200);
    await severalChecks();
    // Two more shop processes' checks, each on its own connection, race the shop's own for the change.
    const others = [createDatabase(api.config).db, createDatabase(api.config).db];
    try {
      const log = pino({ level: 'silent' });
      const checks = others.map((db) => priceAlertCheckJobHandler({ db, publicUrl: api.config.publicUrl, checkSeconds: 1, log, nudge: () => undefined }));
      await listCopy(title, lowestCents - 40);
      await Promise.all([...checks, ...checks].map((check, index) => check({}, { id: -1 - index })));
      await mail.waitFor(shopper.email, (m) => m.subject.includes(title));
      await severalChecks();
      expect(alertMails(shopper)).toHaveLength(1);
    } finally {
      await Promise.all(others.map((db) => db.destroy()));
    }
  });
});
