import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ProjectsTable } from './projects.tables.js';

/** All SQL for projects. `db` may be a transaction. */

export type ProjectRow = Selectable<ProjectsTable>;

/** The catalogue whose yearly volumes are "the" flared gas (docs/architecture.md). */
export const SATELLITE_SOURCE = 'eog-vnf-catalog-2017-2024';

export const findProjectBySlug = (db: Db, slug: string) =>
  db.selectFrom('projects').selectAll().where('slug', '=', slug).executeTakeFirst();

export const findProjectById = (db: Db, id: string) =>
  db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();

export const isSlugTaken = async (db: Db, slug: string, exceptId?: string): Promise<boolean> => {
  let query = db.selectFrom('projects').select('id').where('slug', '=', slug);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
};

/** Projects for a list: published ones, or those a user owns, or all (admins). Filters in SQL. */
export const listProjects = (
  db: Db,
  filter: {
    scope: 'published' | 'owned' | 'all';
    ownerId?: string;
    countryIso3?: string | undefined;
    stage?: string | undefined;
    technology?: string | undefined;
  },
) => {
  let query = db.selectFrom('projects').selectAll();
  if (filter.scope === 'published') query = query.where('is_published', '=', 1);
  if (filter.scope === 'owned') query = query.where('owner_id', '=', filter.ownerId ?? '');
  if (filter.countryIso3) query = query.where('country_iso3', '=', filter.countryIso3);
  if (filter.stage) query = query.where('stage', '=', filter.stage);
  if (filter.technology) query = query.where('technology', '=', filter.technology);
  return query.orderBy('updated_at', 'desc').execute();
};

export const insertProject = (db: Db, row: Insertable<ProjectsTable>) =>
  db.insertInto('projects').values(row).execute();

export const updateProject = (db: Db, id: string, values: Partial<Insertable<ProjectsTable>>) =>
  db.updateTable('projects').set(values).where('id', '=', id).execute();

/** The funding plan's amounts (JSON) and their sum, the funding sought (the investors' funding-plan service). */
export const updateFundingPlan = (
  db: Db,
  id: string,
  plan: { fundingPlan: string; fundingSoughtUsd: number; updatedAt: string },
) =>
  updateProject(db, id, {
    funding_plan: plan.fundingPlan,
    funding_sought_usd: plan.fundingSoughtUsd,
    updated_at: plan.updatedAt,
  });

export const replaceProjectFlares = async (db: Db, projectId: string, flareIds: readonly string[]) => {
  await db.deleteFrom('project_flares').where('project_id', '=', projectId).execute();
  if (flareIds.length === 0) return;
  await db
    .insertInto('project_flares')
    .values(flareIds.map((flareId, position) => ({ project_id: projectId, flare_id: flareId, position })))
    .execute();
};

export const insertStageChange = (
  db: Db,
  row: { id: string; projectId: string; stage: string; changedBy: string | null; changedAt: string },
) =>
  db
    .insertInto('project_stage_changes')
    .values({
      id: row.id,
      project_id: row.projectId,
      stage: row.stage,
      changed_by: row.changedBy,
      changed_at: row.changedAt,
    })
    .execute();

export const stageHistory = (db: Db, projectId: string) =>
  db
    .selectFrom('project_stage_changes')
    .select(['stage', 'changed_at'])
    .where('project_id', '=', projectId)
    .orderBy('changed_at')
    .orderBy('id')
    .execute();

export const listTechnologies = (db: Db) =>
  db.selectFrom('project_technologies').selectAll().orderBy('position').execute();

export const insertTechnology = (
  db: Db,
  row: { id: string; nameEn: string; nameEs: string; position: number; now: string },
) =>
  db
    .insertInto('project_technologies')
    .values({
      id: row.id,
      name_en: row.nameEn,
      name_es: row.nameEs,
      position: row.position,
      created_at: row.now,
    })
    .execute();

/** The flare behind an explorer URL (country, company and flare slugs), with its company and country. */
export const findFlareBySlugs = (db: Db, ref: { country: string; company: string; name: string }) =>
  db
    .selectFrom('flares')
    .innerJoin('companies', 'companies.id', 'flares.company_id')
    .innerJoin('countries', 'countries.iso3', 'flares.country_iso3')
    .select(['flares.id', 'flares.company_id', 'flares.country_iso3', 'flares.detection_frequency'])
    .where('countries.slug', '=', ref.country)
    .where('companies.slug', '=', ref.company)
    .whereRef('companies.country_iso3', '=', 'countries.iso3')
    .where('flares.name', '=', ref.name)
    .executeTakeFirst();

/** The linked flares of projects, in each project's order, with what the pages show of them. */
export const flaresOfProjects = (db: Db, projectIds: readonly string[]) =>
  projectIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('project_flares')
        .innerJoin('flares', 'flares.id', 'project_flares.flare_id')
        .innerJoin('companies', 'companies.id', 'flares.company_id')
        .innerJoin('countries', 'countries.iso3', 'flares.country_iso3')
        .select([
          'project_flares.project_id as projectId',
          'flares.id',
          'flares.name',
          'flares.latitude',
          'flares.longitude',
          'flares.type',
          'flares.detection_frequency as detectionFrequency',
          'companies.slug as companySlug',
          'companies.name as companyName',
          'companies.is_unattributed as isUnattributed',
          'countries.slug as countrySlug',
          'countries.iso3',
          'countries.name_en as countryNameEn',
          'countries.name_es as countryNameEs',
        ])
        .where('project_flares.project_id', 'in', projectIds)
        .orderBy('project_flares.project_id')
        .orderBy('project_flares.position')
        .execute();

/** Yearly satellite volumes of flares (m³), oldest first. */
export const yearlyVolumesOfFlares = (db: Db, flareIds: readonly string[]) =>
  flareIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('flare_year_totals')
        .select(['flare_id', 'year', 'volume_m3', 'source_id'])
        .where('flare_id', 'in', flareIds)
        .where('source_id', '=', SATELLITE_SOURCE)
        .orderBy('year')
        .execute();

/** The latest chromatography of each flare that has one. */
export const latestCompositionsOfFlares = async (db: Db, flareIds: readonly string[]) => {
  if (flareIds.length === 0) return [];
  const rows = await db
    .selectFrom('gas_compositions')
    .selectAll()
    .where('flare_id', 'in', flareIds)
    .orderBy('sampled_on', 'desc')
    .execute();
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.flare_id) && seen.add(row.flare_id));
};

export const findCountryBySlugOrIso3 = (db: Db, value: string) =>
  db
    .selectFrom('countries')
    .selectAll()
    .where((eb) => eb.or([eb('slug', '=', value), eb('iso3', '=', value.toUpperCase())]))
    .executeTakeFirst();

export const countriesByIso3 = (db: Db, iso3s: readonly string[]) =>
  iso3s.length === 0
    ? Promise.resolve([])
    : db.selectFrom('countries').selectAll().where('iso3', 'in', iso3s).execute();

export const companiesById = (db: Db, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('companies').selectAll().where('id', 'in', ids).execute();

export const deleteProject = (db: Db, id: string) => db.deleteFrom('projects').where('id', '=', id).execute();

/** The published project an administrator featured on the home screen, if any. */
export const featuredProject = (db: Db) =>
  db
    .selectFrom('projects')
    .select(['slug', 'title_en', 'title_es', 'summary_en', 'summary_es', 'stage'])
    .where('is_featured', '=', 1)
    .where('is_published', '=', 1)
    .orderBy('updated_at', 'desc')
    .executeTakeFirst();
