/**
 * Recently found sessions, kept by token hash, so that a signed-in GET answered from a cached view does
 * not also run the session query (on SQLite it was a quarter of such a request's CPU).
 *
 * What it keeps is never staler than the database: the caller passes a `generation` that changes with
 * every write to users and sessions this process makes and with every commit another process makes
 * (session.repository.ts), and any change empties the cache. Signing out, changing a password, closing
 * an account, an admin's grant or the `user:role` CLI therefore take effect on the very next request.
 * `ttlMs` only bounds how long an entry lives should a write ever bypass both counts.
 *
 * Only found sessions are kept (an unknown token is looked up every time, so guessing cannot fill
 * the cache), and a kept session still ends at its own `expiresAt`.
 */
export type SessionCacheOptions = {
  /** How long a found session is kept at most, whatever the generation says. */
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
  let generationSeen: string | undefined;

  return {
    /**
     * The session behind `tokenHash`, looked up with `lookup` unless a copy of the same `generation`
     * is kept; `nowIso` is the request's time, which a kept session must not have passed.
     */
    find(
      tokenHash: string,
      nowIso: string,
      generation: string,
      lookup: () => Row | undefined,
    ): Row | undefined {
      if (generation !== generationSeen) {
        entries.clear();
        generationSeen = generation;
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
