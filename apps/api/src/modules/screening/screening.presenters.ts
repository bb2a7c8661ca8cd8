import type { Selectable } from 'kysely';
import type { ScreenedOpportunitiesTable } from './screening.tables.js';

/** The screened rows as the answers name them: pure mappings, no query. */

type FlareColumns = Pick<
  Selectable<ScreenedOpportunitiesTable>,
  | 'flare_name'
  | 'country_slug'
  | 'country_iso3'
  | 'country_name_en'
  | 'country_name_es'
  | 'company_slug'
  | 'company_name'
  | 'company_is_unattributed'
>;

/** A screened row's flare as the answers name it: its name, country and company (the list, the matches). */
export const screenedFlareOf = (row: FlareColumns) => ({
  name: row.flare_name,
  country: {
    slug: row.country_slug,
    iso3: row.country_iso3,
    nameEn: row.country_name_en,
    nameEs: row.country_name_es,
  },
  company: {
    slug: row.company_slug,
    name: row.company_name,
    isUnattributed: row.company_is_unattributed === 1,
  },
});
