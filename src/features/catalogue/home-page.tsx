import { Alert, Button, Container, Skeleton, Stack } from '@mantine/core';
import { shallowEqual, useSelector } from '@xstate/react';
import { useDeferredValue, type ReactNode } from 'react';
import { heldBestSellers, homeMachine } from '../../../machines/catalogue/home.machine';
import { useAppActorRef, useCurrency, useIsAuthenticated, useLocale, useNewArrivals, useOpenLogin, useT } from '../../app/app-actor';
import { BehindGate, useNearViewportGate } from '../../app/hydration-gate';
import { useBelowFirstView, usePaintedAfter } from '../../app/use-after-first-paint';
import { useDocumentTitle } from '../../app/use-document-title';
import { useFlow } from '../../app/use-flow';
import { useNearViewport } from '../../app/use-near-viewport';
import { HomeFeatures } from './home-features';
import { HomeHero } from './home-hero';
import { HomeSection } from './home-section';
import { LoginOverlay } from './login-overlay';
import { ProductCarousel } from './product-carousel';
import type { ProductCardItem } from './product-card';

/**
 * About a carousel of product cards' height, held while its cards load (measured: 410–480 px below
 * 576 px wide, 340–420 px up to 1200 px, 460–480 px wider).
 */
const CAROUSEL_PLACEHOLDER_HEIGHT = { base: 450, xs: 400, lg: 470 };

/**
 * How near the viewport a carousel below the first view is built. Building one costs a phone's main
 * thread about a tenth of a second; every carousel starts below a phone's first view (the first at
 * about 1,230 px of an 823 px screen), so none is built during the page's start.
 */
const CAROUSEL_BUILD_MARGIN = '300px';

export default function HomePage() {
  const t = useT();
  const currency = useCurrency();
  const isAuthenticated = useIsAuthenticated();
  const openLogin = useOpenLogin();
  const app = useAppActorRef();
  useDocumentTitle(null);
  // The root runs the best sellers' flow, which follows the currency itself.
  const home = useFlow('page:home', homeMachine, { currency: currency.code, held: heldBestSellers });
  const { cs2, dota2, loading, failed } = useDeferredValue(
    useSelector(home, (s) => ({
      cs2: s.context.cs2,
      dota2: s.context.dota2,
      loading: s.matches('loading'),
      failed: s.matches('failure'),
    }), shallowEqual),
  );

  // The hero (the largest thing on a first view) is painted before the carousels are built; on a page
  // the server renders, the first game's best sellers are in its HTML with it.
  const belowHero = useBelowFirstView();
  // The second game's a paint later: the first cards sooner, and half the cards in the server's HTML.
  const secondBestSellers = usePaintedAfter(belowHero);

  return (
    <>
      <HomeHero onStart={() => app.send({ type: 'START_NOW' })} />
      {belowHero && (
        <Container size="lg" py={{ base: 'xl', md: 48 }}>
          <Stack gap={48}>
            <HomeFeatures />
            <NewArrivals />
            {!isAuthenticated && <LoginOverlay onLogin={openLogin} />}
            {failed && (
              <Alert color="red" variant="light" title={t('catalogue.error')}>
                <Button size="xs" variant="light" color="red" onClick={() => home.send({ type: 'RETRY' })}>
                  {t('catalogue.retry')}
                </Button>
              </Alert>
            )}
            {/* The first game's are in the server's HTML: React takes them over once the customer scrolls near them. */}
            <BestSellers title={t('home.bestSellers.cs2')} href="/products/cs2/all" items={cs2} loading={loading} takenOverWhenNear />
            {secondBestSellers && (
              <BestSellers title={t('home.bestSellers.dota2')} href="/products/dota2/all" items={dota2} loading={loading} whenNear />
            )}
          </Stack>
        </Container>
      )}
    </>
  );
}

/**
 * The new arrivals, loaded once the page is shown (spec §4): their arrival renders only this section
 * again, not the whole home page (the store's update renders its readers at once, in one task).
 */
function NewArrivals() {
  const t = useT();
  // The carousel follows its data in a deferred render that React splits into short tasks (embla
  // measures each slide as it is built).
  const newArrivals = useDeferredValue(useNewArrivals());
  if (newArrivals.items.length === 0 && !newArrivals.pending) return null;
  return (
    <HomeSection title={t('home.newArrivals')} viewAllHref="/products/new-arrivals">
      {newArrivals.items.length > 0 ? (
        <WhenNearViewport>
          <ProductCarousel items={newArrivals.items} label={t('home.newArrivals')} testId="new-arrivals-carousel" />
        </WhenNearViewport>
      ) : (
        <CarouselPlaceholder />
      )}
    </HomeSection>
  );
}

interface BestSellersProps {
  title: string;
  href: string;
  items: ProductCardItem[];
  loading: boolean;
  /** Built only once the customer scrolls near it. */
  whenNear?: boolean;
  /** In the server's page: its HTML stays as the server wrote it until the customer scrolls near it. */
  takenOverWhenNear?: boolean;
}

function BestSellers({ title, href, items, loading, whenNear = false, takenOverWhenNear = false }: BestSellersProps) {
  if (!loading && items.length === 0) return null;
  const carousel = <ProductCarousel items={items} label={title} autoplay={false} />;
  let shown = carousel;
  if (items.length === 0) shown = <CarouselPlaceholder />;
  else if (whenNear) shown = <WhenNearViewport>{carousel}</WhenNearViewport>;
  else if (takenOverWhenNear) shown = <TakenOverWhenNear drawnFrom={[items, title]}>{carousel}</TakenOverWhenNear>;
  return (
    <HomeSection title={title} viewAllHref={href}>
      {shown}
    </HomeSection>
  );
}

/** Holds a carousel's place while it loads or waits, so the sections below do not move when it comes. */
function CarouselPlaceholder({ ref }: { ref?: (element: HTMLDivElement | null) => void }) {
  return <Skeleton ref={ref} h={CAROUSEL_PLACEHOLDER_HEIGHT} radius="md" />;
}

/**
 * Taking a carousel over costs a phone's main thread a long task (its cards, and Embla measuring every
 * slide): on a page the server rendered, the carousel's HTML stays as the server wrote it, unhydrated,
 * until the customer scrolls near it. Elsewhere it is built at once.
 */
function TakenOverWhenNear({ drawnFrom, children }: { drawnFrom: readonly unknown[]; children: ReactNode }) {
  const currency = useCurrency();
  const locale = useLocale();
  const { gate, ref } = useNearViewportGate<HTMLDivElement>(CAROUSEL_BUILD_MARGIN);
  return (
    <div ref={ref}>
      <BehindGate gate={gate} drawnFrom={[...drawnFrom, currency.code, locale]} fallback={<CarouselPlaceholder />}>
        {children}
      </BehindGate>
    </div>
  );
}

function WhenNearViewport({ children }: { children: ReactNode }) {
  const { ref, near } = useNearViewport<HTMLDivElement>(CAROUSEL_BUILD_MARGIN);
  return near ? children : <CarouselPlaceholder ref={ref} />;
}
