import type { FlareListQuery, FlareListResponse } from '@flarescope/shared';
import type { Db } from '../../../db/database.js';
import { requireCompany, requireCountry, requireLatestYear } from '../figures.js';
import * as repo from '../flaring.repository.js';
import { num, toFlareType } from '../presenters.js';

/**
 * A country's or a company's flares with the latest year's volume, paged and sorted; only those in fields of
 * a basin or province when the query names one.
 */
export const listFlares = async (
  db: Db,
  input: { countrySlug: string; companySlug?: string; query: FlareListQuery },
): Promise<FlareListResponse> => {
  const country = await requireCountry(db, input.countrySlug);
  const company = input.companySlug ? await requireCompany(db, country, input.companySlug) : undefined;
  const year = await requireLatestYear(db);
  const { page, pageSize, sort, order, basin, province } = input.query;
  const filter = { countryIso3: country.iso3, companyId: company?.id, basin, province };
  const isWhole = !company && basin === undefined && province === undefined;
  const [rows, total] = await Promise.all([
    repo.listFlares(db, {
      ...filter,
      year,
      sort,
      order,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    }),
    isWhole ? repo.flareCountOf(db, 'country', country.iso3) : repo.countFlares(db, { ...filter, year }),
  ]);
  return {
    items: rows.map((row) => ({
      name: row.name,
      company: { slug: row.companySlug, name: row.companyName, isUnattributed: row.is_unattributed === 1 },
      field: row.fieldName,
      type: toFlareType(row.type),
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      flaredM3: Number(row.volume),
      year,
      firstYear: num(row.first_year),
      lastYear: num(row.last_year),
    })),
    total,
    page,
    pageSize,
    sort,
    order,
    year,
  };
};
