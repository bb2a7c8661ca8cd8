import { z } from 'zod';

/**
 * Imports of operator and regulator data (CLI and admin upload, CSV or XLSX): what the web and the API
 * share — the templates' names, the upload's limits, the publisher's kinds, and the jobs with their reports
 * (the route contract's answers). How a file's rows are checked, the templates' columns and the
 * publisher's fields are the API's own, in apps/api/src/modules/imports (row-schemas.ts,
 * template-columns.ts, import-source.ts).
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

/**
 * Header cell → column name: case, spaces and hyphens do not matter ('Flare Name' = 'flare_name'). The
 * import and the seed's reader of Flaring Monitor's files read headers with it.
 */
export const normaliseHeader = (cell: string): string =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

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
