import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/**
 * False until the element given to `ref` comes within `margin` of the viewport, then true for good:
 * what is below the first view (a chart, a carousel) is loaded and drawn only when the customer
 * scrolls towards it, not during the page's start, where it would hold the main thread.
 */
export function useNearViewport<T extends Element>(margin = '400px'): { ref: (element: T | null) => void; near: boolean } {
  const [near, setNear] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  useEffect(() => () => observer.current?.disconnect(), []);
  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      if (!element || near) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.current?.disconnect();
          // A transition: React builds what was waiting in short tasks, and a tap meanwhile comes first.
          startTransition(() => setNear(true));
        },
        { rootMargin: margin },
      );
      observer.current.observe(element);
    },
    [near, margin],
  );
  return { ref, near };
}
