import {
  slugify,
  type ImportFileFormat,
  type ImportPhase,
  type ImportSource,
  type ImportTableCounts,
  type ImportTemplateKind,
} from '@flarescope/shared';
import { sql } from 'kysely';
import { sqliteConnectionOf, type Db, type Dialect } from '../../db/database.js';
import type { Clock } from '../../infra/clock.js';
import { detectTemplate } from './detect-template.js';
import { ImportFailure, RowErrors } from './import-failure.js';
import * as repo from './imports.repository.js';
import { readTable } from './read-table.js';
import { ImportCounts, Resolver } from './resolver.js';
import { bumpDataVersion, noteDataChanged, refreshRollupsForFlares } from './rollups.js';
import { validateRows, type RowOf } from './validate-rows.js';
import {
  writeCompositions,
  writeFlares,
  writeObservations,
  writeProduction,
  type WriteContext,
  type WriteOutcome,
} from './writers.js';

export type ImportProgress = {
  phase: ImportPhase;
  /** 0..1 over the whole import. */
  progress: number;
  processedRows: number;
  totalRows: number | null;
  /** Known once the header is read. */
  template?: ImportTemplateKind;
};

export type ImportResult = {
  template: ImportTemplateKind;
  format: ImportFileFormat;
  sheet: string | undefined;
  sourceId: string;
  rows: number;
  counts: Record<string, ImportTableCounts>;
};

export type ImportDeps = { db: Db; dialect: Dialect; clock: Clock };

export type ImportInput = { bytes: Uint8Array; fileName: string; source: ImportSource; jobId: string };

/** Shares of the progress bar: reading the header, then checking and writing rows (then the roll-ups). */
const SPAN = { reading: [0, 0.05], writing: [0.05, 1] } as const;

/** Any constant: imports on PostgreSQL take this advisory lock, so two never write at once. */
const IMPORT_LOCK = 4_217_022;

const LICENCE_NOT_STATED = 'Not stated by the importer';

/**
 * The publisher's data source: an existing source named by its id, or one per publisher (id = the
 * publisher's slug), created on first import. What the importer states (title, licence, url, date,
 * kind) replaces what the source had; what it leaves out stays.
 */
const ensureDataSource = async (db: Db, source: ImportSource, now: string, counts: ImportCounts) => {
  const existing =
    (await repo.findDataSource(db, source.source)) ??
    (await repo.findDataSource(db, slugify(source.source).slice(0, 60)));
  if (!existing) {
    const id = slugify(source.source).slice(0, 60);
    await repo.insertDataSource(db, {
      id,
      publisher: source.source,
      title: source.title ?? source.source,
      licence: source.licence ?? LICENCE_NOT_STATED,
      url: source.url ?? null,
      published_on: source.publishedOn ?? null,
      kind: source.kind ?? 'operator',
      notes: null,
      created_at: now,
    });
    counts.add('data_sources', 'inserted');
    return id;
  }
  const stated = {
    title: source.title,
    licence: source.licence,
    url: source.url,
    published_on: source.publishedOn,
    kind: source.kind,
  };
  const patch = Object.fromEntries(
    Object.entries(stated).filter(
      ([column, value]) => value !== undefined && existing[column as keyof typeof existing] !== value,
    ),
  );
  if (Object.keys(patch).length > 0) {
    await repo.updateDataSource(db, existing.id, patch);
    counts.add('data_sources', 'updated');
  } else counts.add('data_sources', 'unchanged');
  return existing.id;
};

const WRITERS: {
  [K in ImportTemplateKind]: (
    ctx: WriteContext,
    rows: Array<{ line: number; data: RowOf<K> }>,
  ) => Promise<WriteOutcome>;
} = {
  flares: writeFlares,
  observations: writeObservations,
  production: writeProduction,
  gas_composition: writeCompositions,
};

const isBusy = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  String((error as { code?: unknown }).code).startsWith('SQLITE_BUSY');

