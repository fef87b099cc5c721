import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { useMediaQuery } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import { useRef } from 'react';
import {
  CAROUSEL_AUTOPLAY_MS,
  EMBLA_DURATION_FOR_SPEED,
  THREE_SLIDES_FROM_PX,
  TWO_SLIDES_FROM_PX,
  slidesPerView,
} from './carousel-settings';
import { ProductCard, type ProductCardItem } from './product-card';

interface ProductCarouselProps {
  items: ProductCardItem[];
  label: string;
  autoplay?: boolean;
  testId?: string;
}

/** Centred product carousel: 3 slides, 2 below 768 px, 1 below 480 px (spec §2). */
export function ProductCarousel({ items, label, autoplay = true, testId }: ProductCarouselProps) {
  const wide = useMediaQuery(`(min-width: ${THREE_SLIDES_FROM_PX}px)`, undefined, { getInitialValueInEffect: false });
  const medium = useMediaQuery(`(min-width: ${TWO_SLIDES_FROM_PX}px)`, undefined, { getInitialValueInEffect: false });
  // The media queries only tell which side of each breakpoint the window is on.
  const slides = slidesPerView(wide ? THREE_SLIDES_FROM_PX : medium ? TWO_SLIDES_FROM_PX : 0);
  const autoplayPlugin = useRef(
    Autoplay({ delay: CAROUSEL_AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true }),
  );
  return (
    <Carousel
      aria-label={label}
      data-testid={testId}
      data-slides={slides}
      slideSize={`${100 / slides}%`}
      slideGap="md"
      controlSize={36}
      emblaOptions={{ loop: items.length > slides, align: 'center', duration: EMBLA_DURATION_FOR_SPEED }}
      plugins={autoplay ? [autoplayPlugin.current] : []}
      styles={{ control: { background: 'var(--mantine-color-dark-5)', color: 'white', border: 0 } }}
    >
      {items.map((item) => (
        <Carousel.Slide key={item.id} py={6}>
          <ProductCard product={item} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
