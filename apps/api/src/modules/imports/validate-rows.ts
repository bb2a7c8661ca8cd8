import {
  isNightfireMissing,
  type ImportFileFormat,
  type ImportTemplateKind,
  lastReportableMonth,
  monthOfColumn,
} from '@flarescope/shared';
import { isFormulaLike, parseImportRow, type ImportRowOf, type SchemaTemplateKind } from './row-schemas.js';
import {
  readOperatorMonthRow,
  readWorldBankRow,
  type OperatorMonthRow,
  type WorldBankSite,
} from '../flaring-data/index.js';
import type { DetectedTemplate } from './detect-template.js';
import type { RowErrors } from './import-failure.js';
import type { Valid } from './writers/write-context.js';

/**
 * A World Bank site as the reader thread sends it: the fields of a WorldBankSite but its line (which goes
 * with every row) and with `undefined` for null (a null value means text in the thread's messages).
 */
type Site = Omit<WorldBankSite, 'line'>;
export type WorldBankSiteRow = {
  [K in keyof Site as null extends Site[K] ? never : K]: Site[K];
} & {
  [K in keyof Site as null extends Site[K] ? K : never]?: Exclude<Site[K], null>;
};

/**
 * One detection of a Nightfire nightly file (decision 034): its night (the scan's UTC date), the scan's
 * time, where, and what the fill values (999999 …) left: temperature (K), radiant heat (MW) and cloud
 * mask are absent when missing. `missing` counts the cells read as missing.
 */
export type NightfireDetectionRow = {
  night: string;
  scannedAt: string;
  latitude: number;
  longitude: number;
  temperatureK?: number;
  radiantHeatMw?: number;
  cloudMask?: number;
  missing: number;
};

export type RowOf<K extends ImportTemplateKind> = K extends SchemaTemplateKind
  ? ImportRowOf[K]
  : K extends 'vnf_nightly'
    ? NightfireDetectionRow
    : K extends 'us_operator_months'
      ? OperatorMonthRow
      : WorldBankSiteRow;

/** The keys of a template's validated row, in the order the reader thread sends them. */
export const rowKeysOf = (kind: ImportTemplateKind, columns: readonly string[]): string[] =>
  kind === 'worldbank_sites'
    ? ['iso3', 'year', 'latitude', 'longitude', 'volumeM3', 'fieldName', 'fieldType', 'operator', 'isOnshore']
    : kind === 'vnf_nightly'
      ? [
          'night',
          'scannedAt',
          'latitude',
          'longitude',
          'temperatureK',
          'radiantHeatMw',
          'cloudMask',
          'missing',
        ]
      : kind === 'us_operator_months'
        ? ['state', 'companyName', 'product', 'values']
        : [...columns];

type ValidateOptions = {
  format: ImportFileFormat;
  /** The file's name: a Nightfire file's date (`_d20171205_`) bounds the nights of its rows. */
  fileName?: string;
  errors: Pick<RowErrors, 'add'>;
  onRows: (handled: number) => void;
};

/**
 * The cells of a row by column, trimmed, the empty ones left out; formula-looking cells are reported and
 * left out too (`refused`). In a CSV, a row with fewer cells than the header (a file cut short) or with
 * values past the header is refused whole: null.
 */
const cellsOf = (
  detected: DetectedTemplate,
  row: { line: number; cells: string[] },
  options: ValidateOptions,
  columnOf: (column: DetectedTemplate['columns'][number]) => string,
): { input: Record<string, string>; refused: Set<string> } | null => {
  const { line, cells } = row;
  if (
    options.format === 'csv' &&
    (cells.length < detected.width ||
      (cells.length > detected.width && cells.slice(detected.width).some((cell) => cell.trim() !== '')))
  ) {
    options.errors.add({
      line,
      column: null,
      key: 'imports.row.column_count',
      params: { found: cells.length, expected: detected.width },
    });
    return null;
  }
  const input: Record<string, string> = {};
  const refused = new Set<string>();
  for (const column of detected.columns) {
    const cell = cells[column.index];
    if (cell === undefined || cell === '') continue;
    if (isFormulaLike(cell)) {
      options.errors.add({ line, column: columnOf(column), key: 'imports.row.formula' });
      refused.add(column.name);
      continue;
    }
    const value = cell.trim();
    if (value !== '') input[column.name] = value;
  }
  return { input, refused };
};

/**
 * The World Bank's workbook, row by row, through the reader the seed uses too (readWorldBankRow: `NA`,
 * thousands commas, the export's garbled accents). Reports name the column as the file's header writes it.
 */
