import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_AUTOPLAY_MS,
  EMBLA_DURATION_FOR_SPEED,
  THREE_SLIDES_MEDIA,
  TWO_SLIDES_MEDIA,
  loopOptions,
} from '../../src/features/catalogue/carousel-settings';

const slideSizes = readFileSync(new URL('../../src/features/catalogue/product-carousel.module.css', import.meta.url), 'utf8');

describe('product carousel settings (spec §2, §9)', () => {
  it('shows 3 slides, 2 below 768 px and 1 below 480 px, in CSS at the media queries Embla reads', () => {
    expect([TWO_SLIDES_MEDIA, THREE_SLIDES_MEDIA]).toEqual(['(min-width: 480px)', '(min-width: 768px)']);
    const sizes = [...slideSizes.matchAll(/(?:@media ([^{]+) \{\s*)?\.carousel \{\s*--product-carousel-slide-size: ([^;]+);/g)];
    expect(sizes.map(([, media, size]) => [media ?? 'all', size])).toEqual([
      ['all', '100%'],
      [TWO_SLIDES_MEDIA, '50%'],
      [THREE_SLIDES_MEDIA, 'calc(100% / 3)'],
    ]);
  });

  it('loops only with more slides than it shows at each width', () => {
    expect(loopOptions(1)).toEqual({ loop: false, breakpoints: { [TWO_SLIDES_MEDIA]: { loop: false }, [THREE_SLIDES_MEDIA]: { loop: false } } });
    expect(loopOptions(3)).toEqual({ loop: true, breakpoints: { [TWO_SLIDES_MEDIA]: { loop: true }, [THREE_SLIDES_MEDIA]: { loop: false } } });
    expect(loopOptions(12)).toEqual({ loop: true, breakpoints: { [TWO_SLIDES_MEDIA]: { loop: true }, [THREE_SLIDES_MEDIA]: { loop: true } } });
  });

  it('moves every 2000 ms, with the Embla duration measured to take about 500 ms', () => {
    expect(CAROUSEL_AUTOPLAY_MS).toBe(2000);
    expect(EMBLA_DURATION_FOR_SPEED).toBe(18);
  });
});
