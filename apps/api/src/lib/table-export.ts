import {
  dictionaries,
  m3ToMmscf,
  m3ToScf,
  MILLION,
  tonnesToShortTons,
  type ExportFormat,
  type ExportTable,
  type Locale,
  type UnitSystem,
} from '@flarescope/shared';
import { stringify } from 'csv-stringify/sync';
import { AppError } from '../errors.js';
import { loadExcelJS } from '../infra/load-on-use.js';

/**
 * The CSV and XLSX renderer every download shares (the flaring views, a project's cash flows, the event's
 * registrations): an export is a list of sheets, each a table of cells under column headers from the
 * `exports` dictionary section; numbers carry what they measure, which gives them their unit and rounding
 * in the chosen unit system. XLSX holds every sheet; CSV the one asked for, in the language's dialect.
 */
export type Cell = string | number | null;

type Dictionary = (typeof dictionaries)['en']['exports'];
type ColumnKey = keyof Dictionary['columns'];
type UnitLabel = keyof Dictionary['units'];

/**
 * What a number measures: how it converts from the API's metric value, how it is rounded, and its unit.
 * Rounding keeps the digits the source really has: satellite volumes (EOG VIIRS Nightfire) carry an
 * uncertainty of the order of 10 % per site, so three significant digits, as the screens show; the
 * World Bank and the Energy Institute publish bcm to two decimals (four or five digits for the large
 * producers), so four; emissions and intensities come from those volumes, so three; production is
 * published in whole barrels and m³; coordinates to 4 decimals (≈ 11 m, finer than a VIIRS pixel).
 */
export type Measure =
  | 'volume'
  | 'published_volume'
  | 'mass'
  | 'intensity'
  | 'oil'
  | 'boe'
  | 'percent'
  | 'power'
  | 'degrees'
  | 'fraction';

/** Rounds to `digits` significant digits (0 stays 0). */
export const roundSignificant = (value: number, digits: number): number =>
  value === 0 || !Number.isFinite(value) ? value : Number(value.toPrecision(digits));

const roundDecimals = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** m³ → million m³ (metric) or MMscf (imperial, m3ToMmscf of domain/units.ts). */
const volumeIn = (m3: number, units: UnitSystem) => (units === 'imperial' ? m3ToMmscf(m3) : m3 / MILLION);

export const MEASURES: Record<
  Measure,
  { unit: (units: UnitSystem) => UnitLabel | null; value: (metric: number, units: UnitSystem) => number }
> = {
  volume: {
    unit: (units) => (units === 'imperial' ? 'mmscf' : 'million_m3'),
    value: (m3, units) => roundSignificant(volumeIn(m3, units), 3),
  },
  published_volume: {
    unit: (units) => (units === 'imperial' ? 'mmscf' : 'million_m3'),
    value: (m3, units) => roundSignificant(volumeIn(m3, units), 4),
  },
  mass: {
    unit: (units) => (units === 'imperial' ? 'short_tons' : 't'),
    value: (tonnes, units) => roundSignificant(units === 'imperial' ? tonnesToShortTons(tonnes) : tonnes, 3),
  },
  intensity: {
    unit: (units) => (units === 'imperial' ? 'scf_per_bbl' : 'm3_per_bbl'),
    value: (m3PerBbl, units) => roundSignificant(units === 'imperial' ? m3ToScf(m3PerBbl) : m3PerBbl, 3),
  },
  oil: { unit: () => 'bbl', value: (bbl) => Math.round(bbl) },
  boe: { unit: () => 'boe', value: (boe) => Math.round(boe) },
  percent: { unit: () => 'percent', value: (percent) => roundDecimals(percent, 1) },
  power: { unit: () => 'mw', value: (mw) => roundDecimals(mw, 1) },
  degrees: { unit: () => 'degrees', value: (degrees) => roundDecimals(degrees, 4) },
  fraction: { unit: () => null, value: (fraction) => roundDecimals(fraction, 4) },
};

