import {
  isBelowSatelliteLower,
  monthsOfPeriod,
  rankByVolume,
  type CompanyMonthsResponse,
  type DeclaredVsObservedResponse,
  type ObservedMonth,
  type ObservedRangeQuery,
  type ObservedTotals,
  type OperatorPeriod,
  type ReportedFigures,
  type ReportedOperatorsResponse,
} from '@flarescope/shared';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../errors.js';
import { requireCompany, requireCountry } from '../figures.js';
import * as repo from '../flaring.repository.js';
import * as months from '../operator-months.repository.js';
import { num, sourcesUsed, toCompanyRef, toCountryRef } from '../presenters.js';

/**
 * The monthly views (issue 34, items 6 and 7; decision 036): a US company's reports to the states month by
 * month with its rank among the operators of a period; the country's operators ranked; the reported volume
 * beside the satellite estimate and its bounds, and the gap ranked. Each names its sources; a reported and a
 * satellite figure are never summed together.
 */

type Sums = { flared_m3: unknown; oil_bbl: unknown; gas_m3: unknown; co2e_t: unknown };

const figuresOf = (row: Sums): ReportedFigures => {
  const flaredM3 = num(row.flared_m3);
  const oilBbl = num(row.oil_bbl);
  return {
    flaredM3,
    oilBbl,
    gasM3: num(row.gas_m3),
    co2eT: num(row.co2e_t),
    intensityM3PerBbl: flaredM3 !== null && oilBbl !== null && oilBbl > 0 ? flaredM3 / oilBbl : null,
  };
};

const sumFigures = (rows: readonly ReportedFigures[]): ReportedFigures => {
  const total = (key: 'flaredM3' | 'oilBbl' | 'gasM3' | 'co2eT') => {
    const values = rows.map((r) => r[key]).filter((v): v is number => v !== null);
    return values.length === 0 ? null : values.reduce((a, b) => a + b, 0);
  };
  return figuresOf({
    flared_m3: total('flaredM3'),
    oil_bbl: total('oilBbl'),
    gas_m3: total('gasM3'),
    co2e_t: total('co2eT'),
  });
};

/** Years (latest first), then months (latest first): the periods a source can be ranked over. */
const periodsOf = (held: readonly string[]): string[] => [
  ...[...new Set(held.map((m) => m.slice(0, 4)))].sort().reverse(),
  ...[...held].reverse(),
];

/**
 * The period asked for, or the latest year the source holds in full (else its latest year): a year the
 * source holds only in part says so (`isPartialYear`) and which months it has.
 */
const resolvePeriod = (held: readonly string[], asked: string | undefined): OperatorPeriod => {
  const years = [...new Set(held.map((m) => m.slice(0, 4)))].sort().reverse();
  const fullYear = years.find((year) => monthsOfPeriod(year, held).length === 12);
  const period = asked ?? fullYear ?? years[0];
  const covered = period === undefined ? [] : monthsOfPeriod(period, held);
  if (period === undefined || covered.length === 0) throw new AppError('not_found');
  return {
    period,
    firstMonth: covered[0] as string,
    lastMonth: covered[covered.length - 1] as string,
    months: covered.length,
    isPartialYear: period.length === 4 && covered.length < 12,
  };
};

const observedTotalsOf = (rows: readonly ObservedMonth[]): ObservedTotals => {
  const compared = rows.filter(
    (r) => r.reportedM3 !== null && r.satelliteM3 !== null && r.lowerM3 !== null && r.upperM3 !== null,
  );
  const sum = (key: 'reportedM3' | 'satelliteM3' | 'lowerM3' | 'upperM3') =>
    compared.reduce((total, r) => total + (r[key] ?? 0), 0);
  const reportedM3 = sum('reportedM3');
  const satelliteM3 = sum('satelliteM3');
  const gapM3 = satelliteM3 - reportedM3;
  return {
    reportedM3,
    satelliteM3,
    lowerM3: sum('lowerM3'),
    upperM3: sum('upperM3'),
    gapM3,
    gapShare: satelliteM3 > 0 ? gapM3 / satelliteM3 : null,
    monthsCompared: compared.length,
    monthsBelow: compared.filter((r) => r.isBelowLower).length,
  };
};

type ObservedRow = Awaited<ReturnType<typeof months.observedCompanyMonths>>[number];

const observedMonthOf = (row: ObservedRow): ObservedMonth => {
  const reportedM3 = num(row.reported_m3) ?? num(row.reported_any_m3);
  const lowerM3 = num(row.lower_m3);
  const hasBoth = num(row.satellite_m3) !== null;
  return {
    month: row.month,
    reportedM3,
    satelliteM3: hasBoth ? num(row.satellite_m3) : num(row.satellite_any_m3),
    lowerM3,
    upperM3: num(row.upper_m3),
    isBelowLower: hasBoth && isBelowSatelliteLower(num(row.reported_m3), lowerM3),
  };
};

