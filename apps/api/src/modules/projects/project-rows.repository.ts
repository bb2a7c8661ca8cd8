import type { Db } from '../../db/database.js';

/** The SQL of `project-rows.service.ts`: stored project rows in batches, for the modules that match them. */

export const projectRowsByIds = async (db: Db, ids: readonly string[]) => {
  if (ids.length === 0) return [];
  return db
    .selectFrom('projects')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
};

/** Published projects in `stages`, the latest published first. */
export const publishedProjectRowsIn = (db: Db, stages: readonly string[]) =>
  db
    .selectFrom('projects')
    .selectAll()
    .where('is_published', '=', 1)
    .where('stage', 'in', [...stages])
    .orderBy('published_at', 'desc')
    .orderBy('slug')
    .execute();

/** The linked flares of projects, in each project's order, with their detection frequency (decision 041). */
export const linkedFlareRows = (db: Db, projectIds: readonly string[]) =>
  projectIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('project_flares')
        .innerJoin('flares', 'flares.id', 'project_flares.flare_id')
        .select(['project_flares.project_id', 'flares.id', 'flares.detection_frequency'])
        .where('project_flares.project_id', 'in', [...projectIds])
        .orderBy('project_flares.project_id')
        .orderBy('project_flares.position')
        .execute();
