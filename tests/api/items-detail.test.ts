import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FilterDataAnswer, ItemDetailAnswer } from '../../contract/items.contract';
import { DEFAULT_CATALOGUE_SIZE } from '../../api/db/seed';
import { startTestApi, stopTestApi, type TestApi } from './api-harness';
import { expectedCatalogue } from './catalogue-expectations';

let api: TestApi;
const catalogue = expectedCatalogue(DEFAULT_CATALOGUE_SIZE);

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => stopTestApi(api));

const distinct = (values: (string | null | undefined)[]) =>
  [...new Set(values.filter((v): v is string => typeof v === 'string'))].sort((a, b) => a.localeCompare(b, 'en'));

describe('GET /api/items/filter-data', () => {
  it('lists the distinct values of every filter, sorted, for one game', async () => {
    const { status, body } = await api.get<{ status: string; payload: FilterDataAnswer }>('/api/items/filter-data?category=cs2');
    expect(status).toBe(200);
    const cs2 = catalogue.filter((item) => item.category === 'cs2');
    expect(body.payload).toEqual({
      types: distinct(cs2.map((item) => item.type)),
      qualities: distinct(cs2.map((item) => item.quality)),
      heroes: [],
      exterior_names: distinct(cs2.map((item) => item.exterior)),
      classes: distinct(cs2.map((item) => item.class)),
    });
    expect(body.payload.types).toEqual(
      expect.arrayContaining(['Rifle', 'Pistol', 'SMG', 'Shotgun', 'Machinegun', 'Sniper Rifle', 'Knife', 'Gloves']),
    );
    expect(body.payload.exterior_names).toHaveLength(5);
  });

  it('covers both games without a category', async () => {
    const { body } = await api.get<{ payload: FilterDataAnswer }>('/api/items/filter-data');
    expect(body.payload.types).toEqual(distinct(catalogue.map((item) => item.type)));
    expect(body.payload.heroes).toEqual(distinct(catalogue.map((item) => item.hero)));
    expect(body.payload.heroes).toContain('Pudge');
  });

  it('rejects an unknown category', async () => {
    const { status, body } = await api.get('/api/items/filter-data?category=minecraft');
    expect(status).toBe(422);
    expect(body.errors.category).toBeDefined();
  });
});

describe('GET /api/items/{id}', () => {
  it('returns the item in the requested currency with up to 8 similar items', async () => {
    const source = catalogue.find((item) => item.type === 'Rifle')!;
    const { status, body } = await api.get<{ status: string; payload: ItemDetailAnswer }>(`/api/items/${source.id}?currency=gbp`);
    expect(status).toBe(200);
    expect(body.status).toBe('OK');
    const item = body.payload;
    expect(item).toMatchObject({ id: source.id, title: source.title, currency: 'GBP', price: Math.round(source.price * 0.85) / 100 });
    expect(item.similar).toHaveLength(8);
    for (const similar of item.similar) {
      expect(similar.id).not.toBe(source.id);
      expect(similar).toMatchObject({ category: 'cs2', type: 'Rifle', currency: 'GBP' });
    }
  });

  it('puts the same type first and fills up with the same category', async () => {
    const types = new Map<string, number>();
    for (const item of catalogue) types.set(`${item.category}/${item.type}`, (types.get(`${item.category}/${item.type}`) ?? 0) + 1);
    const rare = catalogue.find((item) => (types.get(`${item.category}/${item.type}`) ?? 0) < 9)!;
    expect(rare, 'the seed has a type with fewer than 9 items').toBeDefined();
    const sameType = (types.get(`${rare.category}/${rare.type}`) ?? 0) - 1;
    const { body } = await api.get<{ payload: ItemDetailAnswer }>(`/api/items/${rare.id}`);
    const similar = body.payload.similar;
    expect(similar).toHaveLength(8);
    expect(similar.slice(0, sameType).every((item) => item.type === rare.type)).toBe(true);
    expect(similar.slice(sameType).every((item) => item.type !== rare.type && item.category === rare.category)).toBe(true);
  });

  it('defaults to EUR', async () => {
    const { body } = await api.get<{ payload: ItemDetailAnswer }>('/api/items/2');
    expect(body.payload).toMatchObject({ id: 2, currency: 'EUR', price: catalogue[1].price / 100, old_price: catalogue[1].old_price / 100 });
    for (const similar of body.payload.similar) expect(similar.price).toBe(catalogue[similar.id - 1].price / 100);
  });

  it('answers 404 { status: ERROR, message: Item not found } for unknown or malformed ids', async () => {
    for (const id of ['999999', 'abc', '-1', '1.5', '0', '99999999999999999999']) {
      const { status, body } = await api.get(`/api/items/${id}`);
      expect(status, id).toBe(404);
      expect(body).toMatchObject({ status: 'ERROR', message: 'Item not found' });
    }
  });

  it('rejects an unknown currency with 422', async () => {
    const { status, body } = await api.get('/api/items/1?currency=XYZ');
    expect(status).toBe(422);
    expect(body.errors.currency).toBeDefined();
  });
});

