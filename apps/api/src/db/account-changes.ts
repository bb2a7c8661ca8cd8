import pg from 'pg';

/**
 * PostgreSQL's channel for changes to who is signed in and with what access: triggers on `users`,
 * `sessions` and `access_grants` (migration 019) send the changed row's user id on it when their
 * transaction commits (an empty payload: a TRUNCATE, anyone may have changed).
 */
export const ACCOUNT_CHANGES_CHANNEL = 'flarescope_account_changes';

/** How long to wait before listening again after the connection was lost (then doubling, up to 30 s). */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 30_000;

export type AccountChangeFeed = {
  /**
   * Whether the feed is listening now (so that a cache relying on it may keep what it reads); starts
   * listening on first call. False until LISTEN has succeeded, and again as soon as the connection is lost.
   */
  listening: () => boolean;
  /**
   * Moves whenever everything kept may be stale: each time listening (re)starts, on a TRUNCATE, and on
   * `commitWrote`. A cache empties itself when it moves.
   */
  epoch: () => number;
  /** Moves on every event of the feed (every notification and every epoch): a lookup in flight is not kept. */
  stamp: () => number;
  /** Called with the user id of each notification (after `stamp` moved). */
  onUserChange: (listener: (userId: string) => void) => void;
  /** This process committed a transaction that wrote account tables: move the epoch at once. */
  commitWrote: () => void;
  /** Stops listening for good (the database is being closed). */
  stop: () => Promise<void>;
};

/**
 * A LISTEN connection of its own (not one of the pool's: it is held for as long as the process runs), opened
 * on first use. While it is down (not yet connected, or lost), `listening()` is false, so nothing is kept,
 * and every lookup reads the database as before; it reconnects by itself, and a new LISTEN moves the epoch,
 * since notifications sent while it was down were missed.
 */
export const createAccountChangeFeed = (connectionString: string): AccountChangeFeed => {
  let started = false;
  let stopped = false;
  let isListening = false;
  let epoch = 0;
  let stamp = 0;
  let client: pg.Client | null = null;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | null = null;
  const listeners: ((userId: string) => void)[] = [];

  const moveEpoch = () => {
    epoch += 1;
    stamp += 1;
  };

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = null;
    isListening = false;
    moveEpoch();
    lostClient.removeAllListeners('notification');
    void lostClient.end().catch(() => {});
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString, keepAlive: true });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel !== ACCOUNT_CHANGES_CHANNEL) return;
      stamp += 1;
      if (!message.payload) return moveEpoch();
      for (const listener of listeners) listener(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${ACCOUNT_CHANGES_CHANNEL}`);
    } catch {
      lost(next);
      return;
    }
    if (stopped || client !== next) {
      await next.end().catch(() => {});
      return;
    }
    // Anything may have changed while nobody listened: what was kept before is dropped.
    moveEpoch();
    isListening = true;
    retryMs = RETRY_FIRST_MS;
  };

  return {
    listening: () => {
      if (!started) {
        started = true;
        void connect();
      }
      return isListening;
    },
    epoch: () => epoch,
    stamp: () => stamp,
    onUserChange: (listener) => {
      listeners.push(listener);
    },
    commitWrote: moveEpoch,
    stop: async () => {
      stopped = true;
      isListening = false;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = null;
      if (current) await current.end().catch(() => {});
    },
  };
};
