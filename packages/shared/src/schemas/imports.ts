import { z } from 'zod';
import { COMPOSITION_SUM_TOLERANCE, GAS_COMPONENTS } from '../domain/flaring-math.js';
import { isCleanText, slugify } from '../text.js';
import { FLARE_TYPES } from './flaring.js';

/**
 * Imports of operator and regulator data (CLI and admin upload, CSV or XLSX). Five templates; the
 * template of a file is detected from its header row; every data row is validated with the row schema
 * of its template. Row messages are dictionary keys (`imports.row.*`), translated by the web and the CLI.
 * The fifth, `worldbank_sites`, is the World Bank's per-flare workbook as it publishes it (issue 24):
 * its rows are read by the API's own reader of that workbook (flaring-data/worldbank-sites.ts), which the
 * seed shares, not by a schema here.
 */

export const IMPORT_TEMPLATE_KINDS = [
  'flares',
  'observations',
  'production',
  'gas_composition',
  'worldbank_sites',
  'vnf_nightly',
  'us_operator_months',
] as const;
export type ImportTemplateKind = (typeof IMPORT_TEMPLATE_KINDS)[number];
/**
 * The templates whose rows this module's zod schemas check: all but the publishers' own files (the World
 * Bank's workbook, EOG's Nightfire nightly CSV, and Flaring Monitor's monthly operator files, months as
 * columns, read by the API's flaring-data/operator-months.ts), which the API reads with their own readers.
 */
export type SchemaTemplateKind = Exclude<
  ImportTemplateKind,
  'worldbank_sites' | 'vnf_nightly' | 'us_operator_months'
>;

export const IMPORT_FILE_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFileFormat = (typeof IMPORT_FILE_FORMATS)[number];

/** Uploads larger than this are refused with 413 before they are read (a .csv.gz: its compressed size). */
export const IMPORT_MAX_FILE_BYTES = 20 * 1024 * 1024;

/** A failed import reports this many bad rows in full (and counts all of them). */
export const IMPORT_MAX_REPORTED_ERRORS = 1000;

export const IMPORT_SOURCE_KINDS = ['operator', 'regulator'] as const;
export const IMPORT_JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];
/** reading: the file and its header; writing: every row checked and written, then the roll-ups. */
export const IMPORT_PHASES = ['queued', 'reading', 'writing', 'done'] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];

/** How an observation's volume was obtained. */
export const OBSERVATION_CONFIDENCES = ['measured', 'calculated', 'estimate'] as const;

// ---------------------------------------------------------------------------------------------
// Cells. The readers hand every cell over as text (numbers as JavaScript prints them, dates as
// YYYY-MM-DD); a row is an object of its non-empty, trimmed cells, so an empty cell is undefined.
// Each field is a zod schema of string checks only (regex, refine) plus a `convert` run once the row
// has passed: zod transforms cost ~1 µs a field and a row, too much for files of millions of rows.
// ---------------------------------------------------------------------------------------------

// One way to match each text (linear time): `\d+\.?\d*`, as this was written before, split a run of digits
// anywhere between `\d+` and `\d*` and backtracked quadratically (100 000 digits and an x: 19 s).
const NUMBER_PATTERN = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Text a spreadsheet would run as a formula when the cell is opened (CSV injection): it starts with
 * =, +, -, @, a tab or a carriage return, and is not a plain number. Such cells are refused, never
 * stored; exports escape what they write.
 */
export const isFormulaLike = (cell: string): boolean => {
  const first = cell.charCodeAt(0);
  // = + - @ TAB CR
  if (first !== 61 && first !== 43 && first !== 45 && first !== 64 && first !== 9 && first !== 13)
    return false;
  return !NUMBER_PATTERN.test(cell.trim());
};

const required = { error: 'imports.row.required' } as const;

type Field<T> = { schema: z.ZodType<string>; convert: (cell: string) => T };

const field = <T>(schema: z.ZodType<string>, convert: (cell: string) => T): Field<T> => ({ schema, convert });
const asIs = (cell: string) => cell;

