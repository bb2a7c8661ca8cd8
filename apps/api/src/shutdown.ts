import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/** After the drain's time is up, how long the handed-back work gets before the process exits anyway. */
const FORCED_EXIT_AFTER_MS = 5_000;

export type ShutdownOptions = {
  app: FastifyInstance;
  /** SHUTDOWN_TIMEOUT_MS: how long requests in flight and a running import get to finish. */
  timeoutMs: number;
  /** Run once accepting has stopped, before the app closes (the purge schedule stops). */
  beforeClose: () => Promise<void>;
  /** Run once the app has closed (the SQLite checkpoint thread stops). */
  afterClose: () => Promise<void>;
  exit: (code: number) => void;
};

/**
 * The stop on SIGTERM/SIGINT (issue 35, decision 031), which drains:
 *
 * 1. readiness answers 503 and every answer closes its connection (`Connection: close`);
 * 2. the listening socket closes at once: new connections are refused. Open connections are not cut:
 *    a request already sent on one, even not yet read, is answered (Node's server.close() would close
 *    the idle-looking ones at once, and with them requests whose bytes were still in the socket);
 * 3. once no request is in flight, the app closes: Node closes the idle connections, Fastify waits for
 *    the rest, a running import finishes (the imports' onClose), the database closes; exit 0.
 *
 * If that takes longer than `timeoutMs`, or a second signal comes: the lifecycle is cancelled (a running
 * import rolls back at its next batch and its job is marked `import_interrupted`; queued ones are marked
 * so without running), every connection is closed, and the process exits 1 once the app has closed, or
 * 5 s later whatever happens. An import's transaction is all or nothing either way: a process that dies
 * leaves nothing of it, and its job is marked interrupted by the next start (markInterruptedJobs).
 */
export const createShutdown = (options: ShutdownOptions) => {
  const { app, exit } = options;
  let stopping = false;
  let forced = false;

  const force = (reason: string) => {
    if (forced) return;
    forced = true;
    app.log.warn(
      { inFlight: app.lifecycle.inFlight(), reason },
      'stopping now: cutting the requests and the import still running',
    );
    app.lifecycle.cancel();
    app.server.closeAllConnections();
    setTimeout(() => exit(1), FORCED_EXIT_AFTER_MS).unref();
  };

  return async (signal: string): Promise<void> => {
    if (stopping) {
      force(`second ${signal}`);
      return;
    }
    stopping = true;
    const started = performance.now();
    app.log.info({ signal, timeoutMs: options.timeoutMs }, 'draining: not accepting, finishing requests');
    app.lifecycle.beginDrain();
    // Stop listening without Node's http close, which would also close idle-looking keep-alive
    // connections whose request is still unread (net.Server's close stops accepting only).
    net.Server.prototype.close.call(app.server);
    const deadline = setTimeout(() => force('SHUTDOWN_TIMEOUT_MS passed'), options.timeoutMs);
    try {
      await options.beforeClose();
      await app.lifecycle.idle();
      await app.close();
      await options.afterClose();
    } catch (error) {
      app.log.error({ err: error }, 'the stop failed');
      forced = true;
    }
    clearTimeout(deadline);
    app.log.info({ ms: Math.round(performance.now() - started), forced }, 'stopped');
    exit(forced ? 1 : 0);
  };
};
