import {
  slugify,
  type ImportFileFormat,
  type ImportPhase,
  type ImportSummary,
  type ImportTableCounts,
  type ImportTemplateKind,
} from '@flarescope/shared';
import { type ImportSource } from './import-source.js';
import { createPause } from '../../infra/event-loop.js';
import { sqliteConnectionOf, type Db, type Dialect } from '../../db/database.js';
import type { Clock } from '../../infra/clock.js';
import { ImportFailure, RowErrors } from './import-failure.js';
import * as repo from './imports.repository.js';
import { ImportCounts, Resolver } from './resolver.js';
import { bumpDataVersion, noteDataChanged, refreshRollupsForFlares } from '../flaring-data/index.js';
import { startRowReader } from './row-reader.js';
import type { RowOf } from './validate-rows.js';
import { writeCompositions } from './writers/write-compositions.js';
import { type Rows, type WriteContext, type WriteOutcome } from './writers/write-context.js';
import { writeFlares } from './writers/write-flares.js';
import { writeObservations } from './writers/write-observations.js';
import { writeProduction } from './writers/write-production.js';
import { writeVnfNightly } from './writers/write-vnf-nightly.js';
import { writeUsOperatorMonths } from './writers/write-us-operator-months.js';
import { writeWorldBankSites } from './writers/write-worldbank-sites.js';

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
  /** What the import found beyond its counts (the World Bank's sites: matched, unmatched, outclaimed). */
  summary: ImportSummary | null;
  /** True when it was a preview: everything ran, then was rolled back. */
  preview: boolean;
};

export type ImportDeps = { db: Db; dialect: Dialect; clock: Clock };

export type ImportInput = {
  bytes: Uint8Array;
  fileName: string;
  source: ImportSource;
  jobId: string;
  /**
   * A preview: the whole import runs in its transaction (every check, every write, the roll-ups), which
   * is then rolled back; the result says what it would have changed. `beforeCommit` is not called.
   */
  preview?: boolean;
  /**
   * Called last inside the import's transaction with the result: the job's row is marked succeeded
   * there, so a committed import's job can never be left running or failed (issue 15, item 12).
   */
  beforeCommit?: (trx: Db, result: ImportResult) => Promise<unknown>;
};

/** Thrown at the end of a preview's transaction to roll it back, carrying what it found. */
class PreviewRollback extends Error {
  constructor(readonly result: ImportResult) {
    super('preview rolled back');
  }
}

/** Shares of the progress bar: reading the header, then checking and writing rows (then the roll-ups). */
const SPAN = { reading: [0, 0.05], writing: [0.05, 1] } as const;

const LICENCE_NOT_STATED = 'Not stated by the importer';

/**
 * The publisher's data source: an existing source named by its id, or one per publisher (id = the
 * publisher's slug), created on first import. What the importer states (title, licence, url, date,
 * kind) replaces what the source had; what it leaves out stays. `created`: the source is new.
 */
const ensureDataSource = async (
  db: Db,
  source: ImportSource,
  now: string,
  counts: ImportCounts,
  defaultKind: string,
) => {
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
      kind: source.kind ?? defaultKind,
      notes: null,
      created_at: now,
    });
    counts.add('data_sources', 'inserted');
    return { id, created: true };
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
  return { id: existing.id, created: false };
};

const WRITERS: {
  [K in ImportTemplateKind]: (ctx: WriteContext, rows: Rows<RowOf<K>>) => Promise<WriteOutcome>;
} = {
  flares: writeFlares,
  observations: writeObservations,
  production: writeProduction,
  gas_composition: writeCompositions,
  worldbank_sites: writeWorldBankSites,
  vnf_nightly: writeVnfNightly,
  us_operator_months: writeUsOperatorMonths,
};

/**
 * The share of a writer's part of the progress bar that reading the rows takes: all of it for writers that
 * write as the rows come, half for the World Bank's sites, which are matched and written once all are read.
 */
const READ_SHARE: Partial<Record<ImportTemplateKind, number>> = {
  worldbank_sites: 0.5,
  vnf_nightly: 0.4,
  us_operator_months: 0.5,
};

/** The kind of a source an import creates when the importer does not say: a publisher of statistics for
 * the World Bank's workbook, an operator otherwise. */
const DEFAULT_SOURCE_KIND: Partial<Record<ImportTemplateKind, string>> = {
  worldbank_sites: 'statistics',
  vnf_nightly: 'satellite',
  us_operator_months: 'regulator',
};

const isBusy = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  String((error as { code?: unknown }).code).startsWith('SQLITE_BUSY');

