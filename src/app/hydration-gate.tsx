import { Suspense, use, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { takingOverServerPage } from './use-after-first-paint';

/**
 * Whether a part of the page the customer cannot see yet may be built: one a narrow screen hides (the
 * listing's filter panel on a phone, useHydrationGate) or one below the first view (the home page's
 * first carousel, useNearViewportGate). Closed, React leaves the server's HTML of that part as it is,
 * unhydrated, so a phone's start does not pay for what nobody sees; it opens as the part comes into
 * sight. On the server it is open at once.
 */
export interface HydrationGate {
  readonly isOpen: boolean;
  readonly opened: Promise<void>;
  open(): void;
}

function hydrationGate(isOpen: boolean): HydrationGate {
  let resolve = () => {};
  const gate = {
    isOpen,
    opened: isOpen ? Promise.resolve() : new Promise<void>((done) => (resolve = done)),
    open() {
      gate.isOpen = true;
      resolve();
    },
  };
  return gate;
}

/**
 * A gate open from the start where `shownQuery` (a media query) matches, and as soon as it does: when
 * the customer shows the part, or the window widens to where it shows.
 */
export function useHydrationGate(shownQuery: string): HydrationGate {
  const [gate] = useState(() => hydrationGate(typeof window === 'undefined' || window.matchMedia(shownQuery).matches));
  useEffect(() => {
    if (gate.isOpen) return;
    const media = window.matchMedia(shownQuery);
    const widened = () => media.matches && gate.open();
    media.addEventListener('change', widened);
    return () => media.removeEventListener('change', widened);
  }, [gate, shownQuery]);
  return gate;
}

/**
 * A gate for a part below the first view that the server renders (the home page's first carousel):
 * while React takes the server's page over, it stays closed until the element given to `ref` comes
 * within `margin` of the viewport, so a phone's start does not build what it has not scrolled to. Open
 * at once on the server and in a page the browser draws itself.
 */
export function useNearViewportGate<T extends Element>(margin: string): { gate: HydrationGate; ref: (element: T | null) => () => void } {
  const [gate] = useState(() => hydrationGate(typeof window === 'undefined' || !takingOverServerPage()));
  const ref = useCallback(
    (element: T | null) => {
      if (!element || gate.isOpen) return () => {};
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          gate.open();
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [gate, margin],
  );
  return { gate, ref };
}

/**
 * Its children once the gate is open. Until then: the server's HTML of them, untouched, while React
 * takes the page over (a Suspense boundary that suspends while hydrating stays dehydrated), or `fallback`
 * (nothing unless given) in a page the browser draws itself.
 *
 * `drawnFrom` lists what the children are drawn from. Until they are first shown, the boundary is not
 * rendered again while nothing in it changes; once something does, the server's HTML is dropped and the
 * children are drawn anew (when the gate opens). Updated instead, the unhydrated boundary would hold
 * back the page's every transition while the gate is closed, and once open it would be hydrated from
 * the app's newer state (a language chosen meanwhile), which no longer matches the server's HTML.
 */
export function BehindGate({ gate, drawnFrom, fallback = null, children }: BehindGateProps) {
  const [firstDrawnFrom] = useState(drawnFrom);
  const [redrawn, setRedrawn] = useState(false);
  const shown = useRef(false);
  const asFirstDrawn = drawnFrom.length === firstDrawnFrom.length && drawnFrom.every((value, index) => Object.is(value, firstDrawnFrom[index]));
  // `shown` is set in the commit that first shows the children (WhenOpen).
  if (!shown.current && !asFirstDrawn && !redrawn) setRedrawn(true);
  return useMemo(
    () => (
      <Suspense key={redrawn ? 'drawn-again' : 'first'} fallback={fallback}>
        <WhenOpen gate={gate} shown={shown}>
          {children}
        </WhenOpen>
      </Suspense>
    ),
    // The children change only with what they are drawn from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [gate, redrawn, ...drawnFrom],
  );
}

interface BehindGateProps {
  gate: HydrationGate;
  drawnFrom: readonly unknown[];
  fallback?: ReactNode;
  children: ReactNode;
}

function WhenOpen({ gate, shown, children }: { gate: HydrationGate; shown?: RefObject<boolean>; children: ReactNode }) {
  if (!gate.isOpen) use(gate.opened);
  useLayoutEffect(() => {
    if (shown) shown.current = true;
  }, [shown]);
  return children;
}

/**
 * Its children hydrated in a task of their own, just after React has taken the server's page over: for
 * a part of the first view whose hydration ends in a synchronous render. Mantine's Popover (a Select's
 * list) sets state from its target's ref as it mounts; React renders that at once, in the commit's task,
 * and runs every effect of the page's commit before it (the listing's takeover was one task of 65–80 ms
 * at Lighthouse's 4x, issue 46). The boundary stays as the server wrote it while the page is hydrated;
 * the gate opens as that commit ends, and React hydrates the boundary in its next task, or at once if a
 * click lands in it first (the gate is open by then).
 */
export function HydratedAfterTakeover({ children }: { children: ReactNode }) {
  const [gate] = useState(() => hydrationGate(typeof window === 'undefined' || !takingOverServerPage()));
  useLayoutEffect(() => gate.open(), [gate]);
  return (
    <Suspense fallback={null}>
      <WhenOpen gate={gate}>{children}</WhenOpen>
    </Suspense>
  );
}
