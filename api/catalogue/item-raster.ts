import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { renderItemSvg, type ImageSubject } from './item-image.service';

/**
 * Drawn at the SVG's own 320×240, a card's picture (the product page shows the SVG itself): WebP at this
 * quality is about 10 KB and takes some 40 ms of a core to draw once. AVIF is a third of the bytes, but a
 * browser decodes it at several times WebP's cost, and on a phone's few cores that competes with the page.
 */
const WEBP = { quality: 75 } as const;

// libvips keeps recent operations for reuse; every picture here is drawn once and kept below.
sharp.cache(false);

export interface ItemRastersOptions {
  /** Bytes of pictures kept drawn; the least recently asked for goes first. */
  maxBytes: number;
  /** Pictures drawn at once; the others wait their turn. */
  concurrency?: number;
  /** Pictures waiting to be drawn at most; past it a new one is not drawn (its request is answered the SVG). */
  maxBacklog?: number;
  /** How long a request waits for its picture to be drawn before it is answered the SVG (the drawing goes on). */
  maxWaitMs?: number;
}

/**
 * The item pictures as WebP, drawn from their SVG on first request and kept. A browser draws an SVG
 * picture as a document of its own on the page's main thread (5–10 ms each on a phone, a listing's
 * worth of them a long task); a raster picture is decoded off it.
 */
export function createItemRasters({ maxBytes, concurrency = Math.max(1, availableParallelism() - 1), maxBacklog = 256, maxWaitMs = 250 }: ItemRastersOptions) {
  const drawn = new Map<string, Buffer>();
  let drawnBytes = 0;
  const drawing = new Map<string, Promise<Buffer>>();
  const turns: (() => void)[] = [];
  let running = 0;

  function forget(key: string): void {
    drawnBytes -= drawn.get(key)?.length ?? 0;
    drawn.delete(key);
  }

  function remember(key: string, picture: Buffer): void {
    forget(key);
    if (picture.length > maxBytes) return;
    while (drawnBytes + picture.length > maxBytes) forget(drawn.keys().next().value as string);
    drawn.set(key, picture);
    drawnBytes += picture.length;
  }

  async function draw(subject: ImageSubject): Promise<Buffer> {
    if (running >= concurrency) await new Promise<void>((resolve) => turns.push(resolve));
    running++;
    try {
      return await sharp(Buffer.from(renderItemSvg(subject))).webp(WEBP).toBuffer();
    } finally {
      running--;
      turns.shift()?.();
    }
  }

  return {
    /**
     * The item's picture as WebP, or undefined if it is not drawn within maxWaitMs (it is drawn all the
     * same, for the next request) or too many are waiting to be drawn.
     */
    async webp(subject: ImageSubject): Promise<Buffer | undefined> {
      // The title is in the SVG's text, not in its drawing.
      const key = `${subject.id}:${subject.type}:${subject.quality}`;
      const kept = drawn.get(key);
      if (kept) {
        remember(key, kept);
        return kept;
      }
      let pending = drawing.get(key);
      if (!pending) {
        if (drawing.size >= maxBacklog) return undefined;
        pending = draw(subject)
          .then((picture) => {
            remember(key, picture);
            return picture;
          })
          .finally(() => drawing.delete(key));
        drawing.set(key, pending);
      }
      return withinMs(pending, maxWaitMs);
    },
  };
}

/** The promise's value if it settles within `ms`, else undefined (a rejection within `ms` rejects). */
function withinMs<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, ms, undefined)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export type ItemRasters = ReturnType<typeof createItemRasters>;
