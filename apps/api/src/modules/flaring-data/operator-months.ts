import {
  FIRST_REPORT_MONTH,
  isMissingSentinel,
  OPERATOR_MONTH_PRODUCTS,
  storedValueOf,
  US_STATE_CODES,
  yearOfMonth,
  type OperatorMonthProduct,
} from '@flarescope/shared';
import type { OperatorMonthsTable, OperatorSatelliteMonthsTable } from './flaring-data.tables.js';

/**
 * Flaring Monitor's monthly operator files as published (decision 036): one row per state, operator and
 * product (`product_type`, `product_units`), months as columns (`jan_2019`). The seed and the import
 * pipeline read them here, the same way: a sentinel (999999…) is a missing value, never a number; a
 * negative value, a value in a month outside the range a monthly report can hold, an unknown product or
 * state, a unit that is not the product's, and a row repeating another are that row's errors.
 */

export type OperatorMonthIssue = {
  column: string | null;
  message: string;
  params?: Record<string, string | number>;
};

/** One valid row: a product of an operator in a state, with its values by month (stored units). */
export type OperatorMonthRow = {
  state: string;
  companyName: string;
  product: OperatorMonthProduct;
  /** [YYYY-MM, value] for every month with a value (empty cells and sentinels left out). */
  values: Array<[string, number]>;
};

export type MonthColumn = { name: string; month: string };

const NUMBER = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;
const STATES = new Set<string>(US_STATE_CODES);

/**
 * Reads one row (its non-empty cells by column name). `lastMonth`: the latest month a report can hold
 * when the file is read. A row naming no operator is skipped: `{ skip: true }`, `hasValues` when it held any.
 */
export const readOperatorMonthRow = (
  cells: Record<string, string | undefined>,
  monthColumns: readonly MonthColumn[],
  lastMonth: string,
): { row: OperatorMonthRow } | { issues: OperatorMonthIssue[] } | { skip: true; hasValues: boolean } => {
  const issues: OperatorMonthIssue[] = [];
  const state = (cells.state ?? '').trim().toUpperCase();
  const companyName = (cells.company_name ?? '').trim().replace(/\s+/g, ' ');
  const productText = (cells.product_type ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  const unit = (cells.product_units ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

  const values: Array<[string, number]> = [];
  let hasCell = false;
  const product = Object.hasOwn(OPERATOR_MONTH_PRODUCTS, productText)
    ? (productText as OperatorMonthProduct)
    : null;
  for (const column of monthColumns) {
    const cell = cells[column.name]?.trim();
    if (cell === undefined || cell === '') continue;
    hasCell = true;
    if (isMissingSentinel(cell)) continue;
    if (!NUMBER.test(cell)) {
      issues.push({ column: column.name, message: 'imports.row.number' });
      continue;
    }
    const value = Number(cell);
    if (value < 0) {
      issues.push({ column: column.name, message: 'imports.row.not_negative' });
      continue;
    }
    if (column.month < FIRST_REPORT_MONTH || column.month > lastMonth) {
      issues.push({
        column: column.name,
        message: 'imports.row.month_out_of_range',
        params: { first: FIRST_REPORT_MONTH, last: lastMonth },
      });
      continue;
    }
    if (product) values.push([column.month, storedValueOf(product, value)]);
  }
  // A row naming no operator names no one (issue 34, item 3): left out, never filed under a guessed name.
  // The published file has four, blank but for the state and "Private"; one holds 2016 Colorado gas.
  if (companyName === '' && (cells.combined_name ?? '').trim() === '')
    return { skip: true, hasValues: hasCell };

  if (!STATES.has(state)) issues.push({ column: 'state', message: 'imports.row.us_state' });
  if (companyName === '') issues.push({ column: 'company_name', message: 'imports.row.required' });
  if (!product)
    issues.push({
      column: 'product_type',
      message: 'imports.row.product_type',
      params: { allowed: Object.keys(OPERATOR_MONTH_PRODUCTS).join(', ') },
    });
  else if (unit !== OPERATOR_MONTH_PRODUCTS[product].unit)
    issues.push({
      column: 'product_units',
      message: 'imports.row.product_units',
      params: { expected: OPERATOR_MONTH_PRODUCTS[product].unit },
    });
  if (issues.length > 0 || !product) return { issues };
  return { row: { state, companyName, product, values } };
};

/** Is a file (its products) the satellite-modeled one? Any product only that file has says so. */
export const isSatelliteFile = (products: Iterable<OperatorMonthProduct>): boolean => {
  for (const product of products) if (OPERATOR_MONTH_PRODUCTS[product].file === 'satellite') return true;
  return false;
};

type MonthKey = string;
const keyOf = (companyId: string, state: string, month: string): MonthKey => `${companyId}|${state}|${month}`;

export type OperatorMonthRows = {
  reported: OperatorMonthsTable[];
  satellite: OperatorSatelliteMonthsTable[];
};

/** A value into its column, added to what another spelling of the same company put there. */
const addTo = (target: Record<string, unknown>, column: string, value: number) => {
  const before = target[column];
  target[column] = typeof before === 'number' ? before + value : value;
};

/**
 * A file's rows as table rows: one per company, state and month, each product in its column. The file is
 * the satellite-modeled one when any product says so (its produced oil, gas and CO2e go beside its
 * estimates); otherwise every product goes to the states' reports. A month with no value at all is left out.
 * Two rows of one company, state and product (two spellings the resolver files as one) are added.
 */
export const operatorMonthTableRows = (
  rows: ReadonlyArray<{ companyId: string; row: OperatorMonthRow }>,
  sourceId: string,
  countryIso3 = 'USA',
): OperatorMonthRows => {
  const satellite = isSatelliteFile(rows.map((r) => r.row.product));
  const reported = new Map<MonthKey, OperatorMonthsTable>();
  const estimated = new Map<MonthKey, OperatorSatelliteMonthsTable>();
  for (const { companyId, row } of rows) {
    const column = OPERATOR_MONTH_PRODUCTS[row.product].column;
    for (const [month, value] of row.values) {
      const key = keyOf(companyId, row.state, month);
      if (satellite) {
        let target = estimated.get(key);
        if (!target) {
          target = {
            source_id: sourceId,
            company_id: companyId,
            country_iso3: countryIso3,
            state: row.state,
            month,
            year: yearOfMonth(month),
            reported_m3: null,
            satellite_m3: null,
            satellite_lower_m3: null,
            satellite_upper_m3: null,
            blended_m3: null,
            oil_bbl: null,
            gas_m3: null,
            co2e_t: null,
            blended_co2e_t: null,
          };
          estimated.set(key, target);
        }
        addTo(target as Record<string, unknown>, column, value);
      } else {
        let target = reported.get(key);
        if (!target) {
          target = {
            source_id: sourceId,
            company_id: companyId,
            country_iso3: countryIso3,
            state: row.state,
            month,
            year: yearOfMonth(month),
            oil_bbl: null,
            gas_m3: null,
            flared_m3: null,
            co2e_t: null,
          };
          reported.set(key, target);
        }
        addTo(target as Record<string, unknown>, column, value);
      }
    }
  }
  return { reported: [...reported.values()], satellite: [...estimated.values()] };
};