/** A column: its header, and what its numbers measure (none for text, years, ranks and counts). */
export type Column = ColumnKey | { key: ColumnKey; measure: Measure; horizon?: string };

export type ExportSheet = { table: ExportTable; columns: readonly Column[]; rows: Cell[][] };

/**
 * Spreadsheet formula injection (OWASP "CSV Injection"): a text cell starting with = + - @ or a tab or
 * carriage return is run as a formula by Excel and LibreOffice. Such text gets a leading apostrophe, which
 * spreadsheets show as text. Numbers are written as numbers and never need it.
 */
export const escapeCell = (value: Cell): Cell =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

export type ExportFile = { body: Buffer; contentType: string; filename: string };

/**
 * The CSV's dialect in each language: what Excel opens in that locale. Spanish Excel reads `;` between
 * fields and `,` as the decimal mark (its list separator is `;` because `,` is the decimal mark).
 */
const CSV_DIALECT: Record<Locale, { delimiter: string; decimal: string }> = {
  en: { delimiter: ',', decimal: '.' },
  es: { delimiter: ';', decimal: ',' },
};

/** A number as the CSV's language writes it: no grouping, the language's decimal mark, never an exponent. */
const csvNumber = (value: number, decimal: string): string => {
  let text = String(value);
  if (/e/i.test(text)) text = value.toFixed(20).replace(/\.?0+$/, '');
  return decimal === '.' ? text : text.replace('.', decimal);
};

/** Writes the sheets as one CSV (the table asked for, else the first) or one XLSX workbook. */
export const renderExport = async (input: {
  sheets: ExportSheet[];
  format: ExportFormat;
  table?: ExportTable | undefined;
  lang: Locale;
  units?: UnitSystem;
  name: string;
}): Promise<ExportFile> => {
  const t = dictionaries[input.lang].exports;
  const units = input.units ?? 'metric';
  const header = (sheet: ExportSheet) =>
    sheet.columns.map((column) => {
      if (typeof column === 'string') return t.columns[column];
      const label = MEASURES[column.measure].unit(units);
      const unit = [label ? t.units[label] : '', column.horizon?.toUpperCase() ?? '']
        .filter(Boolean)
        .join(', ');
      return unit ? `${t.columns[column.key]} (${unit})` : t.columns[column.key];
    });
  if (input.format === 'csv') {
    const sheet = input.table ? input.sheets.find((s) => s.table === input.table) : input.sheets[0];
    if (!sheet) throw new AppError('validation_failed', { fields: { table: 'validation.invalid_value' } });
    const dialect = CSV_DIALECT[input.lang];
    const text = stringify(
      [
        header(sheet),
        ...sheet.rows.map((row) =>
          row.map((cell) => (typeof cell === 'number' ? csvNumber(cell, dialect.decimal) : escapeCell(cell))),
        ),
      ],
      { delimiter: dialect.delimiter },
    );
    // The byte order mark makes Excel read UTF-8 (accents in Spanish headers and names).
    return {
      body: Buffer.from(`\ufeff${text}`, 'utf8'),
      contentType: 'text/csv; charset=utf-8',
      filename: `${input.name}-${sheet.table}.csv`,
    };
  }
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Flarescope';
  const sheets = input.table ? input.sheets.filter((s) => s.table === input.table) : input.sheets;
  if (sheets.length === 0)
    throw new AppError('validation_failed', { fields: { table: 'validation.invalid_value' } });
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(t.sheets[sheet.table]);
    worksheet.addRow(header(sheet)).font = { bold: true };
    for (const row of sheet.rows) worksheet.addRow(row.map(escapeCell));
    worksheet.views = [{ state: 'frozen', ySplit: 1 }];
    sheet.columns.forEach((_, i) => {
      worksheet.getColumn(i + 1).width = i === 0 ? 28 : 18;
    });
  }
  return {
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    filename: `${input.name}.xlsx`,
  };
};
