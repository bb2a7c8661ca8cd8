/**
 * Recently found sessions, kept by token hash for at most `ttlMs`, so that a signed-in GET answered
 * from a cached view does not also read the database (on SQLite that read was a quarter of its CPU).
 *
 * What it keeps is never staler than this process's own writes: the caller passes the number of
 * writes to users and sessions the process has run (`accountWritesOf`), and any change to it empties
 * the cache. Signing out, changing a password, closing an account or an admin granting access
 * therefore take effect on the very next request. Only a change made by another process (the
 * `user:role` CLI on the same SQLite file) can take up to `ttlMs` to be seen.
 *
 * Only found sessions are kept (an unknown token is looked up every time, so guessing cannot fill
 * the cache), and a kept session still ends at its own `expiresAt`.
 */
export type SessionCacheOptions = {
  /** How long a found session is trusted without reading the database again. */
  ttlMs?: number;
  maxEntries?: number;
  monotonicNow?: () => number;
};

type Entry<Row> = { row: Row; until: number };

export const createSessionCache = <Row extends { expiresAt: string }>(options: SessionCacheOptions = {}) => {
  const ttlMs = options.ttlMs ?? 1000;
  const maxEntries = options.maxEntries ?? 10_000;
  const monotonicNow = options.monotonicNow ?? (() => performance.now());
  const entries = new Map<string, Entry<Row>>();
  let writesSeen = -1;

  return {
    /**
     * The session behind `tokenHash`, looked up with `lookup` unless a fresh copy is kept. `writes` is
     * the process's count of account writes; `nowIso` the request's time, which a kept session must
     * not have passed.
     */
    find(tokenHash: string, nowIso: string, writes: number, lookup: () => Row | undefined): Row | undefined {
      if (writes !== writesSeen) {
        entries.clear();
        writesSeen = writes;
      }
      const now = monotonicNow();
      const kept = entries.get(tokenHash);
      if (kept && kept.until > now) return kept.row.expiresAt > nowIso ? kept.row : undefined;
      const row = lookup();
      if (!row) {
        entries.delete(tokenHash);
        return undefined;
      }
      if (!kept && entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(tokenHash, { row, until: now + ttlMs });
      return row;
    },
    get size() {
      return entries.size;
    },
  };
};
