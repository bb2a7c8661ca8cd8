import type { ImportCounts } from '../resolver.js';

export type KeyedDiff<Row, Stored, Changes> = {
  /** The table the rows are counted under in the import's report. */
  table: string;
  counts: ImportCounts;
  /** One batch of rows, in file order. */
  rows: Iterable<Row>;
  /** The rows stored under the batch's keys (fetched by the writer, one query per batch). */
  stored: Iterable<Stored>;
  keyOf: (row: Row) => string;
  keyOfStored: (stored: Stored) => string;
  /** What the stored row lacks of the new one, or null when nothing changed. */
  changesOf: (stored: Stored, row: Row) => Changes | null;
  update: (row: Row, stored: Stored, changes: Changes) => Promise<void>;
  /** Called once with every row no stored row has the key of (maybe none). */
  insert: (rows: Row[]) => Promise<void>;
};

/**
 * The upsert every batch of observations, production and compositions goes through: each row is matched
 * by its natural key to the stored rows; the new ones are inserted together after the batch, a changed one
 * is updated at once, and each row is counted as inserted, updated or unchanged.
 */
export const diffByKey = async <Row, Stored, Changes>(
  diff: KeyedDiff<Row, Stored, Changes>,
): Promise<void> => {
  const stored = new Map<string, Stored>();
  for (const row of diff.stored) stored.set(diff.keyOfStored(row), row);
  const inserts: Row[] = [];
  for (const row of diff.rows) {
    const before = stored.get(diff.keyOf(row));
    if (before === undefined) {
      inserts.push(row);
      continue;
    }
    const changes = diff.changesOf(before, row);
    if (changes === null) {
      diff.counts.add(diff.table, 'unchanged');
      continue;
    }
    diff.counts.add(diff.table, 'updated');
    await diff.update(row, before, changes);
  }
  await diff.insert(inserts);
  diff.counts.add(diff.table, 'inserted', inserts.length);
};
