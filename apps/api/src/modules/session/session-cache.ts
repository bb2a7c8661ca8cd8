/**
 * Recently found sessions, kept by token hash, so that a signed-in GET answered from a cached view does
 * not also run the session query (on SQLite it was a quarter of such a request's CPU; on PostgreSQL a round
 * trip that held signed-in views at a third of the bare route's speed).
 *
 * What it keeps is never staler than the database allows: the caller passes a `generation` that changes
 * with every write to users, sessions and grants this process makes and with every commit another process
 * makes (SQLite: `PRAGMA data_version`; PostgreSQL: the account changes feed, db/account-changes.ts), and
 * any change empties the cache; on PostgreSQL a change another process made to one user's account forgets
 * that user's sessions alone (`forgetUser`). Signing out, changing a password, closing an account, an
 * admin's grant or the `user:role` CLI therefore take effect on the very next request (in another
 * PostgreSQL process, when its notification arrives: a millisecond or two). `ttlMs` only bounds how long an
 * entry lives should a write ever bypass every count.
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

export const createSessionCache = <Row extends { expiresAt: string; id: string }>(
  options: SessionCacheOptions = {},
) => {
  const ttlMs = options.ttlMs ?? 1000;
  const maxEntries = options.maxEntries ?? 10_000;
  const monotonicNow = options.monotonicNow ?? (() => performance.now());
  const entries = new Map<string, Entry<Row>>();
  let generationSeen: string | undefined;
  /** Lookups answered from the cache, and those that ran the query (the metrics read them). */
  let hits = 0;
  let misses = 0;

  /** The kept row while it lives (or undefined: look it up), after emptying the cache on a new generation. */
  const kept = (tokenHash: string, generation: string, now: number): Entry<Row> | undefined => {
    if (generation !== generationSeen) {
      entries.clear();
      generationSeen = generation;
    }
    const entry = entries.get(tokenHash);
    return entry && entry.until > now ? entry : undefined;
  };

  const keep = (tokenHash: string, row: Row | undefined, now: number) => {
    if (!row) {
      entries.delete(tokenHash);
      return;
    }
    if (!entries.has(tokenHash) && entries.size >= maxEntries) {
      entries.delete(entries.keys().next().value as string);
    }
    entries.set(tokenHash, { row, until: now + ttlMs });
  };

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
      const now = monotonicNow();
      const entry = kept(tokenHash, generation, now);
      if (entry) {
        hits += 1;
        return entry.row.expiresAt > nowIso ? entry.row : undefined;
      }
      misses += 1;
      const row = lookup();
      keep(tokenHash, row, now);
      return row;
    },

    /**
     * `find` for a lookup that takes time (a round trip to PostgreSQL), during which the session may end in
     * this or another process: the row found is kept only if `stillCurrent()` says nothing changed since
     * the lookup started (else it is answered once, as an uncached read would have been, and not kept).
     */
    async findAsync(
      tokenHash: string,
      nowIso: string,
      generation: string,
      lookup: () => Promise<Row | undefined>,
      stillCurrent: () => boolean,
    ): Promise<Row | undefined> {
      const entry = kept(tokenHash, generation, monotonicNow());
      if (entry) {
        hits += 1;
        return entry.row.expiresAt > nowIso ? entry.row : undefined;
      }
      misses += 1;
      const row = await lookup();
      if (stillCurrent()) keep(tokenHash, row, monotonicNow());
      else entries.delete(tokenHash);
      return row;
    },

    /** Forgets every kept session of one user (their account, sessions or grants changed elsewhere). */
    forgetUser(userId: string) {
      for (const [tokenHash, entry] of entries) if (entry.row.id === userId) entries.delete(tokenHash);
    },

    /** Forgets everything. */
    clear() {
      entries.clear();
    },

    get size() {
      return entries.size;
    },

    /** Lookups so far: answered from the cache (`hits`) or by the query (`misses`). */
    get lookups() {
      return { hits, misses };
    },
  };
};
