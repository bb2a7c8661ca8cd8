import { FLARE_TYPES, type CountryRef, type FlareType } from '@flarescope/shared';
import type * as repo from './flaring.repository.js';

/** How the flaring views turn database rows into the API's shapes. */

/** A nullable database number (PostgreSQL answers numerics and bigints as strings) as a number or null. */
export const num = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

export const toSource = (s: repo.SourceRow) => ({
  id: s.id,
  publisher: s.publisher,
  title: s.title,
  licence: s.licence,
  titleEs: s.title_es,
  licenceEs: s.licence_es,
  url: s.url,
  publishedOn: s.published_on,
  kind: s.kind,
});

export const toCountryRef = (c: repo.CountryRow): CountryRef => ({
  iso3: c.iso3,
  iso2: c.iso2,
  slug: c.slug,
  nameEn: c.name_en,
  nameEs: c.name_es,
});

export const toCompanyRef = (c: { slug: string; name: string; is_unattributed: number }) => ({
  slug: c.slug,
  name: c.name,
  isUnattributed: c.is_unattributed === 1,
});

export const toFlareType = (type: string): FlareType =>
  (FLARE_TYPES as readonly string[]).includes(type) ? (type as FlareType) : 'other';

/** The sources among `all` whose ids a view used, in the order of `all`. */
export const sourcesUsed = (all: repo.SourceRow[], ids: Iterable<string>) => {
  const wanted = new Set(ids);
  return all.filter((s) => wanted.has(s.id)).map(toSource);
};
