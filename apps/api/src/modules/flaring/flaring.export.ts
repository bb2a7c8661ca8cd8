import {
  dictionaries,
  GAS_COMPONENTS,
  type CompanyResponse,
  type CountryResponse,
  type ExportFormat,
  type ExportTable,
  type FlareListResponse,
  type FlareResponse,
  type FlaringSummary,
  type Locale,
  type WorldSummaryResponse,
} from '@flarescope/shared';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { AppError } from '../../errors.js';

/**
 * CSV and XLSX downloads of exactly what a view shows: each view is a list of tables (summary, series,
 * companies, flares …). XLSX holds every table as a sheet; CSV holds the one asked for. Headers are in the
 * chosen language; values stay metric with the unit in the header, as the API answers.
 */

type Cell = string | number | null;
export type ExportSheet = { table: ExportTable; columns: readonly ColumnKey[]; rows: Cell[][] };

type Dictionary = (typeof dictionaries)['en']['exports'];
type ColumnKey = keyof Dictionary['columns'];
type FigureKey = keyof Dictionary['figures'];

/**
 * Spreadsheet formula injection (OWASP "CSV Injection"): a text cell starting with = + - @ or a tab or
 * carriage return is run as a formula by Excel and LibreOffice. Such text gets a leading apostrophe, which
 * spreadsheets show as text. Numbers are written as numbers and never need it.
 */
export const escapeCell = (value: Cell): Cell =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

const SUMMARY_COLUMNS = ['figure', 'value', 'unit', 'period', 'source'] as const;

const summaryRows = (
  summary: FlaringSummary & { countryRank?: { rank: number; of: number; year: number } | null },
  t: Dictionary,
): Cell[][] => {
  const rows: Array<[FigureKey, Cell, string, Cell, Cell]> = [
    ['flared', summary.flared.m3, 'm³', summary.flared.year, summary.flared.sourceId],
    ['co2', summary.emissions.co2Tonnes, 't', summary.emissions.year, null],
    ['ch4', summary.emissions.ch4Tonnes, 't', summary.emissions.year, null],
    [
      'co2e',
      summary.emissions.co2eTonnes,
      `t (${summary.emissions.horizon.toUpperCase()})`,
      summary.emissions.year,
      null,
    ],
    [
      'default_composition',
      summary.emissions.isDefaultComposition ? t.yes : t.no,
      '',
      summary.emissions.year,
      null,
    ],
  ];
  if (summary.intensity)
    rows.push([
      'intensity',
      summary.intensity.m3PerBbl,
      'm³/bbl',
      summary.intensity.year,
      summary.intensity.sourceId,
    ]);
  if (summary.flaringIndex)
    rows.push([
      'flaring_index',
      summary.flaringIndex.percent,
      '%',
      summary.flaringIndex.year,
      summary.flaringIndex.sourceId,
    ]);
  if (summary.production) {
    const p = summary.production;
    rows.push(['oil', p.oilBbl, 'bbl', p.period, p.sourceId]);
    rows.push(['gas', p.gasM3, 'm³', p.period, p.sourceId]);
    rows.push(['total', p.totalBoe, 'boe', p.period, p.sourceId]);
  }
  rows.push(['active_flares', summary.activeFlares.count, '', summary.activeFlares.year, null]);
  rows.push(['flare_count', summary.flareCount, '', null, null]);
  rows.push(['last_month', summary.lastMonth, '', null, null]);
  if (summary.worldRank)
    rows.push([
      'world_rank',
      summary.worldRank.rank,
      `/ ${summary.worldRank.of}`,
      summary.worldRank.year,
      null,
    ]);
  if (summary.countryRank)
    rows.push([
      'country_rank',
      summary.countryRank.rank,
      `/ ${summary.countryRank.of}`,
      summary.countryRank.year,
      null,
    ]);
  return rows.map(([key, ...rest]) => [t.figures[key], ...rest]);
};

