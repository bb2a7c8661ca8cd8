import { rankByVolume, type Rank } from '@flarescope/shared';
import type { Db } from '../../db/database.js';
import * as repo from './flaring.repository.js';

type VolumeRow = { entity_key: string; volume_m3: number };

/** A ranking: each key's rank (null when it did not flare), how many are ranked, and the countries they span. */
export type Ranking = {
  ranks: Map<string, number | null>;
  of: number;
  countries: number;
  year: number;
  among: Rank['among'];
};

const ranking = (
  rows: readonly VolumeRow[],
  input: { year: number; among: Rank['among']; countryOf: (key: string) => string | undefined },
): Ranking => {
  const ranks = rankByVolume(rows.map((row) => ({ key: row.entity_key, volume: Number(row.volume_m3) })));
  const ranked = [...ranks.entries()].filter(([, rank]) => rank !== null).map(([key]) => key);
  return {
    ranks,
    of: ranked.length,
    countries: new Set(ranked.map(input.countryOf).filter((c) => c !== undefined)).size,
    year: input.year,
    among: input.among,
  };
};

/** One key's rank, saying what it ranks against, or null when the key is not ranked. */
export const rankIn = (r: Ranking, key: string): Rank | null => {
  const rank = r.ranks.get(key);
  if (rank === null || rank === undefined) return null;
  return { rank, of: r.of, year: r.year, among: r.among, countries: r.countries };
};

/** Every country that flared in a year, by satellite volume (1 = largest). */
export const countryRanking = async (db: Db, year: number): Promise<Ranking> =>
  ranking(await repo.rollupsForYear(db, { level: 'country', year }), {
    year,
    among: 'countries',
    countryOf: (iso3) => iso3,
  });

/**
 * Named operators by satellite volume, world-wide or in one country. Flaring no source attributes
 * ("Not attributed") is not an operator and is left out, so the ranking covers only the countries where
 * a source names operators: `countries` says how many.
 */
export const namedOperatorRanking = async (
  db: Db,
  input: { year: number; countryIso3?: string },
): Promise<Ranking> => {
  const [rows, named] = await Promise.all([
    repo.rollupsForYear(db, { level: 'company', year: input.year, countryIso3: input.countryIso3 }),
    repo.attributedCompanies(db),
  ]);
  return ranking(
    rows.filter((row) => named.has(row.entity_key)),
    { year: input.year, among: 'named_operators', countryOf: (id) => named.get(id) },
  );
};

/**
 * Named operators rolled up to their groups (decision 016) by satellite volume, world-wide: an owner with
 * its subsidiaries (Rosneft), or one company under one name in several countries (Eni). Keys are group
 * slugs; `countries` counts the countries the ranked groups' companies are in.
 */
export const namedGroupRanking = async (db: Db, year: number): Promise<Ranking> => {
  const [rows, companies] = await Promise.all([
    repo.rollupsForYear(db, { level: 'company', year }),
    repo.companyGroups(db),
  ]);
  const groupOf = new Map(companies.map((c) => [c.id, c]));
  const totals = new Map<string, number>();
  const countriesOf = new Map<string, string>();
  for (const row of rows) {
    const company = groupOf.get(row.entity_key);
    if (!company?.group_slug) continue;
    totals.set(company.group_slug, (totals.get(company.group_slug) ?? 0) + Number(row.volume_m3));
    countriesOf.set(`${company.group_slug}|${company.country_iso3}`, company.country_iso3);
  }
  const ranked = ranking(
    [...totals].map(([entity_key, volume_m3]) => ({ entity_key, volume_m3 })),
    { year, among: 'named_groups', countryOf: () => undefined },
  );
  const rankedGroups = new Set([...ranked.ranks].filter(([, rank]) => rank !== null).map(([key]) => key));
  const countries = new Set(
    [...countriesOf].filter(([key]) => rankedGroups.has(key.split('|')[0] ?? '')).map(([, iso3]) => iso3),
  );
  return { ...ranked, countries: countries.size };
};