/** Where the views read: the latest reported source and the latest satellite-modeled one of the country. */
const sourcesOfCountry = async (db: Db, iso3: string) => {
  const [reported, satellite] = await Promise.all([
    months.latestSourceOf(db, 'operator_months', iso3),
    months.latestSourceOf(db, 'operator_satellite_months', iso3),
  ]);
  return { reported, satellite };
};

/** A company's months: reported figures, its rank in a period, and the satellite estimate beside them. */
export const getCompanyMonths = async (
  db: Db,
  input: { countrySlug: string; companySlug: string; period?: string | undefined },
): Promise<CompanyMonthsResponse> => {
  const country = await requireCountry(db, input.countrySlug);
  const company = await requireCompany(db, country, input.companySlug);
  const { reported: reportedSource, satellite: satelliteSource } = await sourcesOfCountry(db, country.iso3);
  const used = new Set<string>();

  let reported: CompanyMonthsResponse['reported'] = null;
  if (reportedSource) {
    const rows = await months.companyReportedMonths(db, reportedSource.sourceId, company.id);
    if (rows.length > 0) {
      used.add(reportedSource.sourceId);
      const held = await months.monthsOfSource(db, 'operator_months', reportedSource.sourceId, country.iso3);
      const period = resolvePeriod(held, input.period);
      const [states, ranking] = await Promise.all([
        months.stateRanges(db, 'operator_months', {
          sourceId: reportedSource.sourceId,
          iso3: country.iso3,
          companyId: company.id,
        }),
        months.reportedByCompany(db, {
          sourceId: reportedSource.sourceId,
          iso3: country.iso3,
          from: period.firstMonth,
          to: period.lastMonth,
        }),
      ]);
      const monthly = rows.map((row) => ({ month: row.month, ...figuresOf(row) }));
      const inPeriod = monthly.filter((m) => m.month >= period.firstMonth && m.month <= period.lastMonth);
      const ranks = rankByVolume(ranking.map((r) => ({ key: r.company_id, volume: num(r.flared_m3) })));
      const rank = ranks.get(company.id) ?? null;
      const of = [...ranks.values()].filter((r) => r !== null).length;
      reported = {
        sourceId: reportedSource.sourceId,
        months: monthly,
        states: states.map((s) => ({
          state: s.state,
          firstMonth: String(s.first_month),
          lastMonth: String(s.last_month),
        })),
        latestMonth: monthly[monthly.length - 1]?.month ?? period.lastMonth,
        sourceLatestMonth: reportedSource.lastMonth,
        period,
        periods: periodsOf(held),
        periodFigures: sumFigures(inPeriod),
        rank: rank === null ? null : { rank, of, period: period.period },
      };
    }
  }

  let observed: CompanyMonthsResponse['observed'] = null;
  if (satelliteSource) {
    const rows = await months.observedCompanyMonths(db, {
      sourceId: satelliteSource.sourceId,
      iso3: country.iso3,
      companyId: company.id,
    });
    if (rows.length > 0) {
      used.add(satelliteSource.sourceId);
      const monthly = rows.map(observedMonthOf);
      observed = {
        sourceIds: { reported: satelliteSource.sourceId, satellite: satelliteSource.sourceId },
        months: monthly,
        totals: observedTotalsOf(monthly),
      };
    }
  }

  return {
    country: toCountryRef(country),
    company: toCompanyRef(company),
    reported,
    observed,
    sources: sourcesUsed(await repo.listSources(db), used),
  };
};

/** A country's operators as reported to the states, ranked over a period, beside the satellite total. */
export const getReportedOperators = async (
  db: Db,
  input: { countrySlug: string; period?: string | undefined },
): Promise<ReportedOperatorsResponse> => {
  const country = await requireCountry(db, input.countrySlug);
  const { reported: source, satellite: satelliteSource } = await sourcesOfCountry(db, country.iso3);
  if (!source) throw new AppError('not_found');
  const held = await months.monthsOfSource(db, 'operator_months', source.sourceId, country.iso3);
  const period = resolvePeriod(held, input.period);
  const [rows, states, stateRows, satelliteRows] = await Promise.all([
    months.reportedByCompany(db, {
      sourceId: source.sourceId,
      iso3: country.iso3,
      from: period.firstMonth,
      to: period.lastMonth,
    }),
    months.stateRanges(db, 'operator_months', { sourceId: source.sourceId, iso3: country.iso3 }),
    months.statesByCompany(db, 'operator_months', { sourceId: source.sourceId, iso3: country.iso3 }),
    satelliteSource
      ? months.statesByCompany(db, 'operator_satellite_months', {
          sourceId: satelliteSource.sourceId,
          iso3: country.iso3,
        })
      : Promise.resolve([]),
  ]);
  const statesOf = new Map<string, string[]>();
  for (const row of stateRows)
    statesOf.set(row.company_id, [...(statesOf.get(row.company_id) ?? []), row.state].sort());
  const withEstimate = new Set(satelliteRows.map((r) => r.company_id));
  const ranks = rankByVolume(rows.map((r) => ({ key: r.company_id, volume: num(r.flared_m3) })));
  const operators = rows
    .map((row) => ({
      company: toCompanyRef(row),
      rank: ranks.get(row.company_id) ?? null,
      states: statesOf.get(row.company_id) ?? [],
      hasSatelliteEstimate: withEstimate.has(row.company_id),
      ...figuresOf(row),
    }))
    .sort(
      (a, b) =>
        (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) ||
        a.company.name.localeCompare(b.company.name),
    );
  // The satellite catalogue's total of the same year, only for a year (a month is not in the catalogue).
  const year = period.period.length === 4 ? Number(period.period) : null;
  const satelliteM3 =
    year === null
      ? null
      : await months.satelliteCountryYear(db, { iso3: country.iso3, year, sourceId: repo.SATELLITE_SOURCE });
  const used = new Set([source.sourceId, ...(satelliteM3 !== null ? [repo.SATELLITE_SOURCE] : [])]);
  return {
    country: toCountryRef(country),
    sourceId: source.sourceId,
    period,
    periods: periodsOf(held),
    sourceLatestMonth: source.lastMonth,
    states: states.map((s) => ({
      state: s.state,
      firstMonth: String(s.first_month),
      lastMonth: String(s.last_month),
    })),
    totals: { ...sumFigures(operators), operators: operators.filter((o) => o.rank !== null).length },
    satellite:
      year !== null && satelliteM3 !== null
        ? { year, volumeM3: satelliteM3, sourceId: repo.SATELLITE_SOURCE }
        : null,
    operators,
    sources: sourcesUsed(await repo.listSources(db), used),
  };
};