const flareSheet = (flares: FlareListResponse['items']): ExportSheet => ({
  table: 'flares',
  columns: ['name', 'company', 'field', 'type', 'latitude', 'longitude', 'flared_m3', 'year'],
  rows: flares.map((f) => [
    f.name,
    f.company.name,
    f.field,
    f.type,
    f.latitude,
    f.longitude,
    f.flaredM3,
    f.year,
  ]),
});

const yearSeriesSheet = (series: CountryResponse['series']): ExportSheet => ({
  table: 'series',
  columns: ['year', 'satellite_m3', 'reported_m3', 'world_bank_m3', 'energy_institute_m3'],
  rows: series.map((p) => [p.year, p.satelliteM3, p.reportedM3, p.worldBankM3, p.energyInstituteM3]),
});

export const worldSheets = (view: WorldSummaryResponse, t: Dictionary): ExportSheet[] => [
  {
    table: 'summary',
    columns: SUMMARY_COLUMNS,
    rows: [
      [t.figures.flared, view.totals.flaredM3, 'm³', view.totals.year, null],
      [t.figures.co2, view.totals.co2Tonnes, 't', view.totals.year, null],
      [t.figures.ch4, view.totals.ch4Tonnes, 't', view.totals.year, null],
      [
        t.figures.co2e,
        view.totals.co2eTonnes,
        `t (${view.totals.horizon.toUpperCase()})`,
        view.totals.year,
        null,
      ],
      [
        t.figures.default_composition,
        view.totals.isDefaultComposition ? t.yes : t.no,
        '',
        view.totals.year,
        null,
      ],
      [
        t.figures.intensity,
        view.totals.intensityM3PerBbl,
        'm³/bbl',
        view.totals.intensityYear,
        'wb-ggfr-2024',
      ],
      [t.figures.active_flares, view.totals.activeFlares, '', view.totals.year, null],
      [t.figures.flare_count, view.totals.flareCount, '', null, null],
    ],
  },
  {
    table: 'series',
    columns: ['year', 'satellite_m3', 'world_bank_m3', 'energy_institute_m3'],
    rows: view.series.map((p) => [p.year, p.satelliteM3, p.worldBankM3, p.energyInstituteM3]),
  },
  {
    table: 'countries',
    columns: [
      'world_rank',
      'country',
      'iso3',
      'flared_m3',
      'active_flares',
      'world_bank_m3',
      'world_bank_year',
      'intensity',
    ],
    rows: view.countries.map((c) => [
      c.worldRank,
      c.nameEn,
      c.iso3,
      c.flaredM3,
      c.activeFlares,
      c.worldBankM3,
      c.worldBankYear,
      c.intensityM3PerBbl,
    ]),
  },
];

export const countrySheets = (
  view: CountryResponse,
  flares: FlareListResponse['items'],
  t: Dictionary,
): ExportSheet[] => [
  { table: 'summary', columns: SUMMARY_COLUMNS, rows: summaryRows(view.summary, t) },
  yearSeriesSheet(view.series),
  {
    table: 'companies',
    columns: ['country_rank', 'world_rank', 'company', 'flared_m3', 'active_flares', 'flare_count'],
    rows: view.companies.map((c) => [
      c.countryRank,
      c.worldRank,
      c.name,
      c.flaredM3,
      c.activeFlares,
      c.flareCount,
    ]),
  },
  flareSheet(flares),
];