/**
 * The one import pipeline (CLI and upload): read the file (CSV or XLSX) → detect its template from the
 * header → in one transaction, row by row: validate with zod, resolve references, upsert on natural
 * keys in batches; then refresh the roll-ups → commit. Writing stops at the first bad row, but every
 * row is still checked, so the report lists them all. Any bad row, bad file or failure rolls everything back and
 * throws ImportFailure with the report. `onProgress` is awaited: it may write the job's status.
 */
export const runImport = async (
  deps: ImportDeps,
  input: ImportInput,
  onProgress: (progress: ImportProgress) => void | Promise<void>,
): Promise<ImportResult> => {
  let totalRows: number | null = null;
  const started = (phase: 'reading') => onProgress({ phase, progress: 0, processedRows: 0, totalRows: null });

  await started('reading');
  const table = await readTable(input.bytes, { fileName: input.fileName, sheet: input.source.sheet });
  const detected = detectTemplate(table);
  const template = detected.kind;
  // The header is not a data row; blank lines and quoted line breaks make this an estimate until the end.
  totalRows = Math.max(1, table.estimatedRows - 1);
  const errors = new RowErrors();
  let handled = 0;
  const report = (phase: keyof typeof SPAN, share: number, processedRows: number) => {
    const [from, to] = SPAN[phase];
    return onProgress({
      phase,
      progress: from + (to - from) * share,
      processedRows,
      totalRows,
      template,
    });
  };
  // Rows are read, validated and written in one pass (one row in memory at a time, not the file's).
  const rows = validateRows(detected.kind, detected, {
    format: table.format,
    errors,
    onRows: (count) => {
      handled = count;
      if (totalRows !== null && count > totalRows) totalRows = count;
    },
  });

  const counts = new ImportCounts();
  const now = deps.clock.now().toISOString();
  let sourceId = '';
  try {
    await deps.db.transaction().execute(async (trx) => {
      if (deps.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`.execute(trx);
      await report('writing', 0, 0);
      sourceId = await ensureDataSource(trx, input.source, now, counts);
      const resolver = new Resolver(trx, sourceId, counts);
      const connection = deps.dialect === 'sqlite' ? sqliteConnectionOf(deps.db) : undefined;
      // Each kind's writer takes the rows its schema produced; the map above pairs them.
      const write = WRITERS[detected.kind] as (
        ctx: WriteContext,
        rows: Iterable<unknown>,
      ) => Promise<WriteOutcome>;
      const outcome = await write(
        {
          db: trx,
          dialect: deps.dialect,
          connection,
          resolver,
          errors,
          // Writers call this per batch; the validator counts the rows read (good and bad).
          onRows: () => report('writing', (0.95 * handled) / Math.max(totalRows ?? 1, handled, 1), handled),
        },
        rows,
      );
      totalRows = handled;
      errors.throwIfAny();
      await refreshRollupsForFlares(trx, {
        flareIds: [...outcome.flareIds],
        formerCompanyIds: [...outcome.formerCompanyIds],
        // Only this source's observations changed, unless flares moved to another company.
        sourceId: outcome.formerCompanyIds.size === 0 ? sourceId : undefined,
        computed: outcome.flareYearTotals,
        dialect: deps.dialect,
        connection,
      });
      if (counts.hasChanges) await bumpDataVersion(trx, { value: `import:${input.jobId}`, now });
    });
  } catch (error) {
    if (isBusy(error)) throw new ImportFailure('import_busy');
    throw error;
  } finally {
    // Committed or not: this process's views check the data version again on their next request.
    if (counts.hasChanges) noteDataChanged();
  }
  await onProgress({ phase: 'done', progress: 1, processedRows: handled, totalRows: handled, template });
  return {
    template: detected.kind,
    format: table.format,
    sheet: table.sheet,
    sourceId,
    rows: handled,
    counts: counts.tables,
  };
};
