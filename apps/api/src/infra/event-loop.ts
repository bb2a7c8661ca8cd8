/**
 * Lets the event loop run (requests, an import's status) at least every `everyMs` of synchronous work.
 * On SQLite each statement runs synchronously and awaiting one only lets other promises run; so does
 * awaiting data already queued (an import's reader thread is often ahead of its writer). Work that goes
 * on for seconds that way would hold every request until it ends (issue 25, item 7). Call the returned
 * function between steps; it waits for the loop (one turn, setImmediate) only when its time is up.
 */
export const createPause = (everyMs = 20) => {
  let last = performance.now();
  return async (): Promise<void> => {
    if (performance.now() - last < everyMs) return;
    await new Promise((resolve) => setImmediate(resolve));
    last = performance.now();
  };
};
