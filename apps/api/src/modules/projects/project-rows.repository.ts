import type { Db } from '../../db/database.js';
import type { NoticesPort } from '../notifications/index.js';

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

/**
 * Projects by id or by address name, with their country's names: what a notice says of its project and
 * what a new opportunity's matching rule reads (decision 039), for notifications (decision 050).
 */
export const noticeProjectRows = (db: Db, column: 'id' | 'slug', values: readonly string[]) =>
  values.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('projects')
        .leftJoin('countries', 'countries.iso3', 'projects.country_iso3')
        .select([
          'projects.id',
          'projects.slug',
          'projects.title_en',
          'projects.title_es',
          'projects.owner_id',
          'projects.stage',
          'projects.technology',
          'projects.is_published',
          'projects.funding_sought_usd',
          // What the matching rule reads (decision 039).
          'projects.model_inputs',
          'projects.gas_available_m3_per_day',
          'projects.funding_plan',
          'projects.country_iso3',
          'projects.updated_at',
          'countries.iso2',
          'countries.name_en as country_en',
          'countries.name_es as country_es',
        ])
        .where(`projects.${column}`, 'in', [...new Set(values)])
        .execute();

/**
 * The bell's projects (decision 050): the address name and titles of the project each notice names, joined
 * to notifications' own query of a user's latest notices so that the bell stays one query. Notifications
 * places it (ctx.ports.notices.projectNamesJoin); projects imports notifications, so it cannot ask.
 */
export const withNoticeProjectNames: NoticesPort['projectNamesJoin'] = (notices) =>
  notices
    .leftJoin('projects', 'projects.id', 'notifications.project_id')
    .select(['projects.slug', 'projects.title_en', 'projects.title_es']);
