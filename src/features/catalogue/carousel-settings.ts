import type { EmblaOptionsType } from 'embla-carousel';

/** Spec §2/§9: the carousel moves every 2000 ms. */
export const CAROUSEL_AUTOPLAY_MS = 2000;
/**
 * Spec §2/§9: a move takes 500 ms. Embla's `duration` is not in milliseconds: it drives a damped
 * spring stepped 60 times a second. At 18 a slide move comes within half a pixel of its target after
 * about 470–500 ms (overshooting by at most a pixel or two), the closest match: 12 overshoots by tens
 * of pixels, 25 takes about a second.
 */
export const EMBLA_DURATION_FOR_SPEED = 18;

/**
 * Spec §2: 3 slides, 2 below 768 px, 1 below 480 px. The slide sizes are CSS (product-carousel.module.css,
 * the same breakpoints), so the server's page is laid out as the browser's; these are the media
 * queries Embla reads for what depends on them.
 */
export const TWO_SLIDES_MEDIA = '(min-width: 480px)';
export const THREE_SLIDES_MEDIA = '(min-width: 768px)';

/**
 * A carousel loops only when it has more slides than it shows at once (a loop of the slides in view
 * would show one slide twice), for each width.
 */
export function loopOptions(slideCount: number): Pick<EmblaOptionsType, 'loop' | 'breakpoints'> {
  return {
    loop: slideCount > 1,
    breakpoints: { [TWO_SLIDES_MEDIA]: { loop: slideCount > 2 }, [THREE_SLIDES_MEDIA]: { loop: slideCount > 3 } },
  };
}