describe('GET /api/items/{id}?lang_id=: the description in the shop language', () => {
  const detail = (id: number, query: string) => api.get<{ status: string; payload: ItemDetailAnswer }>(`/api/items/${id}?${query}`);

  it('answers a StatTrak rifle in German with the German words, and the rest of the item unchanged', async () => {
    const source = catalogue.find((item) => item.category === 'cs2' && item.class === 'StatTrak™' && item.type === 'Rifle')!;
    const english = await detail(source.id, 'currency=EUR');
    const german = await detail(source.id, 'currency=EUR&lang_id=11');
    expect(german.status).toBe(200);
    const description = german.body.payload.description;
    expect(description).toMatch(/^.+ mit der Lackierung „.+“ – Typ: Gewehr, Seltenheit: .+, Zustand: .+\. Ein StatTrak™-Zähler/);
    expect(description).toContain('Handelslink');
    expect({ ...german.body.payload, description: '' }).toEqual({ ...english.body.payload, description: '' });
    expect(english.body.payload.description).toBe(source.description);
  });

  it('answers a Dota 2 item in Polish, and English for English and for a language the shop has no text in', async () => {
    const source = catalogue.find((item) => item.category === 'dota2' && item.hero !== null)!;
    const polish = await detail(source.id, 'lang_id=14');
    expect(polish.body.payload.description).toContain(`dla bohatera ${source.hero}`);
    expect(polish.body.payload.description).toContain('Rzadkość: ');
    for (const query of ['lang_id=10', 'lang_id=99']) {
      const { status, body } = await detail(source.id, query);
      expect(status).toBe(200);
      expect(body.payload.description).toBe(source.description);
    }
  });

  it('tags each language apart, so a cached English answer is never confirmed for German', async () => {
    const source = catalogue[0]!;
    const english = await api.get(`/api/items/${source.id}`);
    const german = await api.get(`/api/items/${source.id}?lang_id=11`, { headers: { 'if-none-match': english.headers.get('etag')! } });
    expect(german.status).toBe(200);
    const again = await api.get(`/api/items/${source.id}?lang_id=11`, { headers: { 'if-none-match': german.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('rejects a language id that is not a positive integer with 422', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const { status, body } = await detail(catalogue[0]!.id, `lang_id=${bad}`);
      expect(status, bad).toBe(422);
      expect(body).toMatchObject({ status: 'ERROR' });
    }
  });
});

describe("GET /api/items/{id}: the copy's trade lock, float, pattern and stickers (issue 25)", () => {
  const now = () => Math.floor(Date.now() / 1000);
  const detail = async (id: number) => {
    const { status, body } = await api.get<{ payload: ItemDetailAnswer }>(`/api/items/${id}`);
    expect(status).toBe(200);
    return body.payload;
  };
  const cs2 = catalogue.find((item) => item.category === 'cs2' && item.type === 'Rifle' && !item.stickers)!;

  it("answers a seeded CS2 skin's float and pattern seed, no stickers and no lock", async () => {
    const item = await detail(cs2.id);
    expect(item).toMatchObject({ id: cs2.id, tradable_after: null, float_value: cs2.float_value, paint_seed: cs2.paint_seed, stickers: [] });
    expect(item.float_value).toBeGreaterThanOrEqual(0);
    expect(item.float_value).toBeLessThanOrEqual(1);
    expect(Number.isInteger(item.paint_seed)).toBe(true);
    for (const similar of item.similar) expect(similar.tradable_after).toBeNull();
  });

  it('answers a Dota 2 item with no float, no pattern and no stickers', async () => {
    const dota = catalogue.find((item) => item.category === 'dota2')!;
    expect(await detail(dota.id)).toMatchObject({ float_value: null, paint_seed: null, stickers: [], tradable_after: null });
  });

  it('answers the stickers and the trade lock Steam reports, and null once the lock has passed', async () => {
    const until = now() + 3 * 86_400;
    // As a sync before issue 27 stored them: names only, by slot.
    const names = ['Sticker | Crown (Foil)', 'Sticker | Titan | Katowice 2014'];
    const stickers = names.map((name, slot) => ({ name, slot, kind: 'sticker', wear: null }));
    await api.db.updateTable('items').set({ tradable_after: until, stickers: JSON.stringify(names), float_value: 0.251234, paint_seed: 661 }).where('id', '=', cs2.id).execute();
    try {
      expect(await detail(cs2.id)).toMatchObject({ tradable_after: until, float_value: 0.251234, paint_seed: 661, stickers });
      // A similar item that is locked says so in the similar list too.
      const neighbour = (await detail(cs2.id)).similar[0]!;
      await api.db.updateTable('items').set({ tradable_after: until }).where('id', '=', neighbour.id).execute();
      expect((await detail(cs2.id)).similar.find((item) => item.id === neighbour.id)?.tradable_after).toBe(until);
      await api.db.updateTable('items').set({ tradable_after: null }).where('id', '=', neighbour.id).execute();

      await api.db.updateTable('items').set({ tradable_after: now() - 1 }).where('id', '=', cs2.id).execute();
      expect((await detail(cs2.id)).tradable_after).toBeNull();
    } finally {
      await api.db
        .updateTable('items')
        .set({ tradable_after: null, stickers: null, float_value: cs2.float_value ?? null, paint_seed: cs2.paint_seed ?? null })
        .where('id', '=', cs2.id)
        .execute();
    }
  });
});

describe('GET /api/images/items/{id}', () => {
  const IMG_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'; // Chromium's for an <img>

  it('answers WebP drawn from the SVG to a browser that accepts it, cacheable and the same each time', async () => {
    // A request waits 250 ms at most for its drawing (answered the SVG past it, the drawing kept for the next).
    const first = await vi.waitFor(
      async () => {
        const answer = await fetch(`${api.url}/api/images/items/1`, { headers: { accept: IMG_ACCEPT } });
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toBe('image/webp');
        return answer;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(first.headers.get('vary')).toMatch(/accept/i);
    expect(first.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const picture = Buffer.from(await first.arrayBuffer());
    expect(picture.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(await sharp(picture).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${api.url}/api/images/items/1`, { headers: { accept: IMG_ACCEPT } });
    expect(Buffer.from(await again.arrayBuffer()).equals(picture)).toBe(true);
    const revalidated = await fetch(`${api.url}/api/images/items/1`, { headers: { accept: IMG_ACCEPT, 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
  });

  it('answers the SVG to a browser that does not name WebP (Safari before 14)', async () => {
    const older = await fetch(`${api.url}/api/images/items/1`, { headers: { accept: 'image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5' } });
    expect(older.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(older.headers.get('vary')).toMatch(/accept/i);
    expect(await older.text()).toBe((await api.get('/api/images/items/1.svg')).body);
  });

  it('is the path every item answer names', async () => {
    const { body } = await api.get<{ payload: ItemDetailAnswer }>('/api/items/1');
    expect(body.payload.img_url).toBe('items/1');
  });
});

describe('GET /api/images/items/{id}.svg', () => {
  it('serves a cacheable, deterministic SVG for every item', async () => {
    const first = await api.get('/api/images/items/1.svg');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(first.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    expect(first.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<\/svg>\s*$/);
    expect(first.body).toContain(catalogue[0].title.replace(/'/g, '&#39;'));
    expect(first.headers.get('vary')).toBeNull(); // the SVG whatever the browser accepts
    const again = await api.get('/api/images/items/1.svg');
    expect(again.body).toBe(first.body);
    const etag = first.headers.get('etag')!;
    const revalidated = await fetch(`${api.url}/api/images/items/1.svg`, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
  });

  it('colours images by rarity and shapes them by type', async () => {
    const covert = catalogue.find((item) => item.quality === 'Covert' && item.type === 'Knife')!;
    const consumer = catalogue.find((item) => item.quality === 'Consumer Grade' && item.type === 'Pistol')!;
    const a = (await api.get(`/api/images/items/${covert.id}.svg`)).body as string;
    const b = (await api.get(`/api/images/items/${consumer.id}.svg`)).body as string;
    expect(a).toContain('#eb4b4b');
    expect(b).toContain('#b0c3d9');
    const shape = (svg: string) => /<path d="([^"]+)"/.exec(svg)?.[1];
    expect(shape(a)).not.toBe(shape(b));
  });

  it('answers 404 for unknown items and other file names', async () => {
    for (const file of ['999999.svg', '999999', '1.png', '1.webp', 'abc.svg', '..%2F1.svg']) {
      const { status, body } = await api.get(`/api/images/items/${file}`);
      expect(status, file).toBe(404);
      expect(body.status).toBe('ERROR');
    }
  });
});
