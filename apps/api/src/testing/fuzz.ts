import { createHash } from 'node:crypto';
import { sql, type TableMetadata } from 'kysely';
import type { Db } from '../db/database.js';
import { isPostgres } from '../db/races.js';

/**
 * The fuzz suite's pieces (app-fuzz.test.ts): a seeded random source, the hostile values and request
 * mutations it sends to every operation of /api/openapi.json, and a fingerprint of the database to
 * prove that none of them changed anything.
 */

/** mulberry32: a small seeded generator, so a failing run can be repeated with its seed. */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    int: (max: number) => Math.floor(next() * max),
  };
};
export type Random = ReturnType<typeof seededRandom>;

/** Path segments, already percent-encoded as they travel. */
export const HOSTILE_SEGMENTS = [
  'a%00b',
  '%00',
  '%01%02%1f',
  '%ZZ',
  '%E0%A4%A',
  '%ED%A0%80', // a lone surrogate in UTF-8 (invalid)
  '%F0%9F%94%A5',
  '..%2F..%2Fetc%2Fpasswd',
  '__proto__',
  'constructor',
  'prototype',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  '%20',
  `${'a'.repeat(160)}`,
  `${'a'.repeat(600)}`,
  `${'%C3%B1'.repeat(200)}`,
  "'%20OR%201=1--",
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  'a%2Fb',
  '%25',
] as const;

/** Query string values (raw, encoded by the caller when marked). */
export const HOSTILE_QUERY_VALUES = [
  '%00',
  '%01',
  '%ZZ',
  '%ED%A0%80',
  encodeURIComponent('x'.repeat(20_000)),
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  encodeURIComponent('__proto__'),
  encodeURIComponent('<script>'),
  encodeURIComponent('🔥'),
  '',
] as const;

/** Strings inside JSON bodies. */
export const HOSTILE_STRINGS = [
  'a\u0000b',
  '\u0007bell',
  '\u001b[31mred',
  '\ud800',
  'lone \udfff',
  'x'.repeat(70_000),
  '<img src=x onerror=alert(1)>',
  "'; DROP TABLE users; --",
  '\u202e\u202d',
  '',
] as const;

/** A value of a type other than the schema's for a property. */
export const wrongTypeFor = (schema: { type?: unknown } | undefined, random: Random): unknown => {
  const type = typeof schema?.type === 'string' ? schema.type : 'string';
  const options: Record<string, unknown[]> = {
    string: [12345, true, null, [], { nested: 'x' }, Number.MAX_VALUE],
    number: ['12', 'abc', true, null, [], {}],
    integer: [1.5, '3', 'x', false, null, []],
    boolean: ['true', 1, 'yes', null, []],
    array: ['[]', {}, 3, null],
    object: ['{}', [], 4, true, null],
  };
  return random.pick(options[type] ?? options.string!);
};

/** `depth` arrays inside each other, built without recursion. */
export const deepNesting = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

// --- The database's fingerprint -------------------------------------------------------------------

/**
 * What requests may change: rate-limit counters, audit rows (the data room's access log records refused
 * looks by design, issue 17), and the time a session was last used.
 */
const IGNORED_TABLES = new Set([
  'rate_limits',
  'audit_events',
  'data_room_access_log',
  'kysely_migration',
  'kysely_migration_lock',
]);
const IGNORED_COLUMNS: Record<string, string[]> = { sessions: ['last_used_at', 'expires_at'] };
/** Large data tables: counted and summed rather than hashed row by row. */
const LARGE_TABLES: Record<string, string> = {
  observations: 'volume_m3',
  flare_year_totals: 'volume_m3',
  flares: 'latitude',
  production: 'oil_bbl',
  // The US operators' months (51 241 rows shipped) and the screened rows (~8 000 of ~70 columns): hashed row
  // by row they were a second of every fingerprint, most of the World Bank suite's sixteen.
  operator_months: 'flared_m3',
  screened_opportunities: 'npv',
};

/** A table's row count and its rows' lines, joined (tableHash). */
type Lines = { n: string | number; lines: string | null };

