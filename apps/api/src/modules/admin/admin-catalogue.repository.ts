import type { Db } from '../../db/database.js';

/** All SQL of the console's projects and data sources. `db` may be a transaction. */

export const listProjects = (db: Db) =>
  db
    .selectFrom('projects as p')
    .leftJoin('users as u', 'u.id', 'p.owner_id')
    .select([
      'p.id',
      'p.slug',
      'p.title_en',
      'p.title_es',
      'p.stage',
      'p.owner_id',
      'p.is_published',
      'p.is_featured',
      'p.is_illustrative',
      'p.updated_at',
      'u.email as owner_email',
    ])
    .orderBy('p.updated_at', 'desc')
    .orderBy('p.slug')
    .execute();

export const findProject = (db: Db, slug: string) =>
  db.selectFrom('projects').selectAll().where('slug', '=', slug).executeTakeFirst();

/** Features one project (and no other), or stops featuring it. */
export const setFeatured = async (db: Db, projectId: string, isFeatured: boolean, now: string) => {
  if (isFeatured) {
    await db
      .updateTable('projects')
      .set({ is_featured: 0, updated_at: now })
      .where('is_featured', '=', 1)
      .where('id', '!=', projectId)
      .execute();
  }
  await db
    .updateTable('projects')
    .set({ is_featured: isFeatured ? 1 : 0, updated_at: now })
    .where('id', '=', projectId)
    .execute();
};

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

/** Where the files of a project's data room are stored (every version of every document). */
export const storageKeysOfProject = async (db: Db, projectId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('data_room_versions as v')
      .innerJoin('data_room_documents as d', 'd.id', 'v.document_id')
      .select('v.storage_key')
      .where('d.project_id', '=', projectId)
      .execute()
  ).map((row) => row.storage_key);

/**
 * Deletes a project: its flares, stages, pipeline and data-room rows go with it (foreign keys cascade);
 * its one-project access grants, which carry no foreign key, are deleted here.
 */
export const deleteProject = async (db: Db, projectId: string): Promise<void> => {
  await db
    .deleteFrom('access_grants')
    .where('kind', '=', 'projects')
    .where('project_id', '=', projectId)
    .execute();
  await db.deleteFrom('projects').where('id', '=', projectId).execute();
};
