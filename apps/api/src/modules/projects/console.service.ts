import type { ServiceContext } from '../../lib/service-context.js';
import * as repo from './console.repository.js';
import { featuredProject, findProjectBySlug } from './projects.repository.js';

/**
 * What the admin console asks of the projects (issue 36, item 2): it names no project table itself. Each
 * is the one query the console ran on `projects`; the writes take the console's transaction as `ctx.db`.
 */

/** A project's web address name and titles, as the console names it in a grant or a mail. */
export type ProjectName = { id: string; slug: string; title_en: string; title_es: string };

/** Every project, drafts too, the latest changed first, with its owner's id (the console asks accounts who). */
export const consoleProjects = async ({ db }: Pick<ServiceContext, 'db'>) => repo.consoleProjectRows(db);

/** A project's stored row by its web address name; null when there is none. */
export const projectBySlug = async ({ db }: Pick<ServiceContext, 'db'>, { slug }: { slug: string }) =>
  (await findProjectBySlug(db, slug)) ?? null;

/** Features the project (and stops featuring any other), or stops featuring it. */
export const setProjectFeatured = async (
  { db }: Pick<ServiceContext, 'db'>,
  { projectId, isFeatured, now }: { projectId: string; isFeatured: boolean; now: string },
): Promise<void> => repo.setFeatured(db, projectId, isFeatured, now);

/** Deletes the project's row; its flares, stages, pipeline and data-room rows go with it (foreign keys). */
export const deleteProjectRow = async (
  { db }: Pick<ServiceContext, 'db'>,
  { projectId }: { projectId: string },
): Promise<void> => repo.deleteProjectRow(db, projectId);

/** The projects named by `slugs` or by `ids` (an unknown one is left out), in one query. */
export const projectNamesOf = async (
  { db }: Pick<ServiceContext, 'db'>,
  input: { slugs: readonly string[] } | { ids: readonly string[] },
): Promise<ProjectName[]> =>
  'slugs' in input ? repo.projectNamesBy(db, 'slug', input.slugs) : repo.projectNamesBy(db, 'id', input.ids);

/** The dashboard's projects: per stage (and published), and the featured one (null when none). */
export const projectFigures = async ({ db }: Pick<ServiceContext, 'db'>) => {
  const [stages, featured] = await Promise.all([repo.projectsByStage(db), featuredProject(db)]);
  return {
    stages: stages.map((row) => ({
      stage: row.stage,
      total: Number(row.total),
      published: Number(row.published ?? 0),
    })),
    featured: featured
      ? { slug: featured.slug, titleEn: featured.title_en, titleEs: featured.title_es }
      : null,
  };
};
