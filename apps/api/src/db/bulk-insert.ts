import type SQLite from 'better-sqlite3';
import { CompiledQuery, type Insertable } from 'kysely';
import type { Database, Db, Dialect } from './database.js';

/** Multi-row inserts for the imports' and the roll-ups' many rows. `db` may be a transaction. */

/** Parameters per statement: under SQLite's 32 766 and PostgreSQL's 65 535. */
const MAX_PARAMETERS = 30_000;

/** Inserts rows in multi-row statements sized to stay under the parameter limits. */
export const insertRows = async <T extends keyof Database>(
  db: Db,
  table: T,
  rows: ReadonlyArray<Insertable<Database[T]>>,
): Promise<void> => {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const batch = Math.max(1, Math.min(1000, Math.floor(MAX_PARAMETERS / columns)));
  for (let i = 0; i < rows.length; i += batch) {
    // Kysely cannot narrow the values type through a generic table name; the signature checks the rows.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + batch) as never)
      .execute();
  }
};

const placeholderCache = new Map<string, string>();

/** `(?, ?), (?, ?)` for SQLite, `($1, $2), ($3, $4)` for PostgreSQL. */
const placeholders = (dialect: Dialect, rows: number, columns: number): string => {
  const key = `${dialect}:${rows}:${columns}`;
  let text = placeholderCache.get(key);
  if (!text) {
    let n = 0;
    const tuple = () =>
      `(${Array.from({ length: columns }, () => (dialect === 'sqlite' ? '?' : `$${(n += 1)}`)).join(', ')})`;
    text = Array.from({ length: rows }, tuple).join(', ');
    placeholderCache.set(key, text);
  }
  return text;
};

export type BulkInsert = (rows: ReadonlyArray<unknown>, rowCount: number) => Promise<void>;

/**
 * An inserter for the bulk path of imports (millions of observations): rows come as one flat array of
 * values in `columns` order and go in as multi-row INSERTs. Building each statement with Kysely's
 * query builder costs more than SQLite's own work, so the SQL is written here once per batch size;
 * on SQLite, given its connection, the prepared statements are kept and reused too.
 */
export const bulkInserter = <T extends keyof Database>(
  db: Db,
  dialect: Dialect,
  table: T,
  columns: ReadonlyArray<keyof Database[T] & string>,
  connection?: SQLite.Database,
): BulkInsert => {
  const perStatement = Math.max(1, Math.min(1000, Math.floor(MAX_PARAMETERS / columns.length)));
  const head = `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values `;
  const statements = new Map<number, SQLite.Statement>();
  const run = async (values: ReadonlyArray<unknown>, rows: number) => {
    const text = head + placeholders(dialect, rows, columns.length);
    if (connection) {
      let statement = statements.get(rows);
      if (!statement) statements.set(rows, (statement = connection.prepare(text)));
      statement.run(values as unknown[]);
      return;
    }
    await db.executeQuery(CompiledQuery.raw(text, values as unknown[]));
  };
  return async (values, rowCount) => {
    const width = columns.length;
    for (let first = 0; first < rowCount; first += perStatement) {
      const rows = Math.min(perStatement, rowCount - first);
      await run(rowCount === rows ? values : values.slice(first * width, (first + rows) * width), rows);
    }
  };
};