const textCell = (max: number) =>
  z
    .string(required)
    .max(max, { error: 'imports.row.too_long' })
    // Control characters (Unicode Cc: tabs, line breaks inside a cell) never belong in a name; the
    // pattern names them on purpose (and without the u flag, which makes it 4× slower per row).
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\x00-\x1f\x7f-\x9f]*$/, { error: 'imports.row.text' });

const text = (max: number) => field(textCell(max), asIs);

/** A name that must make a URL slug (letters or digits left after slugify). */
const name = (max: number) =>
  field(
    // An ASCII letter or digit always survives slugify (which is slow: it normalises Unicode).
    textCell(max).refine((value) => /[A-Za-z0-9]/.test(value) || slugify(value) !== '', {
      error: 'imports.row.name_empty',
    }),
    asIs,
  );

const number = (range: { min?: number; max?: number; key: string }) =>
  field(
    z
      .string(required)
      .regex(NUMBER_PATTERN, { error: 'imports.row.number' })
      .refine((value) => Number.isFinite(Number(value)), { error: 'imports.row.number' })
      .refine(
        (value) =>
          (range.min === undefined || Number(value) >= range.min) &&
          (range.max === undefined || Number(value) <= range.max),
        { error: range.key },
      ),
    Number,
  );

const nonNegative = () => number({ min: 0, key: 'imports.row.not_negative' });
const fraction = () => number({ min: 0, max: 1, key: 'imports.row.fraction' });
const latitude = () => number({ min: -90, max: 90, key: 'imports.row.latitude' });
const longitude = () => number({ min: -180, max: 180, key: 'imports.row.longitude' });

/** Choices are matched without regard to case, spaces and hyphens ('Gas Field' = 'gas_field'). */
const normaliseChoice = (value: string) => value.toLowerCase().replace(/[\s-]+/g, '_');

/** One of `values`. */
const choice = <T extends string>(values: readonly T[], key: string) => {
  const allowed = new Set<string>(values);
  return field(
    z.string(required).refine((value) => allowed.has(normaliseChoice(value)), {
      error: key,
      params: { allowed: values.join(', ') },
    }),
    (value) => normaliseChoice(value) as T,
  );
};

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'si', 'sí', 'verdadero']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'falso']);

const boolean = () =>
  field(
    z
      .string()
      .refine((value) => TRUE_WORDS.has(value.toLowerCase()) || FALSE_WORDS.has(value.toLowerCase()), {
        error: 'imports.row.boolean',
      }),
    (value) => TRUE_WORDS.has(value.toLowerCase()),
  );

/** 'YYYY-MM'; a date on the first of a month (what spreadsheets make of "2024-03") counts as that month. */
const month = () =>
  field(z.string(required).regex(/^\d{4}-(0[1-9]|1[0-2])(-01)?$/, { error: 'imports.row.month' }), (value) =>
    value.slice(0, 7),
  );

/** A year 'YYYY' or a month 'YYYY-MM' (or the first day of a month). */
const period = () =>
  field(
    z.string(required).regex(/^\d{4}(-(0[1-9]|1[0-2])(-01)?)?$/, { error: 'imports.row.period' }),
    (value) => value.slice(0, 7),
  );

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const date = () =>
  field(
    z
      .string(required)
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'imports.row.date' })
      .refine(isRealDate, { error: 'imports.row.date' }),
    asIs,
  );

/** A data date as precise as the publisher gives it: 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'. */
const dataDate = () =>
  field(
    z
      .string()
      .regex(/^\d{4}(-(0[1-9]|1[0-2])(-\d{2})?)?$/, { error: 'imports.row.data_date' })
      .refine((value) => value.length < 10 || isRealDate(value), { error: 'imports.row.data_date' }),
    asIs,
  );

// ---------------------------------------------------------------------------------------------
// Row schemas (keys are the template's column names)
// ---------------------------------------------------------------------------------------------

