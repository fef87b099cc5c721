import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryAnswer, CurrencyAnswer, LanguageAnswer, PhoneCodeAnswer, SocialLinkAnswer, StaticPageAnswer, StaticPageSummaryAnswer } from '../../contract/reference-data.contract';
import type { SettingsAnswer } from '../../contract/settings.contract';
import { startTestApi, type TestApi } from './api-harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ env: { PUBLIC_URL: 'https://shop.example.com:8443', ALLOW_SANDBOX_PAYMENTS: '1' } });
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/currencies', () => {
  it('lists at least five currencies with EUR € 1 first', async () => {
    const { status, body } = await api.get<{ status: string; payload: CurrencyAnswer[] }>('/api/currencies');
    expect(status).toBe(200);
    expect(body.status).toBe('OK');
    expect(body.payload.length).toBeGreaterThanOrEqual(5);
    expect(body.payload[0]).toEqual({ code: 'EUR', symbol: '€', value: 1 });
    for (const currency of body.payload) {
      expect(currency.code).toMatch(/^[A-Z]{3}$/);
      expect(currency.value).toBeGreaterThan(0);
    }
    expect(body.payload.map((c) => c.code)).toEqual(expect.arrayContaining(['USD', 'GBP', 'PLN']));
  });
});

describe('GET /api/languages', () => {
  it('lists six languages with English as id 10 and German as 11', async () => {
    const { body } = await api.get<{ status: string; payload: LanguageAnswer[] }>('/api/languages');
    expect(body.status).toBe('OK');
    expect(body.payload).toHaveLength(6);
    expect(body.payload[0]).toEqual({ id: 10, title: 'English', code: 'en' });
    expect(body.payload).toContainEqual({ id: 11, title: 'Deutsch', code: 'de' });
  });
});

describe('GET /api/localizations', () => {
  it('answers one key → text object per language', async () => {
    const { status, body } = await api.get('/api/localizations?lang_id=10');
    expect(status).toBe(200);
    expect(body.status).toBe('OK');
    expect(typeof body.payload).toBe('object');
    expect(Array.isArray(body.payload)).toBe(false);
    for (const text of Object.values(body.payload)) expect(typeof text).toBe('string');
  });

  it('serves every English key in every language (fallback to English)', async () => {
    const english = (await api.get('/api/localizations?lang_id=10')).body.payload as Record<string, string>;
    for (const langId of [11, 12, 13, 14, 15]) {
      const other = (await api.get(`/api/localizations?lang_id=${langId}`)).body.payload as Record<string, string>;
      expect(Object.keys(other).sort()).toEqual(expect.arrayContaining(Object.keys(english).sort()));
    }
  });

  it('requires lang_id as a whole number', async () => {
    for (const query of ['', '?lang_id=', '?lang_id=abc', '?lang_id=1.5']) {
      const { status, body } = await api.get(`/api/localizations${query}`);
      expect(status).toBe(422);
      expect(body).toMatchObject({ status: 'ERROR', message: 'Validation failed' });
      expect(body.errors.lang_id.length).toBeGreaterThan(0);
    }
  });

  it('falls back to English for a key a language has no row for', async () => {
    const english = (await api.get('/api/localizations?lang_id=10')).body.payload as Record<string, string>;
    const [key] = Object.keys(english);
    const removed = await api.db.deleteFrom('localizations').where('lang_id', '=', 11).where('key', '=', key).executeTakeFirst();
    expect(Number(removed.numDeletedRows)).toBe(1);
    const german = (await api.get('/api/localizations?lang_id=11')).body.payload as Record<string, string>;
    expect(german[key]).toBe(english[key]);
  });

  it('answers 404 for a language that does not exist', async () => {
    const { status, body } = await api.get('/api/localizations?lang_id=999');
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: 'ERROR', message: 'Language not found' });
  });
});

