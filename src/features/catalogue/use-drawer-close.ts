import { useEffect, type RefObject } from 'react';

/** A swipe this long (px), mostly sideways, or downwards from the drawer's header, closes it. */
const SWIPE_PX = 80;

/**
 * While `open`, Escape closes the drawer, and so does a swipe on it: sideways anywhere, or down when
 * it starts on its header (where nothing scrolls).
 */
export function useDrawerClose(drawer: RefObject<HTMLElement | null>, header: RefObject<HTMLElement | null>, open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    let start: { x: number; y: number; onHeader: boolean } | null = null;
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch ? { x: touch.clientX, y: touch.clientY, onHeader: header.current?.contains(event.target as Node) ?? false } : null;
    };
    const onTouchEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      const sideways = Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > 2 * Math.abs(dy);
      const down = start.onHeader && dy >= SWIPE_PX && dy > 2 * Math.abs(dx);
      start = null;
      if (sideways || down) close();
    };
    const element = drawer.current;
    document.addEventListener('keydown', onKey);
    element?.addEventListener('touchstart', onTouchStart, { passive: true });
    element?.addEventListener('touchend', onTouchEnd, { passive: true });
    return () => {
      document.removeEventListener('keydown', onKey);
      element?.removeEventListener('touchstart', onTouchStart);
      element?.removeEventListener('touchend', onTouchEnd);
    };
  }, [drawer, header, open, close]);
}
