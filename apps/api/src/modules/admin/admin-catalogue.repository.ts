import type { Db } from '../../db/database.js';

/**
 * All SQL of the console's data sources (flaring-data's floor). The projects are asked of the projects'
 * front door, their files of the data room's, their grants of access's (issue 36, item 2).
 */

export const listSources = (db: Db) =>
  db.selectFrom('data_sources').selectAll().orderBy('publisher').execute();

export const findSource = (db: Db, id: string) =>
  db.selectFrom('data_sources').selectAll().where('id', '=', id).executeTakeFirst();

export const updateSource = (
  db: Db,
  id: string,
  patch: { title: string; title_es: string; licence: string; licence_es: string },
) => db.updateTable('data_sources').set(patch).where('id', '=', id).execute();

/** The tables that carry a source's rows. */
export const SOURCE_TABLES = [
  'flares',
  'observations',
  'production',
  'gas_compositions',
  'reported_flaring',
] as const;

/** Rows per source in each table that carries them. */
export const rowsPerSource = async (db: Db) => {
  const counts = new Map<string, Record<string, number>>();
  for (const table of SOURCE_TABLES) {
    const rows = await db
      .selectFrom(table)
      .select((eb) => ['source_id', eb.fn.countAll<number>().as('count')])
      .groupBy('source_id')
      .execute();
    for (const row of rows) {
      const entry = counts.get(row.source_id) ?? {};
      entry[table] = Number(row.count);
      counts.set(row.source_id, entry);
    }
  }
  return counts;
};