describe('GET /api/countries and /api/phone-codes', () => {
  it('lists the supported countries with id, iso and title', async () => {
    const { body } = await api.get<{ status: string; payload: CountryAnswer[] }>('/api/countries');
    expect(body.status).toBe('OK');
    expect(body.payload.length).toBeGreaterThanOrEqual(30);
    const isos = body.payload.map((c) => c.iso);
    expect(isos).toEqual(expect.arrayContaining(['DE', 'FR', 'GB', 'CH', 'NO', 'US', 'CA']));
    expect(new Set(isos).size).toBe(isos.length);
    expect(body.payload.find((c) => c.iso === 'DE')).toMatchObject({ title: 'Germany' });
    for (const country of body.payload) expect(Object.keys(country).sort()).toEqual(['id', 'iso', 'title']);
  });

  it('gives one single-key phone code object per country', async () => {
    const countries = (await api.get<{ payload: CountryAnswer[] }>('/api/countries')).body.payload;
    const { body } = await api.get<{ status: string; payload: PhoneCodeAnswer[] }>('/api/phone-codes');
    expect(body.status).toBe('OK');
    expect(body.payload).toHaveLength(countries.length);
    expect(body.payload).toContainEqual({ DE: { code: '+49' } });
    expect(body.payload).toContainEqual({ GB: { code: '+44' } });
    for (const entry of body.payload) {
      expect(Object.keys(entry)).toHaveLength(1);
      expect(Object.values(entry)[0].code).toMatch(/^\+\d{1,4}$/);
    }
  });
});

describe('GET /api/social-links', () => {
  it('lists Discord, Telegram, X, Instagram and YouTube with icons', async () => {
    const { body } = await api.get<{ status: string; payload: SocialLinkAnswer[] }>('/api/social-links');
    expect(body.status).toBe('OK');
    expect(body.payload.map((l) => l.name)).toEqual(['Discord', 'Telegram', 'X', 'Instagram', 'YouTube']);
    for (const link of body.payload) {
      expect(link.url).toMatch(/^https:\/\//);
      expect(link.icon).not.toBe('');
    }
  });
});

describe('GET /api/settings', () => {
  it('has every field of the settings entity', async () => {
    const { status, body } = await api.get<{ status: string; payload: SettingsAnswer }>('/api/settings');
    expect(status).toBe(200);
    const settings = body.payload;
    expect(settings.payment_methods.EUR).toContainEqual({ code: 'card', title: 'Credit / Debit card' });
    expect(Object.keys(settings.payment_methods)).toEqual(expect.arrayContaining(['EUR', 'USD', 'GBP']));
    expect(settings.min_top_up).toBe(5);
    expect(settings.requisites).toMatch(/^[^,]+, \d+$/);
    expect(settings.support_email).toBe('support@shop.example.com');
    expect(settings.copyright).toContain('©');
    expect(settings.offer_enabled).toBe(true);
    expect(settings.google_tag).toBeNull();
    expect(settings.image_host).toBe('/api/images/');
  });

  it("names PUBLIC_URL's host in the support address, never the request's Host or X-Forwarded-Host", async () => {
    // The harness's client is loopback, a trusted proxy: its X-Forwarded-Host is believed for everything else.
    const { body } = await api.get('/api/settings', { headers: { 'x-forwarded-host': 'evil.example' } });
    expect(body.payload.support_email).toBe('support@shop.example.com');
  });
});

describe('static pages', () => {
  it('lists the four pages with slugs derived from their titles', async () => {
    const { body } = await api.get<{ status: string; payload: (StaticPageSummaryAnswer & { slug: string })[] }>(
      '/api/static-pages',
    );
    expect(body.status).toBe('OK');
    expect(body.payload.map((p) => [p.title, p.slug])).toEqual([
      ['Terms and Conditions', 'terms-and-conditions'],
      ['Privacy Policy', 'privacy-policy'],
      ['Cookie Notice', 'cookie-notice'],
      ['Cookie Policy', 'cookie-policy'],
    ]);
  });

  it('serves each page by id and by slug with real, sanitized HTML', async () => {
    const list = (await api.get<{ payload: StaticPageSummaryAnswer[] }>('/api/static-pages')).body.payload;
    for (const summary of list) {
      const { status, body } = await api.get<{ status: string; payload: StaticPageAnswer & { slug: string } }>(
        `/api/static-pages/${summary.id}`,
      );
      expect(status).toBe(200);
      const page = body.payload;
      expect(page).toMatchObject({ id: summary.id, title: summary.title });
      expect(page.header).toContain(`<h1>${summary.title}</h1>`);
      expect(page.content.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
      for (const html of [page.header, page.content]) {
        expect(html).not.toMatch(/<script|<style|<iframe|\son\w+=|javascript:/i);
      }
      const bySlug = await api.get(`/api/static-pages/${page.slug}`);
      expect(bySlug.body.payload).toEqual(page);
    }
  });

  it('answers 404 with the ERROR envelope for a missing page', async () => {
    for (const id of ['999', 'no-such-page']) {
      const { status, body } = await api.get(`/api/static-pages/${id}`);
      expect(status).toBe(404);
      expect(body).toMatchObject({ status: 'ERROR', message: 'Page not found' });
    }
  });
});
