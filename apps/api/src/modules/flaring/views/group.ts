import { flaringEmissions, searchKey, type GroupResponse, type GwpHorizon } from '@flarescope/shared';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../errors.js';
import { attributionBasis } from '../attribution.js';
import { requireLatestYear, seriesYears } from '../figures.js';
import * as repo from '../flaring.repository.js';
import { sourcesUsed, toCompanyRef, toCountryRef } from '../presenters.js';
import { operatorProgress } from '../progress.js';
import { namedGroupRanking, rankIn } from '../ranks.js';

/**
 * A group world-wide (decision 016): its companies in every country with their latest-year volume, the
 * group's satellite series, its rank among groups, its progress to 2030 and which of its years a source
 * dates. CO2e is of the default associated gas (flagged): compositions are per flare, and a group spans
 * countries.
 */
export const getGroup = async (
  db: Db,
  input: { groupSlug: string; horizon: GwpHorizon },
): Promise<GroupResponse> => {
  const members = await repo.companiesOfGroup(db, input.groupSlug);
  const first = members[0];
  if (!first?.group_name) throw new AppError('not_found');
  const groupName = first.group_name;
  const latestYear = await requireLatestYear(db);
  const ids = members.map((member) => member.id);
  const [holders, stakes] = await Promise.all([
    repo.holdersOfGroup(db, input.groupSlug),
    repo.stakesOfGroup(db, input.groupSlug),
  ]);
  const [series, rules, ranking, basis, sources, flareCounts] = await Promise.all([
    repo.satelliteSeriesOfCompanies(db, ids),
    repo.groupRulesOf(db, groupName),
    namedGroupRanking(db, latestYear),
    attributionBasis(db, ids),
    repo.listSources(db),
    Promise.all(
      [...new Set(members.map((m) => m.iso3))].map((iso3) => repo.flareCountsOfCompanies(db, iso3)),
    ),
  ]);
  const flaresOf = new Map(flareCounts.flat().map((row) => [row.company_id, Number(row.n)]));
  const ruleOf = (iso3: string, name: string) =>
    rules.find(
      (rule) =>
        (rule.country_iso3 === iso3 || rule.country_iso3 === '') &&
        searchKey(rule.company) === searchKey(name),
    )?.evidence ?? null;

  const byYear = new Map<number, number>();
  const latestOf = new Map<string, { volume: number; active: number }>();
  for (const row of series) {
    const year = Number(row.year);
    byYear.set(year, (byYear.get(year) ?? 0) + Number(row.volume_m3));
    if (year === latestYear)
      latestOf.set(row.company_id, { volume: Number(row.volume_m3), active: Number(row.active_flares) });
  }
  const points = seriesYears(latestYear).map((year) => ({ year, satelliteM3: byYear.get(year) ?? null }));
  const flaredM3 = byYear.get(latestYear) ?? 0;
  const activeFlares = [...latestOf.values()].reduce((sum, m) => sum + m.active, 0);
  const emissions = flaringEmissions({ volumeM3: flaredM3, horizon: input.horizon });
  const countries = [
    ...new Map(members.map((m) => [m.iso3, toCountryRef({ ...m, slug: m.country_slug })])).values(),
  ];

  return {
    group: { slug: input.groupSlug, name: groupName },
    holders,
    stakes,
    latestYear,
    countries,
    companies: members
      .map((member) => ({
        ...toCompanyRef(member),
        country: toCountryRef({ ...member, slug: member.country_slug }),
        flaredM3: latestOf.get(member.id)?.volume ?? 0,
        activeFlares: latestOf.get(member.id)?.active ?? 0,
        flareCount: flaresOf.get(member.id) ?? 0,
        ownerEvidence: ruleOf(member.iso3, member.name),
      }))
      .sort((a, b) => b.flaredM3 - a.flaredM3 || a.name.localeCompare(b.name)),
    summary: {
      year: latestYear,
      sourceId: repo.SATELLITE_SOURCE,
      flaredM3,
      activeFlares,
      co2eTonnes: emissions.co2e,
      horizon: input.horizon,
      isDefaultComposition: true,
      groupRank: rankIn(ranking, input.groupSlug),
    },
    series: points,
    progressTo2030: operatorProgress(points, { isUnattributed: false }),
    attributionBasis: basis,
    sources: sourcesUsed(sources, [repo.SATELLITE_SOURCE, ...basis.sourceIds]),
  };
};
