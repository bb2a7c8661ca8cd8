import {
  COMPOSITION_SUM_TOLERANCE,
  FLARE_TYPES,
  GAS_COMPONENTS,
  slugify,
  type ImportTemplateKind,
} from '@flarescope/shared';
import { z } from 'zod';

/**
 * The rows of an import's templates (moved from packages/shared, which keeps what the web shows: issue 36,
 * item 8). The template of a file is detected from its header row (template-columns.ts); every data row is
 * validated with the row schema of its template. Row messages are dictionary keys (`imports.row.*`),
 * translated by the web and the CLI. The World Bank's per-flare workbook (`worldbank_sites`), EOG's
 * Nightfire nightly CSV and Flaring Monitor's monthly operator files are read by their own readers
 * (flaring-data/worldbank-sites.ts, which the seed shares; domain/nightfire.ts; operator-months.ts), not
 * by a schema here.
 */

/**
 * The templates whose rows this module's zod schemas check: all but the publishers' own files (the World
 * Bank's workbook, EOG's Nightfire nightly CSV, and Flaring Monitor's monthly operator files, months as
 * columns, read by the API's flaring-data/operator-months.ts), which the API reads with their own readers.
 */
export type SchemaTemplateKind = Exclude<
  ImportTemplateKind,
  'worldbank_sites' | 'vnf_nightly' | 'us_operator_months'
>;

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

export const isRealDate = (value: string) => {
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
