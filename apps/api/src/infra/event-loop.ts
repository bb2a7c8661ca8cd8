/**
 * Lets the event loop run (requests, an import's status) at least every `everyMs` of synchronous work.
 * On SQLite each statement runs synchronously and awaiting one only lets other promises run; so does
 * awaiting data already queued (an import's reader thread is often ahead of its writer). Work that goes
 * on for seconds that way would hold every request until it ends (issue 25, item 7). Call the returned
 * function between steps; it waits for the loop (one turn, setImmediate) only when its time is up.
 */
export const createPause = (everyMs = 20) => {
  let last = performance.now();
  /**
   * `before: 'long step'`: yields whatever the time since the last turn, so that a step known to run for
   * tens of milliseconds at once (a sort of every row, a table of the whole catalogue) starts with the
   * whole budget rather than on top of up to `everyMs` already spent.
   */
  return async (before?: 'long step'): Promise<void> => {
    if (before === undefined && performance.now() - last < everyMs) return;
    await new Promise((resolve) => setImmediate(resolve));
    last = performance.now();
  };
};
