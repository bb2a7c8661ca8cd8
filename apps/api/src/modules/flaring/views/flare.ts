import {
  DEFAULT_COMBUSTION_EFFICIENCY,
  DEFAULT_ELECTRICAL_EFFICIENCY,
  daysInYear,
  co2eRangeByType,
  DEFAULT_PROJECT_FINANCE,
  flaringEmissions,
  supplyOutlook,
  powerPotentialMw,
  type CompositionView,
  type FlareResponse,
  type GwpHorizon,
} from '@flarescope/shared';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../errors.js';
import { flareSurvivalCurve } from '../../screening/index.js';
import { compositionOf, defaultComposition, requireCompany, requireCountry } from '../figures.js';
import * as repo from '../flaring.repository.js';
import { num, sourcesUsed, toCompanyRef, toCountryRef, toFlareType, toSource } from '../presenters.js';

/** Days in a period: a year ('2024') or a month ('2024-02'). */
const daysInPeriod = (period: string): number => {
  const year = Number(period.slice(0, 4));
  if (period.length === 4) return daysInYear(year);
  const month = Number(period.slice(5, 7));
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
};

/** Consecutive years with the same company and dating source, as one run (2017–2018 Petrobras, …). */
const runsOfYears = (
  rows: ReadonlyArray<{
    year: number;
    slug: string;
    name: string;
    is_unattributed: number;
    source_id: string | null;
  }>,
): FlareResponse['flare']['operatorsByYear'] => {
  const runs: FlareResponse['flare']['operatorsByYear'] = [];
  for (const row of rows) {
    const year = Number(row.year);
    const last = runs.at(-1);
    if (
      last &&
      last.toYear === year - 1 &&
      last.company.slug === row.slug &&
      last.sourceId === row.source_id
    ) {
      last.toYear = year;
    } else {
      runs.push({ fromYear: year, toYear: year, company: toCompanyRef(row), sourceId: row.source_id });
    }
  }
  return runs;
};