type Fields = Record<string, { field: Field<unknown>; isOptional: boolean }>;
const req = <T>(f: Field<T>) => ({ field: f as Field<unknown>, isOptional: false });
const opt = <T>(f: Field<T>) => ({ field: f as Field<unknown>, isOptional: true });

/** The zod schema of a row: each field's checks, optional ones allowed to be missing. */
const rowSchema = (fields: Fields) =>
  z.object(
    Object.fromEntries(
      Object.entries(fields).map(([key, { field: f, isOptional }]) => [
        key,
        isOptional ? f.schema.optional() : f.schema,
      ]),
    ),
  );

/** Turns a row that passed its schema into typed values (numbers, normalised choices, months). */
const rowConverter = (fields: Fields) => {
  const entries = Object.entries(fields).map(([key, { field: f }]) => [key, f.convert] as const);
  return (row: Record<string, string | undefined>) => {
    const out: Record<string, unknown> = {};
    for (const [key, convert] of entries) {
      const cell = row[key];
      if (cell !== undefined) out[key] = convert(cell);
    }
    return out;
  };
};

const flareReference = { country: req(text(100)), company: req(text(200)), flare_name: req(name(160)) };

const FLARE_FIELDS = {
  ...flareReference,
  external_id: opt(text(80)),
  latitude: req(latitude()),
  longitude: req(longitude()),
  type: req(choice(FLARE_TYPES, 'imports.row.flare_type')),
  field: opt(text(200)),
  location: opt(text(300)),
  is_routine: opt(boolean()),
  is_onshore: opt(boolean()),
  combustion_efficiency: opt(fraction()),
  temperature_k: opt(number({ min: 1, max: 5000, key: 'imports.row.temperature' })),
  detection_frequency: opt(fraction()),
  data_date: opt(dataDate()),
};
export type FlareImportRow = {
  country: string;
  company: string;
  flare_name: string;
  external_id?: string;
  latitude: number;
  longitude: number;
  type: (typeof FLARE_TYPES)[number];
  field?: string;
  location?: string;
  is_routine?: boolean;
  is_onshore?: boolean;
  combustion_efficiency?: number;
  temperature_k?: number;
  detection_frequency?: number;
  data_date?: string;
};

/**
 * A flare's volume in one month. `latitude`, `longitude` and `type` are read only to create a flare
 * the database does not have yet (then all three are needed; the importer checks that).
 */
const OBSERVATION_FIELDS = {
  ...flareReference,
  period: req(month()),
  volume_m3: req(nonNegative()),
  confidence: opt(choice(OBSERVATION_CONFIDENCES, 'imports.row.confidence')),
  latitude: opt(latitude()),
  longitude: opt(longitude()),
  type: opt(choice(FLARE_TYPES, 'imports.row.flare_type')),
};
export type ObservationImportRow = {
  country: string;
  company: string;
  flare_name: string;
  period: string;
  volume_m3: number;
  confidence?: (typeof OBSERVATION_CONFIDENCES)[number];
  latitude?: number;
  longitude?: number;
  type?: (typeof FLARE_TYPES)[number];
};

/** Production of a field (when `field` is given), a company (when `company` is) or a country. */
const PRODUCTION_FIELDS = {
  country: req(text(100)),
  company: opt(text(200)),
  field: opt(text(200)),
  period: req(period()),
  oil_bbl: opt(nonNegative()),
  gas_m3: opt(nonNegative()),
};
export type ProductionImportRow = {
  country: string;
  company?: string;
  field?: string;
  period: string;
  oil_bbl?: number;
  gas_m3?: number;
};

/** A chromatography: mole fractions of each component; an empty cell means not detected (0). */
const COMPOSITION_FIELDS = {
  ...flareReference,
  sampled_on: req(date()),
  ...Object.fromEntries(GAS_COMPONENTS.map((c) => [c, opt(fraction())])),
};
export type GasCompositionImportRow = {
  country: string;
  company: string;
  flare_name: string;
  sampled_on: string;
} & Record<(typeof GAS_COMPONENTS)[number], number>;

