import { useEffect, useState } from 'react';

/**
 * A modal, a drawer or a Select's list is drawn from its first opening on, not while the page starts:
 * closed, Mantine's still mounts its portal and transitions, each of which renders again at once after
 * mounting (some 40 ms of a phone's main thread at Lighthouse's 4x for the shell's six modals, issue
 * 46). Asked open, it is drawn closed for a frame and then opened, so it comes in with its
 * transition as always; once drawn it stays, so it also leaves with it.
 */
export function useDrawnOnceOpened(opened: boolean): { drawn: boolean; opened: boolean } {
  const [drawn, setDrawn] = useState(false);
  const [ready, setReady] = useState(false);
  if (opened && !drawn) setDrawn(true);
  // A frame later: Mantine's portal mounts its content in a render of its own after the first, and
  // opened in that same render the content would start out shown, without its transition.
  useEffect(() => {
    if (!drawn) return;
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, [drawn]);
  return { drawn, opened: opened && ready };
}
