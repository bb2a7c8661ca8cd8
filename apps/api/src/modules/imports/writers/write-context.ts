import type SQLite from 'better-sqlite3';
import type { Db, Dialect, FlareYearTotalsTable } from '../../../db/database.js';
import type { RowErrors } from '../import-failure.js';
import type { Resolver } from '../resolver.js';

/** A validated row and its spreadsheet line. */
export type Valid<T> = { line: number; data: T };

/** The rows a writer takes: batches as the reader thread sends them (row-reader.ts). */
export type Rows<T> = AsyncIterable<Iterable<Valid<T>>>;

export type WriteContext = {
  db: Db;
  dialect: Dialect;
  /** SQLite's connection under `db`, for the bulk path's reused statements (none on PostgreSQL). */
  connection?: SQLite.Database | undefined;
  resolver: Resolver;
  errors: RowErrors;
  /**
   * Called every few hundred rows with the number of rows handled so far. Awaited: it may write the
   * job's status, which must not still be on its way when the import ends.
   */
  onRows: (handled: number) => void | Promise<void>;
};

/**
 * What the roll-ups must refresh: flares whose observations or company changed, and the flare-year
 * totals the writer summed itself (see writeObservations).
 */
export type WriteOutcome = {
  flareIds: Set<string>;
  formerCompanyIds: Set<string>;
  flareYearTotals?: FlareYearTotalsTable[];
};

/** The outcome of a writer whose rows no roll-up reads. */
export const nothingToRefresh = (): WriteOutcome => ({ flareIds: new Set(), formerCompanyIds: new Set() });

/** Rows per write batch (one existence query and one multi-row insert each). */
export const BATCH = 1000;

/** Reports a row whose key an earlier row of the file already used; true when it is a repeat. */
export const createRepeatCheck = (ctx: WriteContext) => {
  const seen = new Map<string, number>();
  return (line: number, key: string, column: string | null): boolean => {
    const first = seen.get(key);
    if (first !== undefined) {
      ctx.errors.add({ line, column, key: 'imports.row.duplicate', params: { line: first } });
      return true;
    }
    seen.set(key, line);
    return false;
  };
};