export const flareImportRowSchema = rowSchema(FLARE_FIELDS);
export const observationImportRowSchema = rowSchema(OBSERVATION_FIELDS);
export const productionImportRowSchema = rowSchema(PRODUCTION_FIELDS).superRefine((row, ctx) => {
  if (row.oil_bbl === undefined && row.gas_m3 === undefined)
    ctx.addIssue({ code: 'custom', path: ['oil_bbl'], message: 'imports.row.production_empty' });
});
export const gasCompositionImportRowSchema = rowSchema(COMPOSITION_FIELDS).superRefine((row, ctx) => {
  const cells = row as Record<string, string | undefined>;
  const sum = GAS_COMPONENTS.reduce((total, c) => total + Number(cells[c] ?? 0), 0);
  // 1e-9 absorbs binary rounding, as isValidComposition does; NaN (a bad cell) is reported by its field.
  if (Number.isFinite(sum) && Math.abs(sum - 1) > COMPOSITION_SUM_TOLERANCE + 1e-9)
    ctx.addIssue({
      code: 'custom',
      path: [],
      message: 'imports.row.composition_sum',
      params: { sum: Number(sum.toFixed(4)) },
    });
});

const withZeroComponents =
  (convert: ReturnType<typeof rowConverter>) => (row: Record<string, string | undefined>) => {
    const out = convert(row);
    for (const c of GAS_COMPONENTS) out[c] ??= 0;
    return out;
  };

/** Each template's row schema (zod, over the row's text cells) and the typed row it gives. */
export const IMPORT_ROW_SCHEMAS = {
  flares: { schema: flareImportRowSchema, convert: rowConverter(FLARE_FIELDS) },
  observations: { schema: observationImportRowSchema, convert: rowConverter(OBSERVATION_FIELDS) },
  production: { schema: productionImportRowSchema, convert: rowConverter(PRODUCTION_FIELDS) },
  gas_composition: {
    schema: gasCompositionImportRowSchema,
    convert: withZeroComponents(rowConverter(COMPOSITION_FIELDS)),
  },
} as const;

export type ImportRowOf = {
  flares: FlareImportRow;
  observations: ObservationImportRow;
  production: ProductionImportRow;
  gas_composition: GasCompositionImportRow;
};

/**
 * Validates one row (its non-empty cells by column) with its template's zod schema; on success the
 * typed row, else zod's issues (messages are `imports.row.*` keys).
 */
export const parseImportRow = <K extends SchemaTemplateKind>(kind: K, cells: Record<string, string>) => {
  const { schema, convert } = IMPORT_ROW_SCHEMAS[kind];
  const result = schema.safeParse(cells);
  return result.success
    ? ({ success: true, data: convert(cells) as ImportRowOf[K] } as const)
    : ({ success: false, issues: result.error.issues } as const);
};

// ---------------------------------------------------------------------------------------------
// Templates: the header row of each (column names as written in the file, in this order)
// ---------------------------------------------------------------------------------------------

/**
 * A template's column: `name` is what its header cell reads as (case, spaces and hyphens aside); `label`,
 * where the publisher's own header differs ('Field  Operator'), is what the downloadable template writes.
 */
export type ImportColumn = { name: string; isRequired: boolean; label?: string };

const columns = (requiredNames: string[], optionalNames: string[]): ImportColumn[] => [
  ...requiredNames.map((name) => ({ name, isRequired: true })),
  ...optionalNames.map((name) => ({ name, isRequired: false })),
];

/**
 * The World Bank's "Flare Volume Estimates by Individual Flare Location" workbook, one row per flare site and
 * year, with its header as published (double spaces included). Its snake-cased extracts ('field_operator')
 * read the same. A volume is needed in `bcm` or `Flaring Vol (million m3)`.
 */
