import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_AUTOPLAY_MS,
  EMBLA_DURATION_FOR_SPEED,
  THREE_SLIDES_FROM_PX,
  TWO_SLIDES_FROM_PX,
  slidesPerView,
} from '../../src/components/catalogue/carousel-settings';

describe('new-arrivals carousel settings (spec §2, §9)', () => {
  it('shows 3 slides, 2 below 768 px and 1 below 480 px', () => {
    expect([1280, 768, 767, 480, 479, 375].map(slidesPerView)).toEqual([3, 3, 2, 2, 1, 1]);
  });

  it('gives the carousel the breakpoints it queries', () => {
    expect(slidesPerView(THREE_SLIDES_FROM_PX)).toBe(3);
    expect(slidesPerView(TWO_SLIDES_FROM_PX)).toBe(2);
    expect(slidesPerView(0)).toBe(1);
  });

  it('moves every 2000 ms, with the Embla duration measured to take about 500 ms', () => {
    expect(CAROUSEL_AUTOPLAY_MS).toBe(2000);
    expect(EMBLA_DURATION_FOR_SPEED).toBe(18);
  });
});