/**
 * The one import pipeline (CLI and upload): on a reader thread (row-reader.ts), read the file (CSV or
 * XLSX), detect its template from the header and validate the rows with zod; meanwhile, on this
 * thread, in one transaction, batch by batch as they come: resolve references, upsert on natural keys;
 * then refresh the roll-ups → commit. Writing stops at the first bad row, but every row is still
 * checked, so the report lists them all. Any bad row, bad file or failure rolls everything back and
 * throws ImportFailure with the report. `onProgress` is awaited: it may write the job's status.
 */
export const runImport = async (
  deps: ImportDeps,
  input: ImportInput,
  onProgress: (progress: ImportProgress) => void | Promise<void>,
): Promise<ImportResult> => {
  let totalRows: number | null = null;
  await onProgress({ phase: 'reading', progress: 0, processedRows: 0, totalRows: null });
  const errors = new RowErrors();
  const reader = startRowReader<unknown>(
    { bytes: input.bytes, fileName: input.fileName, sheet: input.source.sheet },
    errors,
  );
  try {
    const table = await reader.header;
    const template = table.kind;
    // The header is not a data row; blank lines and quoted line breaks make this an estimate until the end.
    totalRows = Math.max(1, table.estimatedRows - 1);
    const report = (phase: keyof typeof SPAN, share: number, processedRows: number) => {
      const [from, to] = SPAN[phase];
      if (totalRows !== null && processedRows > totalRows) totalRows = processedRows;
      return onProgress({
        phase,
        progress: from + (to - from) * share,
        processedRows,
        totalRows,
        template,
      });
    };

    const counts = new ImportCounts();
    const now = deps.clock.now().toISOString();
    let sourceId = '';
    let committed: ImportResult | undefined;
    let viewsUnchanged = false;
    try {
      await deps.db.transaction().execute(async (trx) => {
        if (deps.dialect === 'postgres') await repo.lockImportsPostgres(trx);
        await report('writing', 0, 0);
        const ensured = await ensureDataSource(
          trx,
          input.source,
          now,
          counts,
          DEFAULT_SOURCE_KIND[template] ?? 'operator',
        );
        sourceId = ensured.id;
        const resolver = new Resolver(
          trx,
          sourceId,
          counts,
          ensured.created,
          template === 'flares' ? 'all' : 'reference',
        );
        const connection = deps.dialect === 'sqlite' ? sqliteConnectionOf(deps.db) : undefined;
        // Each kind's writer takes the rows its schema produced; the map above pairs them.
        const write = WRITERS[template] as (ctx: WriteContext, rows: Rows<unknown>) => Promise<WriteOutcome>;
        const readShare = READ_SHARE[template] ?? 1;
        const outcome = await write(
          {
            db: trx,
            dialect: deps.dialect,
            connection,
            resolver,
            errors,
            // Writers call this per batch; the reader counts the rows read (good and bad).
            onRows: () => {
              const handled = reader.handled();
              return report(
                'writing',
                (0.95 * readShare * handled) / Math.max(totalRows ?? 1, handled, 1),
                handled,
              );
            },
            onShare: (share) =>
              report('writing', 0.95 * (readShare + (1 - readShare) * share), reader.handled()),
            file: { name: input.fileName, layout: table.layout, now },
          },
          reader.batches,
        );
        totalRows = reader.handled();
        errors.throwIfAny();
        viewsUnchanged = outcome.viewsUnchanged === true;
        const allSources = outcome.allSources === true || outcome.formerCompanyIds.size > 0;
        await refreshRollupsForFlares(trx, {
          flareIds: [...outcome.flareIds],
          formerCompanyIds: [...outcome.formerCompanyIds],
          // Only this source's observations changed, unless flares (or their years) moved to another company.
          sourceId: allSources ? undefined : sourceId,
          computed: outcome.flareYearTotals,
          dialect: deps.dialect,
          connection,
          pause: createPause(),
        });
        const result: ImportResult = {
          template,
          format: table.format,
          sheet: table.sheet,
          sourceId,
          rows: reader.handled(),
          counts: counts.tables,
          summary: outcome.summary ?? null,
          preview: input.preview === true,
        };
        if (input.preview) throw new PreviewRollback(result);
        if (counts.hasChanges && outcome.viewsUnchanged !== true)
          await bumpDataVersion(trx, { value: `import:${input.jobId}`, now });
        await input.beforeCommit?.(trx, result);
        committed = result;
      });
    } catch (error) {
      if (error instanceof PreviewRollback) committed = error.result;
      else if (isBusy(error)) throw new ImportFailure('import_busy');
      else throw error;
    } finally {
      // Committed or not: this process's views check the data version again on their next request.
      if (counts.hasChanges && !input.preview && !viewsUnchanged) noteDataChanged();
    }
    const handled = reader.handled();
    await onProgress({ phase: 'done', progress: 1, processedRows: handled, totalRows: handled, template });
    return { ...(committed as ImportResult), rows: handled };
  } finally {
    await reader.stop();
  }
};
