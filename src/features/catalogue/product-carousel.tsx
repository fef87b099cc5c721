import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay, { type AutoplayType } from 'embla-carousel-autoplay';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../app/app-actor';
import { fill } from '../../ui/fill';
import { CAROUSEL_AUTOPLAY_MS, EMBLA_DURATION_FOR_SPEED, loopOptions } from './carousel-settings';
import classes from './product-carousel.module.css';
import { ProductCard, type ProductCardItem } from './product-card';

interface ProductCarouselProps {
  items: ProductCardItem[];
  label: string;
  autoplay?: boolean;
  testId?: string;
}

/**
 * Centred product carousel: 3 slides, 2 below 768 px, 1 below 480 px (spec §2). Memoised: a page
 * render that leaves the items as they were does not rebuild it.
 */
export const ProductCarousel = memo(function ProductCarousel({ items, label, autoplay = true, testId }: ProductCarouselProps) {
  const t = useT();
  // prefers-reduced-motion: no autoplay; the visitor moves the slides.
  const reducedMotion = useReducedMotion(false, { getInitialValueInEffect: false });
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  useOffScreenSlidesInert(embla);
  const autoplayPlugin = useRef(
    Autoplay({ delay: CAROUSEL_AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true }),
  );
  const autoplaying = autoplay && !reducedMotion;
  useAutoplayOnlyOnScreen(embla, autoplaying ? autoplayPlugin.current : null);
  // The same slides while the items are: the carousel renders again once Embla is up (setEmbla, right
  // after a server page is hydrated), and its cards need not.
  const slides = useMemo(
    () =>
      items.map((item, index) => (
        <Carousel.Slide key={item.id} className={classes.slide} py={6} aria-label={fill(t('carousel.slide'), { index: index + 1, count: items.length })}>
          <ProductCard product={item} />
        </Carousel.Slide>
      )),
    [items, t],
  );
  return (
    <Carousel
      aria-label={label}
      data-testid={testId}
      className={classes.carousel}
      slideSize="var(--product-carousel-slide-size)"
      slideGap="md"
      controlSize={36}
      emblaOptions={{ ...loopOptions(items.length), align: 'center', duration: EMBLA_DURATION_FOR_SPEED, inViewThreshold: 0.5 }}
      plugins={autoplaying ? [autoplayPlugin.current] : []}
      getEmblaApi={setEmbla}
      previousControlProps={{ 'aria-label': t('carousel.previous') }}
      nextControlProps={{ 'aria-label': t('carousel.next') }}
      styles={{ control: { background: 'var(--mantine-color-dark-5)', color: 'white', border: 0 } }}
    >
      {slides}
    </Carousel>
  );
});

/** Slides out of view are inert: not focusable, not read, so Tab never lands on a hidden card. */
function useOffScreenSlidesInert(embla: EmblaCarouselType | null) {
  useEffect(() => {
    if (!embla) return;
    const update = () => {
      const inView = new Set(embla.slidesInView());
      embla.slideNodes().forEach((node, index) => {
        node.inert = !inView.has(index);
      });
    };
    update();
    embla.on('slidesInView', update).on('reInit', update);
    return () => {
      embla.off('slidesInView', update).off('reInit', update);
    };
  }, [embla]);
}

/**
 * Autoplay moves the slides only while the carousel is on screen: scrolled away, each move would still
 * cost a phone a style, layout and paint pass every two seconds, for slides nobody sees.
 */
function useAutoplayOnlyOnScreen(embla: EmblaCarouselType | null, autoplay: AutoplayType | null) {
  useEffect(() => {
    if (!embla || !autoplay) return;
    // The last entry of a batch is the carousel's latest state, when several arrive at once.
    const observer = new IntersectionObserver((entries) => {
      if (entries.at(-1)?.isIntersecting) autoplay.play();
      else autoplay.stop();
    });
    observer.observe(embla.rootNode());
    return () => observer.disconnect();
  }, [embla, autoplay]);
}