function* validateWorldBankRows(
  detected: DetectedTemplate,
  options: ValidateOptions,
): Generator<Valid<WorldBankSiteRow>> {
  const labelOf = new Map(detected.columns.map((column) => [column.name, column.label]));
  let handled = 0;
  for (const row of detected.dataRows) {
    handled += 1;
    if (handled % 1000 === 0) options.onRows(handled);
    const cells = cellsOf(detected, row, options, (column) => column.label);
    if (!cells) continue;
    const read = readWorldBankRow(cells.input, row.line);
    if ('issues' in read) {
      for (const issue of read.issues)
        if (!cells.refused.has(issue.column))
          options.errors.add({
            line: row.line,
            column: labelOf.get(issue.column) ?? issue.column,
            key: issue.message,
          });
      continue;
    }
    if (cells.refused.size > 0) continue;
    const { line, ...site } = read.site;
    const data: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(site)) if (value !== null) data[key] = value;
    yield { line, data: data as WorldBankSiteRow };
  }
  options.onRows(handled);
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
/** EOG's scan time: 2017/12/05 04:13:46.950 (or with hyphens, or a T). */
const SCAN_TIME = /^(\d{4})[/-](\d{2})[/-](\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d+)?Z?$/;

/** The night a Nightfire file's name dates (`VNF_npp_d20171205_…` → 2017-12-05), if it does. */
export const nightOfFileName = (fileName: string | undefined): string | undefined => {
  const match = fileName ? /_d(\d{4})(\d{2})(\d{2})[_.]/.exec(fileName) : null;
  return match ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
};

/**
 * EOG's Nightfire nightly detections, row by row (decision 034): the scan time and place are needed (a
 * fill value there refuses the row); temperature, radiant heat and cloud mask are missing when empty or a
 * fill value (999999, -999.9 …), never numbers; radiant heat is not negative; a scan on another date than
 * the one the file's name gives is refused (a night outside the file's).
 */
function* validateNightfireRows(
  detected: DetectedTemplate,
  options: ValidateOptions,
): Generator<Valid<NightfireDetectionRow>> {
  const fileNight = nightOfFileName(options.fileName);
  const labelOf = new Map(detected.columns.map((column) => [column.name, column.label]));
  const label = (name: string) => labelOf.get(name) ?? name;
  let handled = 0;
  for (const row of detected.dataRows) {
    handled += 1;
    if (handled % 1000 === 0) options.onRows(handled);
    const cells = cellsOf(detected, row, options, (column) => column.label);
    if (!cells) continue;
    const { input } = cells;
    const { line } = row;
    let bad = cells.refused.size > 0;
    const fail = (name: string, key: string, params?: Record<string, string | number>) => {
      options.errors.add({ line, column: label(name), key, params });
      bad = true;
    };
    const time = SCAN_TIME.exec(input.date_mscan ?? '');
    let night = '';
    let scannedAt = '';
    if (!time) fail('date_mscan', 'imports.row.vnf_date');
    else {
      const [, y, mo, d, h, mi, s, fraction] = time;
      const iso = `${y}-${mo}-${d}T${h}:${mi}:${s}${(fraction ?? '.000').padEnd(4, '0').slice(0, 4)}Z`;
      const date = new Date(iso);
      if (Number.isNaN(date.getTime()) || date.toISOString() !== iso)
        fail('date_mscan', 'imports.row.vnf_date');
      else {
        night = iso.slice(0, 10);
        scannedAt = iso;
        if (fileNight && night !== fileNight)
          fail('date_mscan', 'imports.row.vnf_night', { night, fileNight });
      }
    }
    const coordinate = (name: string, limit: number): number | undefined => {
      const cell = input[name];
      const value = cell !== undefined && NUMBER.test(cell) && !isNightfireMissing(cell) ? Number(cell) : NaN;
      if (!Number.isFinite(value) || Math.abs(value) > limit) {
        if (!cells.refused.has(name)) fail(name, 'imports.row.vnf_location');
        return undefined;
      }
      return value;
    };
    const latitude = coordinate('lat_gmtco', 90);
    const longitude = coordinate('lon_gmtco', 180);
    let missing = 0;
    const measure = (name: string): number | undefined => {
      const cell = input[name];
      if (cells.refused.has(name)) return undefined;
      if (isNightfireMissing(cell)) {
        missing += 1;
        return undefined;
      }
      if (!NUMBER.test(cell as string) || !Number.isFinite(Number(cell))) {
        fail(name, 'imports.row.vnf_number');
        return undefined;
      }
      return Number(cell);
    };
    const temperatureK = measure('temp_bb');
    if (temperatureK !== undefined && (temperatureK <= 0 || temperatureK > 5000))
      fail('temp_bb', 'imports.row.temperature');
    const radiantHeatMw = measure('rh');
    if (radiantHeatMw !== undefined && radiantHeatMw < 0) fail('rh', 'imports.row.vnf_negative');
    const cloudMask = measure('cloud_mask');
    if (cloudMask !== undefined && ![0, 1, 2, 3].includes(cloudMask))
      fail('cloud_mask', 'imports.row.vnf_cloud_mask');
    if (bad || latitude === undefined || longitude === undefined) continue;
    const data: NightfireDetectionRow = { night, scannedAt, latitude, longitude, missing };
    if (temperatureK !== undefined) data.temperatureK = temperatureK;
    if (radiantHeatMw !== undefined) data.radiantHeatMw = radiantHeatMw;
    if (cloudMask !== undefined) data.cloudMask = cloudMask;
    yield { line, data };
  }
  options.onRows(handled);
}