const WORLD_BANK_COLUMNS: Array<{ name: string; label: string; isRequired: boolean }> = [
  { name: 'country', label: 'Country', isRequired: true },
  { name: 'latitude', label: 'Latitude', isRequired: true },
  { name: 'longitude', label: 'Longitude', isRequired: true },
  { name: 'bcm', label: 'bcm', isRequired: false },
  { name: 'mmscfd', label: 'MMscfd', isRequired: false },
  { name: 'year', label: 'Year', isRequired: true },
  { name: 'field_type', label: 'Field  Type', isRequired: false },
  { name: 'field_name', label: 'Field Name', isRequired: false },
  { name: 'field_operator', label: 'Field  Operator', isRequired: true },
  { name: 'location', label: 'Location', isRequired: false },
  { name: 'flare_level', label: 'Flare Level', isRequired: false },
  { name: 'flaring_vol_million_m3', label: 'Flaring Vol (million m3)', isRequired: false },
];

/**
 * EOG's VIIRS Nightfire nightly CSV (`.csv` or `.csv.gz`; decision 034): the columns read, as the v3.0
 * "-ez" layout writes them (v2.1 and v4.0 are read too: domain/nightfire.ts). Its files carry ~100 other
 * columns, which are left unread; the template lists the ones that matter.
 */
const NIGHTFIRE_COLUMNS: ImportColumn[] = [
  { name: 'date_mscan', label: 'Date_Mscan', isRequired: true },
  { name: 'date_ltz', label: 'Date_LTZ', isRequired: false },
  { name: 'lat_gmtco', label: 'Lat_GMTCO', isRequired: true },
  { name: 'lon_gmtco', label: 'Lon_GMTCO', isRequired: true },
  { name: 'temp_bb', label: 'Temp_BB', isRequired: true },
  { name: 'rh', label: 'RH', isRequired: true },
  { name: 'cloud_mask', label: 'Cloud_Mask', isRequired: true },
];

export const IMPORT_TEMPLATES: Record<
  ImportTemplateKind,
  {
    columns: ImportColumn[];
    /** At least one of these columns must be in the header. */ requiredAny?: string[];
    /**
     * Months as columns (`jan_2019` … `may_2021`, Flaring Monitor's layout): any number of them, at least
     * one; each is read as its `YYYY-MM`.
     */
    monthColumns?: true;
  }
> = {
  flares: {
    columns: columns(
      ['country', 'company', 'flare_name', 'latitude', 'longitude', 'type'],
      [
        'external_id',
        'field',
        'location',
        'is_routine',
        'is_onshore',
        'combustion_efficiency',
        'temperature_k',
        'detection_frequency',
        'data_date',
      ],
    ),
  },
  observations: {
    columns: columns(
      ['country', 'company', 'flare_name', 'period', 'volume_m3'],
      ['confidence', 'latitude', 'longitude', 'type'],
    ),
  },
  production: {
    columns: columns(['country', 'period'], ['company', 'field', 'oil_bbl', 'gas_m3']),
    requiredAny: ['oil_bbl', 'gas_m3'],
  },
  gas_composition: {
    columns: columns(['country', 'company', 'flare_name', 'sampled_on', ...GAS_COMPONENTS], []),
  },
  worldbank_sites: {
    columns: WORLD_BANK_COLUMNS,
    requiredAny: ['bcm', 'flaring_vol_million_m3'],
  },
  vnf_nightly: { columns: NIGHTFIRE_COLUMNS },
  us_operator_months: {
    columns: columns(['state', 'company_name', 'product_type', 'product_units'], ['combined_name', 'ticker']),
    monthColumns: true,
  },
};

/** What a template's header row says for a column: the publisher's own label, else its name. */
export const importColumnLabel = (column: ImportColumn): string => column.label ?? column.name;

/** Header cell → column name: case, spaces and hyphens do not matter ('Flare Name' = 'flare_name'). */
/** The template's month columns as the downloadable template writes them (an example range). */
export const MONTH_COLUMN_EXAMPLES = ['jan_2021', 'feb_2021', 'mar_2021'] as const;

export const normaliseHeader = (cell: string): string =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

