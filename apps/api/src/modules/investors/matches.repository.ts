import type { Db } from '../../db/database.js';

/**
 * The SQL of investors matched to opportunities (decision 039): the countries, the profiles and the
 * projects' baseline; the screened rows are screening's (its front door: screenedRowsMatching …).
 */

export const allCountries = (db: Db) =>
  db.selectFrom('countries').select(['iso3', 'iso2', 'slug', 'name_en', 'name_es']).execute();

export const allProfiles = (db: Db) => db.selectFrom('investor_profiles').selectAll().execute();

/** Every investor profile with the criteria a new opportunity is matched against (decision 039). */
export const profileCriteria = (db: Db) =>
  db
    .selectFrom('investor_profiles')
    .select([
      'user_id',
      'countries',
      'technologies',
      'instruments',
      'ticket_min_usd',
      'ticket_max_usd',
      'min_irr',
      'irr_case',
    ])
    .execute();

/** Each project's case IRRs as of the last look for new project matches (decision 045). */
export const projectBaseline = (db: Db) => db.selectFrom('project_match_baseline').selectAll().execute();

/** The project baseline becomes these projects' cases. */
export const replaceProjectBaseline = async (
  db: Db,
  rows: ReadonlyArray<{ project_id: string; lenders_irr: number | null; sponsors_irr: number | null }>,
): Promise<void> => {
  await db.deleteFrom('project_match_baseline').execute();
  for (let first = 0; first < rows.length; first += 500)
    await db
      .insertInto('project_match_baseline')
      .values(rows.slice(first, first + 500))
      .execute();
};
