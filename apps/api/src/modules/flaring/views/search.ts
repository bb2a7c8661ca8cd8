import { searchKey, type SearchResponse } from '@flarescope/shared';
import type { Db } from '../../../db/database.js';
import * as repo from '../flaring.repository.js';
import { toCountryRef } from '../presenters.js';

type Result = SearchResponse['results'][number];
type FieldRow = Awaited<ReturnType<typeof repo.searchableFields>>[number];

/**
 * Other names a basin is searched by. `formations`: the formations analysts know it by, which a result
 * found through them names (a proper noun, the same in every language). The Vaca Muerta shale formation
 * lies in the Neuquén (Neuquina) basin: U.S. EIA, "Technically Recoverable Shale Oil and Shale Gas
 * Resources: Argentina" (2015), https://www.eia.gov/analysis/studies/worldshalegas/. `names`: its name in
 * English, found without comment.
 */
const BASIN_ALIASES: Readonly<Record<string, { formations: readonly string[]; names: readonly string[] }>> = {
  Neuquina: { formations: ['Vaca Muerta'], names: ['Neuquén basin'] },
};

const EMPTY = {
  companySlug: null,
  companyName: null,
  fieldSlug: null,
  fieldCount: null,
  flareName: null,
  matched: null,
} as const;

/** A name's rank for a query: 0 when it starts with the query, 1 when it holds it, null otherwise. */
const matchRank = (name: string, key: string): 0 | 1 | null => {
  const nameKey = searchKey(name);
  return nameKey.startsWith(key) ? 0 : nameKey.includes(key) ? 1 : null;
};

/** The first `limit` of `items` that match, those starting with the query before those holding it. */
const bestMatches = <T>(items: readonly T[], rankOf: (item: T) => 0 | 1 | null, limit: number) =>
  items
    .flatMap((item, index) => {
      const rank = rankOf(item);
      return rank === null ? [] : [{ item, rank, index }];
    })
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map(({ item }) => item);

/** Basins or provinces: one per country and name, with how many fields lie in it, by name. */
const placesOf = (fields: readonly FieldRow[], kind: 'basin' | 'province') => {
  const places = new Map<string, { name: string; row: FieldRow; fieldCount: number }>();
  for (const field of fields) {
    const name = field[kind];
    if (!name) continue;
    const id = `${field.iso3}:${searchKey(name)}`;
    const place = places.get(id) ?? { name, row: field, fieldCount: 0 };
    place.fieldCount += 1;
    places.set(id, place);
  }
  return [...places.values()].sort((a, b) => a.name.localeCompare(b.name));
};

/** A basin's rank for a query by its own name or another (a formation it holds, which it then names). */
const basinMatch = (name: string, key: string): { rank: 0 | 1; matched: string | null } | null => {
  const own = matchRank(name, key);
  if (own !== null) return { rank: own, matched: null };
  const aliases = BASIN_ALIASES[name];
  for (const formation of aliases?.formations ?? []) {
    const rank = matchRank(formation, key);
    if (rank !== null) return { rank, matched: formation };
  }
  for (const other of aliases?.names ?? []) {
    const rank = matchRank(other, key);
    if (rank !== null) return { rank, matched: null };
  }
  return null;
};

/**
 * Countries, basins, provinces, companies, fields (concessions) and flares by name, accent-insensitive
 * ('Neuquén' = 'neuquen'), at most `limit` of each kind, in that order. Flares are found for everyone:
 * visitors see the same flares on the map and in the tables (their result opens the flare's company).
 */
export const search = async (db: Db, input: { q: string; limit: number }): Promise<SearchResponse> => {
  const key = searchKey(input.q);
  if (key.length === 0) return { results: [] };
  const [countries, companies, flares, fields, groups] = await Promise.all([
    repo.searchCountries(db, key, input.limit),
    repo.searchCompanies(db, key, input.limit),
    repo.searchFlares(db, key, input.limit),
    repo.searchableFields(db),
    repo.listGroups(db),
  ]);
  // Groups of more than one company (an owner and its subsidiaries, one name in several countries);
  // a group of one is its company's result already.
  const groupResults = bestMatches(
    groups.filter((g) => Number(g.companies) > 1 && g.group_slug && g.group_name),
    (g) => matchRank(String(g.group_name), key),
    input.limit,
  ).map((g): Result => ({
    ...EMPTY,
    kind: 'group',
    label: String(g.group_name),
    labelEs: String(g.group_name),
    country: null,
    companySlug: g.group_slug,
    fieldCount: null,
  }));

  const placeResults = (kind: 'basin' | 'province'): Result[] => {
    const places = placesOf(fields, kind);
    const matches = places.flatMap((place) => {
      const match =
        kind === 'basin'
          ? basinMatch(place.name, key)
          : ((rank) => (rank === null ? null : { rank, matched: null }))(matchRank(place.name, key));
      return match ? [{ place, ...match }] : [];
    });
    return bestMatches(matches, (m) => m.rank, input.limit).map(({ place, matched }) => ({
      ...EMPTY,
      kind,
      label: place.name,
      labelEs: place.name,
      country: toCountryRef(place.row),
      fieldCount: place.fieldCount,
      matched,
    }));
  };

  const fieldResults = bestMatches(fields, (f) => matchRank(f.fieldName, key), input.limit).map(
    (field): Result => {
      const isNamed = field.companySlug !== null && field.isUnattributed === 0;
      return {
        ...EMPTY,
        kind: 'field',
        label: field.fieldName,
        labelEs: field.fieldName,
        country: toCountryRef(field),
        companySlug: isNamed ? field.companySlug : null,
        companyName: isNamed ? field.companyName : null,
        fieldSlug: field.fieldSlug,
      };
    },
  );

  const results: Result[] = [
    ...countries.map((c): Result => ({
      ...EMPTY,
      kind: 'country',
      label: c.name_en,
      labelEs: c.name_es,
      country: toCountryRef(c),
    })),
    ...placeResults('basin'),
    ...placeResults('province'),
    ...companies.map((c): Result => ({
      ...EMPTY,
      kind: 'company',
      label: c.companyName,
      labelEs: c.companyName,
      country: toCountryRef(c),
      companySlug: c.companySlug,
    })),
    ...groupResults,
    ...fieldResults,
    ...flares.map((f): Result => ({
      ...EMPTY,
      kind: 'flare',
      label: f.flareName,
      labelEs: f.flareName,
      country: toCountryRef(f),
      companySlug: f.companySlug,
      flareName: f.flareName,
    })),
  ];
  return { results };
};
