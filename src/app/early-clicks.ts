// Clicks made on the server's page before the app listened (src/public/boot.js keeps them): taken when
// React starts listening, and made again once it has taken the page over, so a click from the first
// paint on does what it says (issue 28).

declare global {
  interface Window {
    /** Set by /boot.js on a page the server rendered: the elements clicked so far; it stops keeping them. */
    __takeEarlyClicks?: () => Element[];
  }
}

import { useEffect, useLayoutEffect } from 'react';

let held: Element[] = [];

/** Called as React starts listening: the clicks /boot.js kept (none on a page it did not load), and no more kept from now on. */
export function holdEarlyClicks(): void {
  held = typeof window === 'undefined' ? [] : (window.__takeEarlyClicks?.() ?? []);
}

/** How long a held click waits for React to take its element over (its part of the page may hydrate later). */
const HYDRATION_WAIT_MS = 10_000;

/** React has taken this element of the server's page over: it keeps the element's props on it. */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** Clicks the element once React handles it, each frame checking, for HYDRATION_WAIT_MS at most. */
function clickOnceHydrated(element: HTMLElement, deadline: number): void {
  if (!element.isConnected || performance.now() > deadline) return;
  if (hydrated(element)) element.click();
  else requestAnimationFrame(() => clickOnceHydrated(element, deadline));
}

/**
 * Once the app's first render is on the page, clicks each held element again as soon as React has
 * taken it over (a lazy page hydrates after the shell). An element the app drew anew is gone: that
 * page was hidden (a browser with its own saved choices), never clicked.
 */
export function useReplayEarlyClicks(): void {
  // A browser with its own saved currency or language draws the page anew over the server's hidden one
  // (src/main.tsx): shown once that render has replaced it, before the browser paints it.
  useLayoutEffect(() => {
    if (document.documentElement.hasAttribute('data-own-choices')) document.getElementById('root')?.removeAttribute('data-server-rendered');
  }, []);
  useEffect(() => {
    const elements = held;
    held = [];
    const deadline = performance.now() + HYDRATION_WAIT_MS;
    for (const element of elements) if (element instanceof HTMLElement) clickOnceHydrated(element, deadline);
  }, []);
}
