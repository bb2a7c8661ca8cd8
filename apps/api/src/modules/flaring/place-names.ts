import type { Db } from '../../db/database.js';
import { findCompany, findCountryBySlug, findFlare } from './flaring.repository.js';

/**
 * The names a country's, a company's or a flare's screen opens with (the server's first paint): the
 * country's in both languages, the company's as written, the flare's; null when the data has no such
 * country, company or flare.
 */
export type PlaceNames = {
  country: { en: string; es: string };
  company?: { name: string; isUnattributed: boolean };
  flare?: string;
};

export const placeNames = async (
  db: Db,
  countrySlug: string,
  companySlug?: string,
  flareName?: string,
): Promise<PlaceNames | null> => {
  const country = await findCountryBySlug(db, countrySlug);
  if (!country) return null;
  const names: PlaceNames = { country: { en: country.name_en, es: country.name_es } };
  if (companySlug === undefined) return names;
  const company = await findCompany(db, country.iso3, companySlug);
  if (!company) return null;
  const withCompany = {
    ...names,
    company: { name: company.name, isUnattributed: company.is_unattributed === 1 },
  };
  if (flareName === undefined) return withCompany;
  const flare = await findFlare(db, { countryIso3: country.iso3, companyId: company.id, name: flareName });
  return flare ? { ...withCompany, flare: flare.name } : null;
};
