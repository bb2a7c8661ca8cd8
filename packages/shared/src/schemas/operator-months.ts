import { z } from 'zod';
import { MONTH_PATTERN, PERIOD_PATTERN } from '../domain/operator-months.js';
import { companyRefSchema, countryRefSchema, exportQuerySchema, sourceSchema } from './flaring.js';

/**
 * The monthly views of operators' reports to the states and of the satellite estimates beside them
 * (issue 34, items 6 and 7; decision 036). Months are `YYYY-MM`; volumes m³ (15 °C, 101.325 kPa), oil bbl,
 * CO2e tonnes as the states report it. Every block names its source ids (`sources` has them in full).
 */

const month = z.string().regex(MONTH_PATTERN, { error: 'validation.invalid_value' });
const period = z.string().regex(PERIOD_PATTERN, { error: 'validation.invalid_value' });

/** `?period=2020` (a year) or `?period=2020-05` (a month); the latest full year when absent. */
export const operatorPeriodQuerySchema = z.object({ period: period.optional() });
export type OperatorPeriodQuery = z.infer<typeof operatorPeriodQuerySchema>;

/** `?from=2019-01&to=2021-03`: the months compared, inclusive; every month both sources hold when absent. */
export const observedRangeQuerySchema = z.object({ from: month.optional(), to: month.optional() });
export type ObservedRangeQuery = z.infer<typeof observedRangeQuerySchema>;

export const observedExportQuerySchema = exportQuerySchema.extend(observedRangeQuerySchema.shape);
export type ObservedExportQuery = z.infer<typeof observedExportQuerySchema>;

/** A state's months in the source: the first and the last it holds a value for. */
const stateRangeSchema = z.object({ state: z.string(), firstMonth: month, lastMonth: month });

/** One period's reported figures; intensity = flared gas per barrel of oil, both as reported. */
const reportedFiguresSchema = z.object({
  flaredM3: z.number().nullable(),
  oilBbl: z.number().nullable(),
  gasM3: z.number().nullable(),
  co2eT: z.number().nullable(),
  /** m³ flared per barrel of oil produced (null without oil). */
  intensityM3PerBbl: z.number().nullable(),
});
export type ReportedFigures = z.infer<typeof reportedFiguresSchema>;

const reportedMonthSchema = reportedFiguresSchema.extend({ month });

/** A period the views can rank: its months held by the source, and whether a year is partial. */
const periodSchema = z.object({
  period,
  /** The months of the period the source holds (a partial year lists fewer than 12). */
  firstMonth: month,
  lastMonth: month,
  months: z.number().int(),
  isPartialYear: z.boolean(),
});
export type OperatorPeriod = z.infer<typeof periodSchema>;

const operatorRankSchema = z.object({ rank: z.number().int(), of: z.number().int(), period });

/** Reported beside the satellite estimate, one month (m³). */
const observedMonthSchema = z.object({
  month,
  reportedM3: z.number().nullable(),
  satelliteM3: z.number().nullable(),
  lowerM3: z.number().nullable(),
  upperM3: z.number().nullable(),
  /** The reported volume lies below the satellite estimate's lower bound ("below what satellites saw"). */
  isBelowLower: z.boolean(),
});
export type ObservedMonth = z.infer<typeof observedMonthSchema>;

/** Sums over the months where both a reported volume and a satellite estimate exist (others left out). */
const observedTotalsSchema = z.object({
  reportedM3: z.number(),
  satelliteM3: z.number(),
  lowerM3: z.number(),
  upperM3: z.number(),
  /** Satellite estimate minus reported (positive: satellites saw more than was reported). */
  gapM3: z.number(),
  /** gapM3 over the satellite estimate (null when it is 0). */
  gapShare: z.number().nullable(),
  monthsCompared: z.number().int(),
  monthsBelow: z.number().int(),
});
export type ObservedTotals = z.infer<typeof observedTotalsSchema>;

const sourceIdsSchema = z.object({ reported: z.string(), satellite: z.string() });

export const companyMonthsResponseSchema = z.object({
  country: countryRefSchema,
  company: companyRefSchema,
  /** The states' reports for this company, null when the source has none. */
  reported: z
    .object({
      sourceId: z.string(),
      months: z.array(reportedMonthSchema),
      states: z.array(stateRangeSchema),
      /** This company's latest month in the source (per state in `states`). */
      latestMonth: month,
      /** The source's latest month for any operator. */
      sourceLatestMonth: month,
      period: periodSchema,
      /** Periods to choose from: every year, then every month, latest first. */
      periods: z.array(period),
      periodFigures: reportedFiguresSchema,
      /** Rank among US operators by reported flared gas in `period` (null: nothing flared then). */
      rank: operatorRankSchema.nullable(),
    })
    .nullable(),
  /** The satellite estimate beside the reported volume, month by month (null: no estimate for it). */
  observed: z
    .object({
      sourceIds: sourceIdsSchema,
      months: z.array(observedMonthSchema),
      totals: observedTotalsSchema,
    })
    .nullable(),
  sources: z.array(sourceSchema),
});
export type CompanyMonthsResponse = z.infer<typeof companyMonthsResponseSchema>;

export const reportedOperatorsResponseSchema = z.object({
  country: countryRefSchema,
  sourceId: z.string(),
  period: periodSchema,
  periods: z.array(period),
  sourceLatestMonth: month,
  states: z.array(stateRangeSchema),
  totals: reportedFiguresSchema.extend({ operators: z.number().int() }),
  /**
   * The satellite catalogue's total for the same country and year, named by its source (only for a
   * year the catalogue covers; never summed with the reported figures).
   */
  satellite: z.object({ year: z.number().int(), volumeM3: z.number(), sourceId: z.string() }).nullable(),
  operators: z.array(
    reportedFiguresSchema.extend({
      company: companyRefSchema,
      rank: z.number().int().nullable(),
      states: z.array(z.string()),
      hasSatelliteEstimate: z.boolean(),
    }),
  ),
  sources: z.array(sourceSchema),
});
export type ReportedOperatorsResponse = z.infer<typeof reportedOperatorsResponseSchema>;

export const declaredVsObservedResponseSchema = z.object({
  country: countryRefSchema,
  sourceIds: sourceIdsSchema,
  /** The months compared (inclusive) and every month both sources hold. */
  from: month,
  to: month,
  firstMonth: month,
  lastMonth: month,
  totals: observedTotalsSchema.extend({ operators: z.number().int() }),
  /** By gap, largest first (satellite estimate above reported first). */
  operators: z.array(
    observedTotalsSchema.extend({
      company: companyRefSchema,
      rank: z.number().int(),
      states: z.array(z.string()),
    }),
  ),
  sources: z.array(sourceSchema),
});
export type DeclaredVsObservedResponse = z.infer<typeof declaredVsObservedResponseSchema>;
