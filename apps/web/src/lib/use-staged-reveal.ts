import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a page's `count` parts to draw: the first at once, then one more after each commit, as a
 * transition (after a macrotask, so the browser may paint and take input in between). A long page of
 * forms committed in one piece held a phone's main thread for ~0.5 s (/settings, Lighthouse mobile: total
 * blocking time 456 ms); part by part, no single task is that long. The parts are drawn top to bottom, so
 * nothing already drawn moves. A `count` of 0 (the data not here yet) waits; with `isAllAtOnce` (a link to
 * an anchor further down) every part is drawn in the first commit.
 */
export const useStagedReveal = (count: number, isAllAtOnce = false): number => {
  const [shown, setShown] = useState(isAllAtOnce ? count : 1);
  useEffect(() => {
    if (shown >= count) return;
    const timer = setTimeout(() => startTransition(() => setShown((current) => current + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, count]);
  return isAllAtOnce ? count : Math.min(shown, count);
};