export const companySheets = (
  view: CompanyResponse,
  flares: FlareListResponse['items'],
  t: Dictionary,
): ExportSheet[] => [
  { table: 'summary', columns: SUMMARY_COLUMNS, rows: summaryRows(view.summary, t) },
  yearSeriesSheet(view.series),
  {
    table: 'production',
    columns: ['period', 'oil_bbl', 'gas_m3', 'total_boe', 'source'],
    rows: view.production.map((p) => [p.period, p.oilBbl, p.gasM3, p.totalBoe, p.sourceId]),
  },
  {
    table: 'fields',
    columns: ['field', 'basin', 'province', 'flare_count', 'flared_m3'],
    rows: view.fields.map((f) => [f.name, f.basin, f.province, f.flareCount, f.flaredM3]),
  },
  flareSheet(flares),
  ...(view.composition
    ? [
        {
          table: 'composition' as const,
          columns: ['component', 'mole_fraction'] as const,
          rows: GAS_COMPONENTS.map((key) => [key, view.composition?.components[key] ?? null]),
        },
      ]
    : []),
];

export const flareSheets = (view: FlareResponse, t: Dictionary): ExportSheet[] => {
  const f = view.flare;
  const latest = view.latest;
  const summary: Array<[FigureKey, Cell, string, Cell, Cell]> = [
    ['data_source', f.source.publisher, '', null, f.source.id],
    ['data_date', f.dataDate, '', null, f.source.id],
    ['location', f.location, '', null, null],
    ['latitude', f.latitude, '°', null, null],
    ['longitude', f.longitude, '°', null, null],
    ['field', f.field?.name ?? null, '', null, null],
    ['field_operator', f.fieldOperator?.name ?? null, '', null, null],
    ['type', f.type, '', null, null],
    ['combustion_efficiency', f.combustionEfficiency, '', null, null],
  ];
  if (latest) {
    summary.push(['flared', latest.flaredM3, 'm³', latest.period, latest.sourceId]);
    summary.push(['co2', latest.emissions.co2Tonnes, 't', latest.period, null]);
    summary.push(['ch4', latest.emissions.ch4Tonnes, 't', latest.period, null]);
    summary.push([
      'co2e',
      latest.emissions.co2eTonnes,
      `t (${latest.emissions.horizon.toUpperCase()})`,
      latest.period,
      null,
    ]);
  }
  if (view.power) summary.push(['power_potential', view.power.powerMw, 'MW', view.power.period, null]);
  summary.push([
    'default_composition',
    view.composition.isDefault ? t.yes : t.no,
    '',
    null,
    view.composition.sourceId,
  ]);
  return [
    {
      table: 'summary',
      columns: SUMMARY_COLUMNS,
      rows: summary.map(([key, ...rest]) => [t.figures[key], ...rest]),
    },
    {
      table: 'series',
      columns: ['period', 'flared_m3', 'co2e_t', 'source', 'confidence'],
      rows: view.series.map((p) => [p.period, p.flaredM3, p.co2eTonnes, p.sourceId, p.confidence]),
    },
    {
      table: 'composition',
      columns: ['component', 'mole_fraction'],
      rows: GAS_COMPONENTS.map((key) => [key, view.composition.components[key] ?? null]),
    },
  ];
};

export type ExportFile = { body: Buffer; contentType: string; filename: string };

/** Writes the sheets as one CSV (the table asked for, else the first) or one XLSX workbook. */
export const renderExport = async (input: {
  sheets: ExportSheet[];
  format: ExportFormat;
  table?: ExportTable | undefined;
  lang: Locale;
  name: string;
}): Promise<ExportFile> => {
  const t = dictionaries[input.lang].exports;
  const header = (sheet: ExportSheet) => sheet.columns.map((column) => t.columns[column]);
  if (input.format === 'csv') {
    const sheet = input.table ? input.sheets.find((s) => s.table === input.table) : input.sheets[0];
    if (!sheet) throw new AppError('validation_failed', { fields: { table: 'validation.invalid_value' } });
    const text = stringify([header(sheet), ...sheet.rows.map((row) => row.map(escapeCell))]);
    // The byte order mark makes Excel read UTF-8 (accents in Spanish headers and names).
    return {
      body: Buffer.from(`\ufeff${text}`, 'utf8'),
      contentType: 'text/csv; charset=utf-8',
      filename: `${input.name}-${sheet.table}.csv`,
    };
  }
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
