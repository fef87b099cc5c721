import { Suspense, use, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';

/**
 * Whether a part of the page that a narrow screen hides (the listing's filter panel on a phone) may be
 * built yet. Closed, React leaves the server's HTML of that part as it is, unhydrated, so a phone's
 * start does not pay for controls nobody can see; it opens when the customer shows the part, or the
 * window widens to where it shows. Where the part shows from the start (a wide window) and on the
 * server, it is open at once.
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

/** A gate open from the start where `shownQuery` (a media query) matches, and as soon as it does. */
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
 * Its children once the gate is open. Until then: the server's HTML of them, untouched, while React
 * takes the page over (a Suspense boundary that suspends while hydrating stays dehydrated), or nothing
 * in a page the browser draws itself.
 *
 * `drawnFrom` lists what the children are drawn from. Until they are first shown, the boundary is not
 * rendered again while nothing in it changes; once something does, the server's HTML is dropped and the
 * children are drawn anew (when the gate opens). Updated instead, the unhydrated boundary would hold
 * back the page's every transition while the gate is closed, and once open it would be hydrated from
 * the app's newer state (a language chosen meanwhile), which no longer matches the server's HTML.
 */
export function BehindGate({ gate, drawnFrom, children }: { gate: HydrationGate; drawnFrom: readonly unknown[]; children: ReactNode }) {
  const [firstDrawnFrom] = useState(drawnFrom);
  const [redrawn, setRedrawn] = useState(false);
  const shown = useRef(false);
  const asFirstDrawn = drawnFrom.length === firstDrawnFrom.length && drawnFrom.every((value, index) => Object.is(value, firstDrawnFrom[index]));
  // `shown` is set in the commit that first shows the children (WhenOpen).
  if (!shown.current && !asFirstDrawn && !redrawn) setRedrawn(true);
  return useMemo(
    () => (
      <Suspense key={redrawn ? 'drawn-again' : 'first'} fallback={null}>
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

function WhenOpen({ gate, shown, children }: { gate: HydrationGate; shown: RefObject<boolean>; children: ReactNode }) {
  if (!gate.isOpen) use(gate.opened);
  useLayoutEffect(() => {
    shown.current = true;
  }, [shown]);
  return children;
}
