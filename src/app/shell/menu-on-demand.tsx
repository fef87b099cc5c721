import { Suspense, useEffect, useState, type ReactElement } from 'react';
import type { CodeOnDemand } from '../code-on-demand';

const whenIdle = (then: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(then, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(then, 2000);
  return () => clearTimeout(timer);
};

/**
 * A menu's code (Mantine's Menu with its floating dropdown: floating-ui, the scroll area, transitions) is
 * some 30 KB of compressed script that a first view only shows the buttons of. It is loaded once the
 * browser is idle after the first view, or when the customer opens the menu first.
 *
 * The menu's bare target button (what the server renders, so hydration finds the same) until the menu
 * is first opened, the menu itself from then on. A click on the bare button opens it: the menu is
 * drawn open as soon as its code is here (the button stays meanwhile). A click before the page was
 * hydrated is made again then (src/app/early-clicks.ts), so it opens the menu too.
 */
export function MenuOnDemand<P extends object>({ code, opened, bareTarget, props }: { code: CodeOnDemand<P>; opened: boolean; bareTarget: ReactElement; props: P }) {
  const [used, setUsed] = useState(opened);
  if (opened && !used) setUsed(true);
  useEffect(() => {
    if (used) return;
    return whenIdle(() => void code.preload().catch(() => {}));
  }, [code, used]);
  if (!used) return bareTarget;
  const { Component: Menu } = code;
  return (
    <Suspense fallback={bareTarget}>
      <Menu {...props} />
    </Suspense>
  );
}
