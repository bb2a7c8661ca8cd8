import { searchKey, type SearchResponse } from '@flarescope/shared';
import type { Db } from '../../../db/database.js';
import * as repo from '../flaring.repository.js';
import { toCountryRef } from '../presenters.js';

/** Countries, companies and (for signed-in users, who may open them) flares by name, accent-insensitive. */
export const search = async (
  db: Db,
  input: { q: string; limit: number; includeFlares: boolean },
): Promise<SearchResponse> => {
  const key = searchKey(input.q);
  if (key.length === 0) return { results: [] };
  const [countries, companies, flares] = await Promise.all([
    repo.searchCountries(db, key, input.limit),
    repo.searchCompanies(db, key, input.limit),
    input.includeFlares ? repo.searchFlares(db, key, input.limit) : Promise.resolve([]),
  ]);
  const results: SearchResponse['results'] = [
    ...countries.map((c) => ({
      kind: 'country' as const,
      label: c.name_en,
      labelEs: c.name_es,
      country: toCountryRef(c),
      companySlug: null,
      flareName: null,
    })),
    ...companies.map((c) => ({
      kind: 'company' as const,
      label: c.companyName,
      labelEs: c.companyName,
      country: toCountryRef(c),
      companySlug: c.companySlug,
      flareName: null,
    })),
    ...flares.map((f) => ({
      kind: 'flare' as const,
      label: f.flareName,
      labelEs: f.flareName,
      country: toCountryRef(f),
      companySlug: f.companySlug,
      flareName: f.flareName,
    })),
  ];
  return { results };
};
