import type { ServiceContext } from '../../lib/service-context.js';
import {
  linkedFlareRows,
  noticeProjectRows,
  projectRowsByIds,
  publishedProjectRowsIn,
} from './project-rows.repository.js';

/**
 * Stored project rows other modules ask for in one query (issue 36, item 2; decision 046): the investors'
 * pipeline group and their matching rule read projects through these, not the projects table.
 */

/** The projects among `ids` (an unknown id is left out), in no particular order. */
export const projectRowsOf = async (
  { db }: Pick<ServiceContext, 'db'>,
  { ids }: { ids: readonly string[] },
) => projectRowsByIds(db, ids);

/** The published projects in `stages`, the latest published first (then by slug). */
export const publishedProjectsIn = async (
  { db }: Pick<ServiceContext, 'db'>,
  { stages }: { stages: readonly string[] },
) => publishedProjectRowsIn(db, stages);

/**
 * The flares linked to `projectIds`, in each project's order, with their detection frequency, in one
 * query: what a project's cases are computed from (screening's projectCasesOf is handed this, since
 * screening stands below projects and cannot ask them).
 */
export const linkedFlaresOf = async (
  { db }: Pick<ServiceContext, 'db'>,
  { projectIds }: { projectIds: readonly string[] },
) => linkedFlareRows(db, projectIds);

/**
 * The projects named by `ids` or by `slugs` (an unknown one is left out) as notices name them, with their
 * country, in one query: notifications reads them through its port (ctx.ports.notices; decision 050).
 */
export const noticeProjectsOf = async (
  { db }: Pick<ServiceContext, 'db'>,
  input: { ids: readonly string[] } | { slugs: readonly string[] },
) => ('slugs' in input ? noticeProjectRows(db, 'slug', input.slugs) : noticeProjectRows(db, 'id', input.ids));
