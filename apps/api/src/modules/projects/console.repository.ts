import type { Db } from '../../db/database.js';

/** The SQL of `console.service.ts`: what the admin console asks of the projects. `db` may be a transaction. */

/** Every project, drafts too, the latest changed first. */
export const consoleProjectRows = (db: Db) =>
  db
    .selectFrom('projects')
    .select([
      'id',
      'slug',
      'title_en',
      'title_es',
      'stage',
      'owner_id',
      'is_published',
      'is_featured',
      'is_illustrative',
      'updated_at',
    ])
    .orderBy('updated_at', 'desc')
    .orderBy('slug')
    .execute();

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

/** Deletes a project: its flares, stages, pipeline and data-room rows go with it (foreign keys cascade). */
export const deleteProjectRow = async (db: Db, projectId: string): Promise<void> => {
  await db.deleteFrom('projects').where('id', '=', projectId).execute();
};

/** Projects by id or by web address name (an unknown one is left out). */
export const projectNamesBy = (db: Db, column: 'id' | 'slug', values: readonly string[]) =>
  values.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('projects')
        .select(['id', 'slug', 'title_en', 'title_es'])
        .where(column, 'in', [...new Set(values)])
        .execute();

/** Projects per stage, and how many of them are published. */
export const projectsByStage = (db: Db) =>
  db
    .selectFrom('projects')
    .select((eb) => [
      'stage',
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>('is_published').as('published'),
    ])
    .groupBy('stage')
    .execute();
