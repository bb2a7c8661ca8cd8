import { z } from 'zod';
import { COMPOSITION_SUM_TOLERANCE, GAS_COMPONENTS } from '../domain/flaring-math.js';
import { slugify } from '../text.js';
import { FLARE_TYPES } from './flaring.js';

/**
 * Imports of operator and regulator data (CLI and admin upload, CSV or XLSX). Four templates; the
 * template of a file is detected from its header row; every data row is validated with the row schema
 * of its template. Row messages are dictionary keys (`imports.row.*`), translated by the web and the CLI.
 */

export const IMPORT_TEMPLATE_KINDS = ['flares', 'observations', 'production', 'gas_composition'] as const;
export type ImportTemplateKind = (typeof IMPORT_TEMPLATE_KINDS)[number];

export const IMPORT_FILE_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFileFormat = (typeof IMPORT_FILE_FORMATS)[number];

/** Uploads larger than this are refused with 413 before they are read. */
export const IMPORT_MAX_FILE_BYTES = 20 * 1024 * 1024;

/** A failed import reports this many bad rows in full (and counts all of them). */
export const IMPORT_MAX_REPORTED_ERRORS = 1000;

export const IMPORT_SOURCE_KINDS = ['operator', 'regulator'] as const;
export const IMPORT_JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];
export const IMPORT_PHASES = ['queued', 'reading', 'validating', 'writing', 'done'] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];

/** How an observation's volume was obtained. */
export const OBSERVATION_CONFIDENCES = ['measured', 'calculated', 'estimate'] as const;

// ---------------------------------------------------------------------------------------------
// Cells: the readers hand every cell over as text (numbers as JavaScript prints them, dates as
// YYYY-MM-DD); a row is an object of its non-empty, trimmed cells, so an empty cell is undefined.
// The schemas stay plain string checks: they run once per row of files with millions of rows.
// ---------------------------------------------------------------------------------------------

const NUMBER_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Text a spreadsheet would run as a formula when the cell is opened (CSV injection): it starts with
 * =, +, -, @, a tab or a carriage return, and is not a plain number. Such cells are refused, never
 * stored; exports escape what they write.
 */
export const isFormulaLike = (cell: string): boolean =>
  /^[=+\-@\t\r]/.test(cell) && !NUMBER_PATTERN.test(cell.trim());

const required = { error: 'imports.row.required' } as const;

const textCell = (max: number) =>
  z
    .string(required)
    .max(max, { error: 'imports.row.too_long' })
    // Control characters (Unicode Cc: tabs, line breaks inside a cell) never belong in a name; the
    // pattern names them on purpose (and without the u flag, which makes it 4× slower per row).
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\x00-\x1f\x7f-\x9f]*$/, { error: 'imports.row.text' });

const numberCell = (range: { min?: number; max?: number; key: string }) =>
  z
    .string(required)
    .regex(NUMBER_PATTERN, { error: 'imports.row.number' })
    .transform(Number)
    .refine(Number.isFinite, { error: 'imports.row.number' })
    .refine(
      (n) => (range.min === undefined || n >= range.min) && (range.max === undefined || n <= range.max),
      {
        error: range.key,
      },
    );

const nonNegative = () => numberCell({ min: 0, key: 'imports.row.not_negative' });
const fraction = () => numberCell({ min: 0, max: 1, key: 'imports.row.fraction' });
const latitude = () => numberCell({ min: -90, max: 90, key: 'imports.row.latitude' });
const longitude = () => numberCell({ min: -180, max: 180, key: 'imports.row.longitude' });

/** One of `values`; case, spaces and hyphens do not matter ('Gas Field' = 'gas_field'). */
const enumCell = <T extends string>(values: readonly T[], key: string) => {
  const allowed = new Set<string>(values);
  return z
    .string(required)
    .transform((value) => value.toLowerCase().replace(/[\s-]+/g, '_') as T)
    .refine((value) => allowed.has(value), { error: key, params: { allowed: values.join(', ') } });
};

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'si', 'sí', 'verdadero']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'falso']);

const booleanCell = () =>
  z
    .string()
    .refine((value) => TRUE_WORDS.has(value.toLowerCase()) || FALSE_WORDS.has(value.toLowerCase()), {
      error: 'imports.row.boolean',
    })
    .transform((value) => TRUE_WORDS.has(value.toLowerCase()));

/** 'YYYY-MM'; a date on the first of a month (what spreadsheets make of "2024-03") counts as that month. */
const monthCell = () =>
  z
    .string(required)
    .regex(/^\d{4}-(0[1-9]|1[0-2])(-01)?$/, { error: 'imports.row.month' })
    .transform((value) => value.slice(0, 7));

/** A year 'YYYY' or a month 'YYYY-MM' (or the first day of a month). */
const periodCell = () =>
  z
    .string(required)
    .regex(/^\d{4}(-(0[1-9]|1[0-2])(-01)?)?$/, { error: 'imports.row.period' })
    .transform((value) => value.slice(0, 7));

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const dateCell = () =>
  z
    .string(required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'imports.row.date' })
    .refine(isRealDate, { error: 'imports.row.date' });

/** A data date as precise as the publisher gives it: 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'. */
const dataDateCell = () =>
  z
    .string()
    .regex(/^\d{4}(-(0[1-9]|1[0-2])(-\d{2})?)?$/, { error: 'imports.row.data_date' })
    .refine((value) => value.length < 10 || isRealDate(value), { error: 'imports.row.data_date' });