/**
 * The operators with a satellite estimate: reported beside the estimate over months `from`..`to`, ranked
 * by the gap (estimate minus reported), largest first.
 */
export const getDeclaredVsObserved = async (
  db: Db,
  input: { countrySlug: string; query: ObservedRangeQuery },
): Promise<DeclaredVsObservedResponse> => (await declaredVsObserved(db, input)).view;

/** The view, and each ranked operator's months in the range (the export's second sheet), from one query. */
export const declaredVsObserved = async (
  db: Db,
  input: { countrySlug: string; query: ObservedRangeQuery },
): Promise<{ view: DeclaredVsObservedResponse; monthsOf: Map<string, ObservedMonth[]> }> => {
  const country = await requireCountry(db, input.countrySlug);
  const { satellite: source } = await sourcesOfCountry(db, country.iso3);
  if (!source) throw new AppError('not_found');
  const held = await months.monthsOfSource(db, 'operator_satellite_months', source.sourceId, country.iso3);
  const firstMonth = held[0] as string;
  const lastMonth = held[held.length - 1] as string;
  const from = input.query.from ?? firstMonth;
  const to = input.query.to ?? lastMonth;
  if (from > to) throw new AppError('validation_failed', { fields: { from: 'validation.invalid_value' } });
  const [rows, stateRows] = await Promise.all([
    months.observedCompanyMonths(db, { sourceId: source.sourceId, iso3: country.iso3 }),
    months.statesByCompany(db, 'operator_satellite_months', {
      sourceId: source.sourceId,
      iso3: country.iso3,
    }),
  ]);
  const byCompany = new Map<string, ObservedMonth[]>();
  for (const row of rows) {
    if (row.month < from || row.month > to) continue;
    byCompany.set(row.company_id, [...(byCompany.get(row.company_id) ?? []), observedMonthOf(row)]);
  }
  const companies = new Map((await months.companiesByIds(db, [...byCompany.keys()])).map((c) => [c.id, c]));
  const statesOf = new Map<string, string[]>();
  for (const row of stateRows)
    statesOf.set(row.company_id, [...(statesOf.get(row.company_id) ?? []), row.state].sort());
  const operators = [...byCompany.entries()]
    .map(([companyId, monthly]) => ({
      companyId,
      totals: observedTotalsOf(monthly),
    }))
    .filter((o) => o.totals.monthsCompared > 0)
    .sort((a, b) => b.totals.gapM3 - a.totals.gapM3 || a.companyId.localeCompare(b.companyId))
    .map((o, index) => {
      const company = companies.get(o.companyId);
      if (!company) throw new Error(`company ${o.companyId} not found`);
      return {
        ...o.totals,
        company: toCompanyRef(company),
        rank: index + 1,
        states: statesOf.get(o.companyId) ?? [],
      };
    });
  const all = observedTotalsOf([...byCompany.values()].flat());
  const monthsOf = new Map<string, ObservedMonth[]>();
  for (const [companyId, monthly] of byCompany) {
    const company = companies.get(companyId);
    if (company) monthsOf.set(company.slug, monthly);
  }
  const view: DeclaredVsObservedResponse = {
    country: toCountryRef(country),
    sourceIds: { reported: source.sourceId, satellite: source.sourceId },
    from,
    to,
    firstMonth,
    lastMonth,
    totals: { ...all, operators: operators.length },
    operators,
    sources: sourcesUsed(await repo.listSources(db), [source.sourceId]),
  };
  return { view, monthsOf };
};
