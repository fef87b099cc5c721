import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { createItemRasters } from '../../api/catalogue/item-raster';

const rifle = (id: number) => ({ id, title: `AK-47 | Redline #${id}`, type: 'Rifle', quality: 'Classified' });

describe('item pictures drawn as WebP', () => {
  it('draws a picture once and keeps it, however many ask at once', async () => {
    const rasters = createItemRasters({ maxBytes: 1024 * 1024, maxWaitMs: 10_000 });
    const [a, b] = await Promise.all([rasters.webp(rifle(1)), rasters.webp(rifle(1))]);
    expect(a).toBeInstanceOf(Buffer);
    expect(b).toBe(a);
    expect(await rasters.webp(rifle(1))).toBe(a);
    expect(await sharp(a!).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
  });

  it('draws a new picture when the item is of another type or rarity, not when only its title changed', async () => {
    const rasters = createItemRasters({ maxBytes: 1024 * 1024, maxWaitMs: 10_000 });
    const first = await rasters.webp(rifle(2));
    expect(await rasters.webp({ ...rifle(2), title: 'Renamed' })).toBe(first);
    expect(await rasters.webp({ ...rifle(2), quality: 'Covert' })).not.toBe(first);
  });

  it('forgets the least recently asked for past its bytes', async () => {
    const one = (await createItemRasters({ maxBytes: 1024 * 1024, maxWaitMs: 10_000 }).webp(rifle(3)))!;
    const rasters = createItemRasters({ maxBytes: one.length + 1, maxWaitMs: 10_000 });
    const kept = await rasters.webp(rifle(3));
    await rasters.webp(rifle(4));
    const again = await rasters.webp(rifle(3));
    expect(again).not.toBe(kept);
    expect(again!.equals(kept!)).toBe(true);
  });

  it('answers nothing when the drawing takes longer than a request waits, and keeps it for the next one', async () => {
    const rasters = createItemRasters({ maxBytes: 1024 * 1024, maxWaitMs: 0 });
    expect(await rasters.webp(rifle(5))).toBeUndefined();
    await vi.waitFor(async () => expect(await rasters.webp(rifle(5))).toBeInstanceOf(Buffer), { timeout: 5_000, interval: 50 });
  });

  it('draws no new picture while its backlog is full', async () => {
    const rasters = createItemRasters({ maxBytes: 1024 * 1024, concurrency: 1, maxBacklog: 2, maxWaitMs: 0 });
    await rasters.webp(rifle(6));
    await rasters.webp(rifle(7));
    expect(await rasters.webp(rifle(8))).toBeUndefined(); // refused: not drawn
    await vi.waitFor(async () => expect(await rasters.webp(rifle(7))).toBeInstanceOf(Buffer), { timeout: 5_000, interval: 50 });
    expect(await rasters.webp(rifle(6))).toBeInstanceOf(Buffer);
    expect(await rasters.webp(rifle(8))).toBeUndefined(); // asked again: drawn now, not before
    await vi.waitFor(async () => expect(await rasters.webp(rifle(8))).toBeInstanceOf(Buffer), { timeout: 5_000, interval: 50 });
  });
});