// ---------------------------------------------------------------------------------------------
// The importer's say about the publisher (CLI flags, upload form fields)
// ---------------------------------------------------------------------------------------------

const optionalFormText = (max: number) =>
  z
    .string({ error: 'validation.invalid_value' })
    .trim()
    .max(max, { error: 'validation.too_long', abort: true })
    // Form fields come as multipart, which the API's input guard does not read: one line, checked here.
    .refine((value) => isCleanText(value), { error: 'validation.control_characters' })
    .optional()
    .transform((value) => (value ? value : undefined));

export const importSourceSchema = z.object({
  /** The publisher's name, or the id of an existing data source ('ar-se-neuquina'). */
  source: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(200, { error: 'validation.too_long', abort: true })
    .refine((value) => isCleanText(value), { error: 'validation.control_characters', abort: true })
    .refine((value) => slugify(value) !== '', { error: 'validation.invalid_value' }),
  /** operator (the default for a new source) or regulator; an existing source keeps its kind unless given. */
  kind: z.enum(IMPORT_SOURCE_KINDS, { error: 'validation.invalid_value' }).optional(),
  title: optionalFormText(300),
  licence: optionalFormText(200),
  url: optionalFormText(500).refine((value) => value === undefined || /^https?:\/\/\S+$/.test(value), {
    error: 'validation.invalid_value',
  }),
  publishedOn: optionalFormText(10).refine((value) => value === undefined || isRealDate(value), {
    error: 'validation.invalid_value',
  }),
  /**
   * The worksheet to read in an XLSX workbook (default: the one named after a template, else the first
   * whose first row is a template's header, else the first).
   */
  sheet: optionalFormText(100),
});
export type ImportSourceInput = z.input<typeof importSourceSchema>;
export type ImportSource = z.infer<typeof importSourceSchema>;

/** The upload's `preview` form field: 'true' runs the whole import and rolls it back (nothing changes). */
export const importPreviewFieldSchema = z
  .enum(['true', 'false'], { error: 'validation.invalid_value' })
  .optional()
  .transform((value) => value === 'true');

// ---------------------------------------------------------------------------------------------
// Reports and job status
// ---------------------------------------------------------------------------------------------

