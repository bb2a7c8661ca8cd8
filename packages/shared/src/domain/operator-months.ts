import { mscfToM3 } from './units.js';

/**
 * Months where a source has them (issue 34, item 6; decision 036): US operators' monthly reports to the
 * states (Flaring Monitor's files, months as columns `jan_2019`) and the satellite estimates beside them.
 * A month is written `YYYY-MM` everywhere in the API; a year stays a year where a source has only years.
 */

const MONTH_ABBREVIATIONS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

/** `YYYY-MM`, January to December. */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (value: string): boolean => MONTH_PATTERN.test(value);

/** A wide file's month column (`jan_2019`, `May_2021`) as `YYYY-MM`, or null when the header is not one. */
export const monthOfColumn = (header: string): string | null => {
  const match = /^([a-z]{3})_(\d{4})$/.exec(header.trim().toLowerCase());
  if (!match) return null;
  const index = MONTH_ABBREVIATIONS.indexOf(match[1] as (typeof MONTH_ABBREVIATIONS)[number]);
  if (index < 0) return null;
  return `${match[2]}-${String(index + 1).padStart(2, '0')}`;
};

/** The year of a `YYYY-MM` month. */
export const yearOfMonth = (month: string): number => Number(month.slice(0, 4));

/** Every month from `first` to `last` (both `YYYY-MM`, inclusive), in order. */
export const monthsBetween = (first: string, last: string): string[] => {
  const months: string[] = [];
  let year = yearOfMonth(first);
  let month = Number(first.slice(5, 7));
  for (let guard = 0; guard < 2400; guard += 1) {
    const value = `${year}-${String(month).padStart(2, '0')}`;
    if (value > last) break;
    months.push(value);
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
  return months;
};

/** A period of the monthly views: a year (`2020`) or a month (`2020-05`). */
export const PERIOD_PATTERN = /^\d{4}(-(0[1-9]|1[0-2]))?$/;

/** The months a period covers among `months` (a year: its months there; a month: itself if there). */
export const monthsOfPeriod = (period: string, months: readonly string[]): string[] =>
  period.length === 4 ? months.filter((m) => m.startsWith(`${period}-`)) : months.filter((m) => m === period);

/**
 * The earliest month an import accepts: the states' electronic reports start well after it (Flaring
 * Monitor's oldest column is January 2015). A value in an earlier column, or in a month not over yet
 * when the file is read, is outside the range a monthly report can hold: that row's error.
 */
export const FIRST_REPORT_MONTH = '2000-01';

/** The last month a monthly report can hold when read on `now`: the month before (a month is reported once over). */
export const lastReportableMonth = (now: Date): string => {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth(); // 0-based: the month before, 1-based
  return month === 0 ? `${year - 1}-12` : `${year}-${String(month).padStart(2, '0')}`;
};

/** US states by their two-letter postal code (the Flaring Monitor's `state` column). */
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

/**
 * What each `product_type` of Flaring Monitor's files is, in which unit it must come, and where it is
 * stored. `reported`: the states' reports (the company file); `satellite`: the satellite-modeled file,
 * whose own "reported volume" is the reported figure it compares (decision 036).
 */
export const OPERATOR_MONTH_PRODUCTS = {
  'produced oil': { unit: 'bbl', column: 'oil_bbl', file: 'either' },
  'produced gas': { unit: 'mcf', column: 'gas_m3', file: 'either' },
  'flared gas': { unit: 'mcf', column: 'flared_m3', file: 'reported' },
  'reported equivalent co2 released': { unit: 'metric tons', column: 'co2e_t', file: 'either' },
  'reported volume': { unit: 'mcf', column: 'reported_m3', file: 'satellite' },
  'sat estimated volume': { unit: 'mcf', column: 'satellite_m3', file: 'satellite' },
  'sat estimate lower': { unit: 'mcf', column: 'satellite_lower_m3', file: 'satellite' },
  'sat estimate upper': { unit: 'mcf', column: 'satellite_upper_m3', file: 'satellite' },
  'blended estimate': { unit: 'mcf', column: 'blended_m3', file: 'satellite' },
  'blended estimate equivalent co2 released': {
    unit: 'metric tons',
    column: 'blended_co2e_t',
    file: 'satellite',
  },
} as const;
export type OperatorMonthProduct = keyof typeof OPERATOR_MONTH_PRODUCTS;

/** A product's value in the file's unit → the stored unit: Mcf → m³ (1 Mcf = 1 000 scf = 28.3168 m³). */
export const storedValueOf = (product: OperatorMonthProduct, value: number): number =>
  OPERATOR_MONTH_PRODUCTS[product].unit === 'mcf' ? mscfToM3(value) : value;

/**
 * Sentinels: a run of six or more nines (999999, 9999999.0) is a publisher's "no value", never a number.
 * Text that says the same (NA, N/A, -, null) too.
 */
export const isMissingSentinel = (cell: string): boolean =>
  /^9{6,}(\.0+)?$/.test(cell) || /^(na|n\/a|-|null|none)$/i.test(cell);

/**
 * Reported below what satellites saw: the month's reported volume lies below the satellite estimate's
 * lower bound (neutral: the bounds are shown beside it; decision 036).
 */
export const isBelowSatelliteLower = (reportedM3: number | null, lowerM3: number | null): boolean =>
  reportedM3 !== null && lowerM3 !== null && reportedM3 < lowerM3;