/**
 * Flaring Monitor's monthly operator file as published (months as columns), row by row, through the reader
 * the seed uses too (flaring-data/operator-months.ts): sentinels are missing values; a negative value, a
 * month a report cannot hold yet, an unknown state, product or unit are the row's errors. A row naming no
 * operator is left out (it names no one).
 */
function* validateOperatorMonthRows(
  detected: DetectedTemplate,
  options: ValidateOptions,
): Generator<Valid<OperatorMonthRow>> {
  const monthColumns = detected.columns.flatMap((column) => {
    const month = monthOfColumn(column.name);
    return month ? [{ name: column.name, month }] : [];
  });
  const lastMonth = lastReportableMonth(new Date());
  let handled = 0;
  for (const row of detected.dataRows) {
    handled += 1;
    if (handled % 1000 === 0) options.onRows(handled);
    const cells = cellsOf(detected, row, options, (column) => column.name);
    if (!cells) continue;
    const read = readOperatorMonthRow(cells.input, monthColumns, lastMonth);
    if ('skip' in read) continue;
    if ('issues' in read) {
      for (const issue of read.issues)
        if (issue.column === null || !cells.refused.has(issue.column))
          options.errors.add({
            line: row.line,
            column: issue.column,
            key: issue.message,
            params: issue.params,
          });
      continue;
    }
    if (cells.refused.size > 0) continue;
    yield { line: row.line, data: read.row };
  }
  options.onRows(handled);
}

/**
 * Validates the data rows one by one, as they are iterated, with their template's zod schema (the World
 * Bank's workbook with its own reader): yields the good ones typed, and reports each bad cell (line,
 * column, reason) to `errors`. Formula-looking cells are refused before the schema sees them. In a CSV,
 * a row with fewer cells than the header (a file cut short) or with values past the header is refused whole.
 */
export function* validateRows<K extends ImportTemplateKind>(
  kind: K,
  detected: DetectedTemplate,
  options: ValidateOptions,
): Generator<Valid<RowOf<K>>> {
  if (kind === 'worldbank_sites') {
    yield* validateWorldBankRows(detected, options) as Generator<Valid<RowOf<K>>>;
    return;
  }
  if (kind === 'vnf_nightly') {
    yield* validateNightfireRows(detected, options) as Generator<Valid<RowOf<K>>>;
    return;
  }
  if (kind === 'us_operator_months') {
    yield* validateOperatorMonthRows(detected, options) as Generator<Valid<RowOf<K>>>;
    return;
  }
  const { errors } = options;
  let handled = 0;
  for (const row of detected.dataRows) {
    handled += 1;
    if (handled % 1000 === 0) options.onRows(handled);
    const cells = cellsOf(detected, row, options, (column) => column.name);
    if (!cells) continue;
    const { input, refused } = cells;
    const { line } = row;
    const result = parseImportRow(kind as SchemaTemplateKind, input);
    if (result.success) {
      if (refused.size === 0) yield { line, data: result.data as RowOf<K> };
      continue;
    }
    for (const issue of result.issues) {
      const column = typeof issue.path[0] === 'string' ? issue.path[0] : null;
      // One reason per cell: the first check that failed (a cell that is not a number is not also out of range).
      if (column !== null && refused.has(column)) continue;
      if (column !== null) refused.add(column);
      const key = issue.message.startsWith('imports.row.') ? issue.message : 'imports.row.invalid';
      const params =
        'params' in issue ? (issue.params as Record<string, string | number> | undefined) : undefined;
      errors.add({ line, column, key, params });
    }
  }
  options.onRows(handled);
}