export const importRowErrorSchema = z.object({
  /** Spreadsheet row number: the header is line 1, the first data row line 2. */
  line: z.number().int(),
  /** The template column, or null when the whole row is at fault (a missing cell, a bad sum). */
  column: z.string().nullable(),
  /** Dictionary key of the reason (`imports.row.required`). */
  key: z.string(),
  /** The reason in English, placeholders filled. */
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importTableCountsSchema = z.object({
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Rows of the source an import of a whole publication replaced and no longer holds (World Bank sites). */
  deleted: z.number().int().optional(),
});
export type ImportTableCounts = z.infer<typeof importTableCountsSchema>;

/** A site of a per-flare file, as the import's summary names it. */
const summarySiteSchema = z.object({
  line: z.number().int(),
  /** ISO 3166-1 alpha-3. */
  country: z.string(),
  year: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  operator: z.string().nullable(),
});

/** How many of a list there are, and the first few of them. */
const firstOf = <T extends z.ZodType>(item: T) => z.object({ count: z.number().int(), first: z.array(item) });

/** Sites listed in full in an import's summary (the rest are counted). */
export const IMPORT_SUMMARY_MAX_LISTED = 50;

/**
 * What matching a per-flare file's sites to the satellite catalogue's flares came to (World Bank
 * workbook, decision 016): the radius, the sites matched, those with no flare of their country within
 * the radius, those whose flare went to a larger site of the same year (a flare with two claims), and
 * the flare-years a regulator's dated record kept.
 */
export const siteMatchingSummarySchema = z.object({
  radiusM: z.number(),
  sites: z.number().int(),
  matched: z.number().int(),
  /** Matched sites whose flare-year a regulator dates: the regulator's company stays (precedence). */
  keptByRegulator: z.number().int(),
  countries: z.array(z.string()),
  years: z.array(z.number().int()),
  unmatched: firstOf(summarySiteSchema),
  outclaimed: firstOf(
    summarySiteSchema.extend({
      /** The flare both sites are nearest to, and the line of the site that took it. */
      flareName: z.string(),
      distanceM: z.number(),
      takenByLine: z.number().int(),
    }),
  ),
});
export type SiteMatchingSummary = z.infer<typeof siteMatchingSummarySchema>;

/**
 * What matching a Nightfire night's detections to the catalogue came to (decision 034): the layout read,
 * the satellite and nights, detections matched to a flare within the radius, flare-nights written, the
 * unmatched detections grouped into candidate new flares, and the cells read as missing (999999 …).
 */
export const nightfireSummarySchema = z.object({
  layout: z.string(),
  satellite: z.string(),
  nights: z.array(z.string()),
  radiusM: z.number(),
  detections: z.number().int(),
  matched: z.number().int(),
  flares: z.number().int(),
  unmatched: z.number().int(),
  candidates: z.number().int(),
  missingValues: z.number().int(),
});
export type NightfireSummary = z.infer<typeof nightfireSummarySchema>;

/** What an import found beyond its counts (the World Bank's workbook, EOG's nightly files). */
export const importSummarySchema = z.object({
  siteMatching: siteMatchingSummarySchema.optional(),
  nightfire: nightfireSummarySchema.optional(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const importJobSchema = z.object({
  id: z.string(),
  status: z.enum(IMPORT_JOB_STATUSES),
  phase: z.enum(IMPORT_PHASES),
  /** 0..1 over the whole job. */
  progress: z.number(),
  fileName: z.string(),
  fileSize: z.number().int(),
  template: z.enum(IMPORT_TEMPLATE_KINDS).nullable(),
  sourceId: z.string().nullable(),
  totalRows: z.number().int().nullable(),
  processedRows: z.number().int(),
  /** Per table: rows inserted, updated and left unchanged (a re-import changes nothing). */
  counts: z.record(z.string(), importTableCountsSchema).nullable(),
  /** A preview: the whole import ran and was rolled back; counts and summary say what it would change. */
  preview: z.boolean(),
  summary: importSummarySchema.nullable(),
  error: z
    .object({ code: z.string(), message: z.string(), details: z.record(z.string(), z.unknown()).optional() })
    .nullable(),
  rowErrors: z.array(importRowErrorSchema),
  rowErrorCount: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Uploads run one at a time: how many accepted before this one have yet to finish (0 once it runs). */
  jobsAhead: z.number().int(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

/** 202: the job is recorded; with `jobsAhead` > 0 it waits for those to finish first. */
export const importAcceptedSchema = z.object({ jobId: z.string(), jobsAhead: z.number().int() });
export type ImportAccepted = z.infer<typeof importAcceptedSchema>;

/** One job in the history of imports (administrators): who, when, which file and template, outcome. */
export const importJobSummarySchema = z.object({
  id: z.string(),
  /** schedule: the daily fetch of EOG's nightly file (EOG_TOKEN). */
  origin: z.enum(['upload', 'cli', 'schedule']),
  status: z.enum(IMPORT_JOB_STATUSES),
  fileName: z.string(),
  fileSize: z.number().int(),
  template: z.enum(IMPORT_TEMPLATE_KINDS).nullable(),
  /** The publisher as the upload named it. */
  source: z.string(),
  sourceId: z.string().nullable(),
  createdBy: z.object({ id: z.string(), email: z.string() }).nullable(),
  totalRows: z.number().int().nullable(),
  counts: z.record(z.string(), importTableCountsSchema).nullable(),
  preview: z.boolean(),
  rowErrorCount: z.number().int(),
  errorCode: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJobSummary = z.infer<typeof importJobSummarySchema>;

export const importJobListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const importJobListResponseSchema = z.object({
  items: z.array(importJobSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ImportJobListResponse = z.infer<typeof importJobListResponseSchema>;
