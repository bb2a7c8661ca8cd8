import type { Db } from '../../db/database.js';
import { findCompany, findCountryBySlug } from './flaring.repository.js';

/**
 * The names a country's or a company's screen opens with (the server's first paint): the country's in
 * both languages, the company's as written; null when the data has no such country or company.
 */
export type PlaceNames = {
  country: { en: string; es: string };
  company?: { name: string; isUnattributed: boolean };
};

export const placeNames = async (
  db: Db,
  countrySlug: string,
  companySlug?: string,
): Promise<PlaceNames | null> => {
  const country = await findCountryBySlug(db, countrySlug);
  if (!country) return null;
  const names: PlaceNames = { country: { en: country.name_en, es: country.name_es } };
  if (companySlug === undefined) return names;
  const company = await findCompany(db, country.iso3, companySlug);
  if (!company) return null;
  return { ...names, company: { name: company.name, isUnattributed: company.is_unattributed === 1 } };
};
