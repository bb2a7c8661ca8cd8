/**
 * The process's stop as the app sees it (issue 35, decision 031): while `draining`, readiness answers 503
 * and every answer closes its connection; `cancelled` is aborted when the drain's time is up, and long
 * work (an import) then hands its work back rather than be cut half-written. `inFlight` counts the requests
 * being answered (from routing to the connection's answer being sent or dropped), which the drain waits for.
 */
export type Lifecycle = {
  isDraining: () => boolean;
  /** Aborted when the drain's time is up (SHUTDOWN_TIMEOUT_MS) or on a second signal. */
  cancelled: AbortSignal;
  beginDrain: () => void;
  cancel: () => void;
  /** One request began; the returned function ends it (once, whatever calls it). */
  requestStarted: () => () => void;
  inFlight: () => number;
  /**
   * Resolves once no request is in flight, looked at after a turn of the event loop (so that requests
   * whose bytes had arrived are routed first), or when `cancelled` is aborted.
   */
  idle: () => Promise<void>;
};

export const createLifecycle = (): Lifecycle => {
  let draining = false;
  let inFlight = 0;
  const controller = new AbortController();
  const waiters = new Set<() => void>();
  const wake = () => {
    if (inFlight > 0 && !controller.signal.aborted) return;
    for (const resolve of waiters) resolve();
    waiters.clear();
  };
  controller.signal.addEventListener('abort', wake);
  return {
    isDraining: () => draining,
    cancelled: controller.signal,
    beginDrain: () => {
      draining = true;
    },
    cancel: () => controller.abort(),
    requestStarted: () => {
      inFlight += 1;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        inFlight -= 1;
        if (inFlight === 0) wake();
      };
    },
    inFlight: () => inFlight,
    idle: () =>
      new Promise<void>((resolve) => {
        setImmediate(() => {
          waiters.add(resolve);
          wake();
        });
      }),
  };
};
