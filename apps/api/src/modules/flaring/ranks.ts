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
