import { startTransition, useEffect, useState } from 'react';

let appPainted = false;
let pageCommitted = false;
let pageFromServer = false;
const waitingForPage = new Set<() => void>();

/**
 * The page is the server's render (src/server-render.tsx), or React takes such a page over (src/main.tsx):
 * the browser paints that HTML before any script runs, so what useBelowFirstView guards is rendered at
 * once, into the HTML and then as React finds it there.
 */
export function renderingServerPage(): void {
  pageFromServer = true;
}

/**
 * Rendered beside the routes, inside their Suspense boundary: its effect runs once the page's content
 * is committed. On a page the server rendered, React hydrates that boundary in a pass of its own,
 * after the shell; what waits for the first paint waits for it too, so the page is never updated
 * before it has been hydrated.
 */
export function PageCommitted(): null {
  useEffect(() => {
    pageCommitted = true;
    for (const resume of waitingForPage) resume();
    waitingForPage.clear();
  }, []);
  return null;
}

/** In the browser: React is taking the server's page over, and its content is not hydrated yet. */
export function takingOverServerPage(): boolean {
  return pageFromServer && !pageCommitted;
}

function whenPageCommitted(then: () => void): () => void {
  if (pageCommitted) {
    then();
    return () => {};
  }
  waitingForPage.add(then);
  return () => waitingForPage.delete(then);
}

/** Runs `then` in a task after the browser's next paint; returns what cancels it. */
function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame callback runs just before the paint; the task it queues runs after that paint.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False until `ready` has been true through one paint, then true (in a transition): a part of a page
 * rendered a paint after the part above it, so that each is on screen sooner than all at once.
 */
export function usePaintedAfter(ready: boolean): boolean {
  const [painted, setPainted] = useState(ready && appPainted);
  useEffect(() => {
    if (!ready || painted) return;
    return afterNextPaint(() => startTransition(() => setPainted(true)));
  }, [ready, painted]);
  return painted;
}

/**
 * False until the browser has painted the page's first view, then true (in a transition, which React
 * splits into short tasks). A page renders its first view with it false and the rest after: the part
 * a visitor sees first is painted without waiting for everything below it.
 */
export function useAfterFirstPaint(): boolean {
  // Only the page's first view waits: once the app has painted, later pages render whole at once.
  const [painted, setPainted] = useState(appPainted);
  useEffect(() => {
    if (painted) return;
    let cancelPaintWait = () => {};
    const stopWaiting = whenPageCommitted(() => {
      cancelPaintWait = afterNextPaint(() => {
        appPainted = true;
        startTransition(() => setPainted(true));
      });
    });
    return () => {
      stopWaiting();
      cancelPaintWait();
    };
  }, [painted]);
  return painted;
}

/**
 * Whether a page's part below its first view renders: after the first paint (useAfterFirstPaint), or at
 * once on a page the server renders (renderingServerPage).
 */
export function useBelowFirstView(): boolean {
  const painted = useAfterFirstPaint();
  return pageFromServer || painted;
}
