/** Spec §2/§9: the carousel moves every 2000 ms. */
export const CAROUSEL_AUTOPLAY_MS = 2000;
/**
 * Spec §2/§9: a move takes 500 ms. Embla's `duration` is not in milliseconds: it drives a damped
 * spring stepped 60 times a second. At 18 a slide move comes within half a pixel of its target after
 * about 470–500 ms (overshooting by at most a pixel or two), the closest match: 12 overshoots by tens
 * of pixels, 25 takes about a second.
 */
export const EMBLA_DURATION_FOR_SPEED = 18;

/** Spec §2: 3 slides, 2 below 768 px, 1 below 480 px. */
export const TWO_SLIDES_FROM_PX = 480;
export const THREE_SLIDES_FROM_PX = 768;

export function slidesPerView(viewportWidth: number): number {
  if (viewportWidth < TWO_SLIDES_FROM_PX) return 1;
  if (viewportWidth < THREE_SLIDES_FROM_PX) return 2;
  return 3;
}