export const getFlare = async (
  db: Db,
  input: { countrySlug: string; companySlug: string; name: string; horizon: GwpHorizon },
): Promise<FlareResponse> => {
  const country = await requireCountry(db, input.countrySlug);
  const company = await requireCompany(db, country, input.companySlug);
  const flare = await repo.findFlare(db, {
    countryIso3: country.iso3,
    companyId: company.id,
    name: input.name,
  });
  if (!flare) throw new AppError('not_found');
  const [observations, operatorYears, measured, sources, latestYear, siteMatches] = await Promise.all([
    repo.observationsOfFlare(db, flare.id),
    repo.operatorYearsOfFlare(db, flare.id),
    repo.latestCompositionOfFlare(db, flare.id),
    repo.listSources(db),
    repo.latestSatelliteYear(db),
    repo.siteMatchesOfFlare(db, flare.id),
  ]);
  const composition: CompositionView = measured
    ? {
        components: compositionOf(measured),
        isDefault: false,
        sampledOn: measured.sampled_on,
        sourceId: measured.source_id,
        reference: measured.source_id,
      }
    : defaultComposition();
  const gas = measured ? compositionOf(measured) : null;
  const efficiency = num(flare.combustion_efficiency);
  const type = toFlareType(flare.type);
  const emissionsOf = (volumeM3: number) => {
    const e = flaringEmissions({ volumeM3, composition: gas, efficiency, horizon: input.horizon });
    return {
      co2Tonnes: e.co2,
      ch4Tonnes: e.ch4,
      co2eTonnes: e.co2e,
      horizon: input.horizon,
      isDefaultComposition: e.isDefaultComposition,
      // A flare with its own gas analysis or efficiency is not swept; one on both defaults is, over
      // the efficiency range and its type's published gases.
      co2eRange:
        gas || efficiency !== null
          ? null
          : co2eRangeByType({
              co2eTonnes: e.co2e,
              defaultVolumes: [{ type, volumeM3 }],
              horizon: input.horizon,
            }),
    };
  };
  const series = observations.map((o) => {
    const emissions = emissionsOf(Number(o.volume_m3));
    return {
      period: o.period,
      flaredM3: Number(o.volume_m3),
      co2eTonnes: emissions.co2eTonnes,
      co2eLowTonnes: emissions.co2eRange?.lowTonnes ?? null,
      co2eHighTonnes: emissions.co2eRange?.highTonnes ?? null,
      sourceId: o.source_id,
      confidence: o.confidence,
    };
  });
  const latestRow = series.reduce<(typeof series)[number] | null>(
    (latest, row) => (!latest || row.period > latest.period ? row : latest),
    null,
  );
  const source = sources.find((s) => s.id === flare.source_id);
  if (!source) throw new AppError('internal');
  const frequency = num(flare.detection_frequency);
  const power =
    latestRow && latestRow.flaredM3 > 0
      ? (() => {
          const volumeM3PerDay = latestRow.flaredM3 / daysInPeriod(latestRow.period);
          const p = powerPotentialMw({ volumeM3PerDay, composition: gas });
          const lastSeenYear = Number(latestRow.period.slice(0, 4));
          return {
            powerMw: p.powerMw,
            lhvMjPerM3: p.lhvMjPerM3,
            volumeM3PerDay,
            electricalEfficiency: DEFAULT_ELECTRICAL_EFFICIENCY,
            period: latestRow.period,
            isDefaultComposition: p.isDefaultComposition,
            detectionFrequency: frequency,
            whileLitMw: frequency !== null && frequency > 0 ? p.powerMw / Math.min(1, frequency) : null,
            lastSeenYear,
            isStale: latestYear !== null && lastSeenYear < latestYear,
          };
        })()
      : null;

  // The gas a plant can count on (decision 032): the yearly record of the latest period's source.
  const { lifetimeYears, constructionYears } = DEFAULT_PROJECT_FINANCE;
  const outlook = supplyOutlook({
    years: latestRow
      ? series
          .filter((row) => row.sourceId === latestRow.sourceId && row.period.length === 4)
          .map((row) => ({ year: Number(row.period), volumeM3: row.flaredM3 }))
      : [],
    detectionFrequency: frequency,
    lifetimeYears,
    constructionYears,
  });
  const survival = power
    ? await flareSurvivalCurve({ db }, { iso3: country.iso3, m3PerDay: power.volumeM3PerDay })
    : null;
  const supply = {
    sourceId: latestRow?.sourceId ?? null,
    lifetimeYears,
    constructionYears,
    survival,
    ...(outlook.status === 'ok'
      ? {
          status: outlook.status,
          years: outlook.years,
          fromYear: outlook.fromYear,
          toYear: outlook.toYear,
          declineRate: outlook.declineRate,
          residualSdLog: outlook.residualSdLog,
          uptime: outlook.uptime,
          firstYear: outlook.firstYear,
          p50M3PerDay: outlook.p50M3PerDay,
          p90M3PerDay: outlook.p90M3PerDay,
        }
      : {
          status: outlook.status,
          years: outlook.years,
          fromYear: null,
          toYear: null,
          declineRate: null,
          residualSdLog: null,
          uptime: frequency,
          firstYear: null,
          p50M3PerDay: [],
          p90M3PerDay: [],
        }),
  };

  const flag = (value: number | null) => (value === null ? null : value === 1);
  return {
    country: toCountryRef(country),
    company: toCompanyRef(company),
    flare: {
      name: flare.name,
      type,
      isRoutine: flag(flare.is_routine),
      isOnshore: flag(flare.is_onshore),
      latitude: Number(flare.latitude),
      longitude: Number(flare.longitude),
      location: flare.location,
      field:
        flare.field_slug && flare.field_name
          ? {
              slug: flare.field_slug,
              name: flare.field_name,
              basin: flare.field_basin,
              fieldType: flare.field_type,
            }
          : null,
      siteMatches: siteMatches.map((match) => ({
        year: Number(match.year),
        sourceId: match.source_id,
        distanceM: Number(match.distance_m),
        fieldName: match.field_name,
        fieldType: match.field_type,
        operator: match.operator,
        volumeM3: num(match.volume_m3),
      })),
      fieldOperator:
        flare.operator_slug && flare.operator_name
          ? {
              slug: flare.operator_slug,
              name: flare.operator_name,
              isUnattributed: flare.operator_is_unattributed === 1,
            }
          : null,
      operatorsByYear: runsOfYears(operatorYears),
      combustionEfficiency: efficiency ?? DEFAULT_COMBUSTION_EFFICIENCY,
      isDefaultEfficiency: efficiency === null,
      temperatureK: num(flare.temperature_k),
      detectionFrequency: num(flare.detection_frequency),
      dataDate: flare.data_date,
      source: toSource(source),
      externalId: flare.external_id,
    },
    composition,
    latest: latestRow
      ? {
          period: latestRow.period,
          flaredM3: latestRow.flaredM3,
          sourceId: latestRow.sourceId,
          emissions: emissionsOf(latestRow.flaredM3),
        }
      : null,
    series,
    power,
    supply,
    sources: sourcesUsed(sources, [
      flare.source_id,
      ...observations.map((o) => o.source_id),
      ...(measured ? [measured.source_id] : []),
      ...operatorYears.flatMap((row) => (row.source_id ? [row.source_id] : [])),
      ...siteMatches.map((match) => match.source_id),
    ]),
  };
};
