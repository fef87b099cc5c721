import { startTransition, useEffect, useState } from 'react';

let appPainted = false;

/**
 * False until the browser has painted what the component first rendered, then true (in a transition,
 * which React splits into short tasks). A page renders its first view with it false and the rest
 * after: the part a visitor sees first is painted without waiting for everything below it.
 */
export function useAfterFirstPaint(): boolean {
  // Only the page's first view waits: once the app has painted, later pages render whole at once.
  const [painted, setPainted] = useState(appPainted);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; the task it queues runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        appPainted = true;
        startTransition(() => setPainted(true));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