/**
 * One table's rows as one hash, every column of every row (less `except`), computed by the database: each
 * row a line of its columns quoted as SQL quotes them (NULL apart from 'NULL', a quote inside a text
 * doubled, so no two rows make the same line), the lines sorted (not in the order stored: a row deleted and
 * written again is the same row) and joined. The same strength as reading the rows and hashing them here,
 * for less: `flares` and `flare_year_totals` of the seeded data (19 507 and 56 328 rows) took 0.5 CPU-s read
 * into objects and stringified, 0.2 hashed by SQLite; on PostgreSQL 0.45 of the API's, now 0.2–0.3 of the
 * server's and none of the API's (the bulk of the World Bank suite's fingerprints).
 * `roundReals`: non-integral reals to 12 significant digits, as for sums that PostgreSQL adds in the order
 * it reads the rows (the last bits then differ between an import's refresh and a full rebuild).
 */
export const tableHash = async (
  db: Db,
  table: TableMetadata,
  options: { except?: readonly string[]; roundReals?: boolean } = {},
): Promise<string> => {
  const postgres = isPostgres(db);
  const columns = table.columns
    .filter((column) => !options.except?.includes(column.name))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
  const cells = columns.map(({ name, dataType }) => {
    const value = sql.ref(name);
    if (postgres) {
      const isReal = /^(float[48]|real|double precision)$/.test(dataType);
      return options.roundReals && isReal
        ? sql`case when ${value} <> round(${value}) then to_char(${value}, '9.99999999999EEEE') else quote_nullable(${value}) end`
        : sql`quote_nullable(${value})`;
    }
    // SQLite's typeof is the value's, not the column's: a REAL column holds its whole numbers as reals.
    return options.roundReals
      ? sql`case when typeof(${value}) = 'real' and ${value} <> round(${value}) then printf('%.11e', ${value}) else quote(${value}) end`
      : sql`quote(${value})`;
  });
  const line = sql.join(cells, sql` || ',' || `);
  const from = sql.table(table.name);
  // PostgreSQL: `collate "C"`, in bytes, the same order on every server whatever its locale (and the
  // cheapest to sort). SQLite: sorted in the subquery, whose rows an aggregate reads in their order (an ordered
  // subquery is not flattened into an aggregate); group_concat's own ORDER BY cost 2.5 times as much (0.24
  // against 0.09 CPU-s for flare_year_totals). Were the order ever lost, the hash would change, not hide one.
  const all = postgres
    ? sql<Lines>`select count(*) as n, string_agg(line, E'\n' order by line collate "C") as lines from (select ${line} as line from ${from}) as r`
    : sql<Lines>`select count(*) as n, group_concat(line, char(10)) as lines from (select ${line} as line from ${from} order by line) as r`;
  const { n, lines } = (await all.execute(db)).rows[0] ?? { n: 0, lines: null };
  return createHash('sha256')
    .update(`${columns.map((column) => column.name).join(',')}\n${Number(n)}\n`)
    .update(lines ?? '')
    .digest('hex')
    .slice(0, 16);
};

/**
 * One hash per table: every row of the small tables, a count and a sum of the large ones. `except` names
 * tables the caller compares its own way or not at all: they are not read (the screening's tables alone
 * are tens of thousands of rows).
 */
export const fingerprint = async (
  db: Db,
  options: { except?: readonly string[] } = {},
): Promise<Record<string, string>> => {
  const tables = (await db.introspection.getTables()).sort((a, b) => (a.name < b.name ? -1 : 1));
  const except = new Set(options.except);
  const result: Record<string, string> = {};
  for (const metadata of tables) {
    const table = metadata.name;
    if (IGNORED_TABLES.has(table) || except.has(table)) continue;
    const column = LARGE_TABLES[table];
    if (column) {
      const row = await sql<{ n: number | string; s: number | string | null }>`
        select count(*) as n, sum(${sql.ref(column)}) as s from ${sql.table(table)}`.execute(db);
      const { n, s } = row.rows[0] ?? { n: 0, s: 0 };
      result[table] = `${Number(n)}:${Number(s ?? 0).toPrecision(12)}`;
      continue;
    }
    result[table] = await tableHash(db, metadata, { except: IGNORED_COLUMNS[table] });
  }
  return result;
};

/** The tables whose fingerprint differs. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>): string[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (table) => before[table] !== after[table],
  );
