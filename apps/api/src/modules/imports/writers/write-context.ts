import type SQLite from 'better-sqlite3';
import type { ImportSummary, NightfireLayout } from '@flarescope/shared';
import type { Insertable } from 'kysely';
import { insertRows } from '../../../db/bulk-insert.js';
import type { Database, Db, Dialect } from '../../../db/database.js';
import type { FlareYearTotalsTable } from '../../flaring-data/index.js';
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
  /**
   * For a writer that writes only once every row is read (the World Bank's sites, matched all together):
   * how far it is through that writing, 0..1.
   */
  onShare: (share: number) => void | Promise<void>;
  /** The file imported: its name (a Nightfire file's satellite), its layout, the import's time. */
  file?: { name: string; layout?: NightfireLayout | undefined; now: string };
};

/**
 * What the roll-ups must refresh: flares whose observations or company changed, and the flare-year
 * totals the writer summed itself (see writeObservations).
 */
export type WriteOutcome = {
  flareIds: Set<string>;
  formerCompanyIds: Set<string>;
  flareYearTotals?: FlareYearTotalsTable[];
  /**
   * True when the flares' companies changed for every source's observations (a year dated to another
   * company), not only this source's: their roll-ups are refreshed for all sources.
   */
  allSources?: boolean;
  /** What the import found beyond its counts (the import's report shows it). */
  summary?: ImportSummary;
  /**
   * True when no cached view reads what the writer wrote (EOG's nightly detections: their route is not
   * cached): the flaring data version then stays, and the views' caches and the screening with it.
   */
  viewsUnchanged?: boolean;
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

/** Inserts rows in batches of BATCH, letting the event loop run between them (see infra/event-loop.ts). */
export const insertInBatches = async <T extends keyof Database>(
  db: Db,
  table: T,
  rows: ReadonlyArray<Insertable<Database[T]>>,
  pause: () => Promise<void>,
): Promise<void> => {
  for (let i = 0; i < rows.length; i += BATCH) {
    await insertRows(db, table, rows.slice(i, i + BATCH));
    await pause();
  }
};