/** A name that must make a URL slug (letters or digits left after slugify). */
const nameCell = (max: number) =>
  // An ASCII letter or digit always survives slugify (which is slow: it normalises Unicode).
  textCell(max).refine((value) => /[A-Za-z0-9]/.test(value) || slugify(value) !== '', {
    error: 'imports.row.name_empty',
  });

// ---------------------------------------------------------------------------------------------
// Row schemas (keys are the template's column names)
// ---------------------------------------------------------------------------------------------

const flareReference = {
  country: textCell(100),
  company: textCell(200),
  flare_name: nameCell(160),
};

export const flareImportRowSchema = z.object({
  ...flareReference,
  external_id: textCell(80).optional(),
  latitude: latitude(),
  longitude: longitude(),
  type: enumCell(FLARE_TYPES, 'imports.row.flare_type'),
  field: textCell(200).optional(),
  location: textCell(300).optional(),
  is_routine: booleanCell().optional(),
  is_onshore: booleanCell().optional(),
  combustion_efficiency: fraction().optional(),
  temperature_k: numberCell({ min: 1, max: 5000, key: 'imports.row.temperature' }).optional(),
  detection_frequency: fraction().optional(),
  data_date: dataDateCell().optional(),
});
export type FlareImportRow = z.infer<typeof flareImportRowSchema>;

/**
 * A flare's volume in one month. `latitude`, `longitude` and `type` are read only to create a flare
 * the database does not have yet (then all three are needed; the importer checks that).
 */
export const observationImportRowSchema = z.object({
  ...flareReference,
  period: monthCell(),
  volume_m3: nonNegative(),
  confidence: enumCell(OBSERVATION_CONFIDENCES, 'imports.row.confidence').optional(),
  latitude: latitude().optional(),
  longitude: longitude().optional(),
  type: enumCell(FLARE_TYPES, 'imports.row.flare_type').optional(),
});
export type ObservationImportRow = z.infer<typeof observationImportRowSchema>;

/** Production of a field (when `field` is given), a company (when `company` is) or a country. */
export const productionImportRowSchema = z
  .object({
    country: textCell(100),
    company: textCell(200).optional(),
    field: textCell(200).optional(),
    period: periodCell(),
    oil_bbl: nonNegative().optional(),
    gas_m3: nonNegative().optional(),
  })
  .superRefine((row, ctx) => {
    if (row.oil_bbl === undefined && row.gas_m3 === undefined)
      ctx.addIssue({ code: 'custom', path: ['oil_bbl'], message: 'imports.row.production_empty' });
  });
export type ProductionImportRow = z.infer<typeof productionImportRowSchema>;

/** Mole fraction of one component; an empty cell means the component was not detected (0). */
const componentShape = Object.fromEntries(
  GAS_COMPONENTS.map((c) => [c, fraction().optional().default(0)]),
) as Record<(typeof GAS_COMPONENTS)[number], z.ZodDefault<z.ZodOptional<ReturnType<typeof fraction>>>>;

export const gasCompositionImportRowSchema = z
  .object({ ...flareReference, sampled_on: dateCell(), ...componentShape })
  .superRefine((row, ctx) => {
    const sum = GAS_COMPONENTS.reduce((total, c) => total + row[c], 0);
    // 1e-9 absorbs binary rounding, as isValidComposition does.
    if (Math.abs(sum - 1) > COMPOSITION_SUM_TOLERANCE + 1e-9)
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: 'imports.row.composition_sum',
        params: { sum: Number(sum.toFixed(4)) },
      });
  });
export type GasCompositionImportRow = z.infer<typeof gasCompositionImportRowSchema>;

export const IMPORT_ROW_SCHEMAS = {
  flares: flareImportRowSchema,
  observations: observationImportRowSchema,
  production: productionImportRowSchema,
  gas_composition: gasCompositionImportRowSchema,
} as const;

// ---------------------------------------------------------------------------------------------
// Templates: the header row of each (column names as written in the file, in this order)
// ---------------------------------------------------------------------------------------------

export type ImportColumn = { name: string; isRequired: boolean };

const columns = (requiredNames: string[], optionalNames: string[]): ImportColumn[] => [
  ...requiredNames.map((name) => ({ name, isRequired: true })),
  ...optionalNames.map((name) => ({ name, isRequired: false })),
];

export const IMPORT_TEMPLATES: Record<
  ImportTemplateKind,
  {
    columns: ImportColumn[];
    /** At least one of these columns must be in the header. */ requiredAny?: string[];
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
};

/** Header cell → column name: case, spaces and hyphens do not matter ('Flare Name' = 'flare_name'). */
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
    .max(max, { error: 'validation.too_long' })
    .optional()
    .transform((value) => (value ? value : undefined));

export const importSourceSchema = z.object({
  /** The publisher's name, or the id of an existing data source ('ar-se-neuquina'). */
  source: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(200, { error: 'validation.too_long' })
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
  /** The worksheet to read in an XLSX workbook (default: the one named after a template, else the first). */
  sheet: optionalFormText(100),
});
export type ImportSourceInput = z.input<typeof importSourceSchema>;
export type ImportSource = z.infer<typeof importSourceSchema>;

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
});
export type ImportTableCounts = z.infer<typeof importTableCountsSchema>;

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
  error: z
    .object({ code: z.string(), message: z.string(), details: z.record(z.string(), z.unknown()).optional() })
    .nullable(),
  rowErrors: z.array(importRowErrorSchema),
  rowErrorCount: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const importAcceptedSchema = z.object({ jobId: z.string() });
