// Static pages per language (lang_id, English fallback) and sanitize-on-write for every writer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertStaticPageTexts, upsertStaticPages } from '../../api/reference-data/static-pages.repository';
import { languages } from '../../api/db/seed-data/languages';
import { pageTranslations, staticPages } from '../../api/db/seed-data/static-pages';
import { startTestApi, type TestApi } from './api-harness';

interface Page {
  id: number;
  title: string;
  slug: string;
  header: string;
  content: string;
}

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ items: 0 });
});
afterAll(async () => {
  await api?.close();
});

const HOSTILE =
  '<h2 onclick="steal()">Hi</h2><script>alert(1)</script><img src=x onerror=alert(1)>' +
  '<a href="javascript:alert(1)">x</a><a href="//evil.example/">y</a><iframe src="https://evil.example"></iframe><style>*{}</style><p>kept</p>';

function expectClean(html: string) {
  expect(html).not.toMatch(/<script|<style|<iframe|<img|\son\w+=|javascript:|\/\/evil/i);
}

describe('static pages per language', () => {
  it('serves every shipped language its own header and content, with the same slugs as English', async () => {
    const english = (await api.get<{ payload: Page[] }>('/api/static-pages')).body.payload;
    for (const language of languages.filter((l) => l.id !== 10)) {
      const own = pageTranslations[language.id];
      if (!own) continue;
      const list = (await api.get<{ payload: Page[] }>(`/api/static-pages?lang_id=${language.id}`)).body.payload;
      expect(list.map((p) => p.slug)).toEqual(english.map((p) => p.slug));
      for (const summary of english) {
        const page = (await api.get<{ payload: Page }>(`/api/static-pages/${summary.slug}?lang_id=${language.id}`)).body
          .payload;
        expect(page.title).toBe(own[summary.slug]!.title);
        expect(page.title).not.toBe(summary.title);
        expect(page.header).toContain(`<h1>${own[summary.slug]!.title}</h1>`);
        expect(page.content.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
        expectClean(page.header + page.content);
      }
    }
  });

  it('ships German texts for every page', () => {
    expect(Object.keys(pageTranslations[11]!).sort()).toEqual(staticPages.map((p) => p.slug).sort());
  });

  it('falls back to English for a language without its own text, and for an unknown language', async () => {
    const english = (await api.get<{ payload: Page }>('/api/static-pages/1')).body.payload;
    await api.db.deleteFrom('static_page_texts').where('page_id', '=', 1).where('lang_id', '=', 11).execute();
    for (const langId of [10, 11, 999]) {
      const { status, body } = await api.get<{ payload: Page }>(`/api/static-pages/1?lang_id=${langId}`);
      expect(status).toBe(200);
      expect(body.payload).toEqual(english);
    }
    await upsertStaticPageTexts(api.db, [{ page_id: 1, lang_id: 11, ...pageTranslations[11]![english.slug]! }]);
  });

  it('refuses a lang_id that is not a positive integer with 422', async () => {
    for (const bad of ['0', '-1', 'de', '1.5']) {
      const { status, body } = await api.get(`/api/static-pages?lang_id=${bad}`);
      expect(status).toBe(422);
      expect(body.status).toBe('ERROR');
    }
  });
});

describe('static page HTML is sanitized on every write, and again when served', () => {
  it('serves clean HTML even from a row written around the repository', async () => {
    const page = staticPages[0]!;
    await api.db.updateTable('static_pages').set({ header: HOSTILE, content: HOSTILE }).where('id', '=', page.id).execute();
    try {
      const served = (await api.get<{ payload: Page }>(`/api/static-pages/${page.id}`)).body.payload;
      expectClean(served.header + served.content);
      expect(served.content).toContain('<p>kept</p>');
    } finally {
      await upsertStaticPages(api.db, [page]);
    }
  });

  it('strips scripts, handlers and foreign links from English pages written by any caller', async () => {
    const page = staticPages[0]!;
    await upsertStaticPages(api.db, [{ ...page, header: HOSTILE, content: HOSTILE }]);
    const stored = await api.db.selectFrom('static_pages').selectAll().where('id', '=', page.id).executeTakeFirstOrThrow();
    expectClean(stored.header + stored.content);
    expect(stored.content).toContain('<p>kept</p>');
    await upsertStaticPages(api.db, [page]);
  });

  it('strips them from translated pages too, and the API serves the clean text', async () => {
    await upsertStaticPageTexts(api.db, [{ page_id: 2, lang_id: 12, title: 'T', header: HOSTILE, content: HOSTILE }]);
    const stored = await api.db
      .selectFrom('static_page_texts')
      .selectAll()
      .where('page_id', '=', 2)
      .where('lang_id', '=', 12)
      .executeTakeFirstOrThrow();
    expectClean(stored.header + stored.content);
    const served = (await api.get<{ payload: Page }>('/api/static-pages/2?lang_id=12')).body.payload;
    expect(served.content).toBe(stored.content);
  });
});
