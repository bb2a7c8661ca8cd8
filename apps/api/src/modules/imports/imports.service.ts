import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  type ImportJob,
  type ImportJobListResponse,
  type ImportRowError,
  type ImportTemplateKind,
} from '@flarescope/shared';
import { type ImportSource } from './import-source.js';
import { openSiblingDatabase, type Db, type Dialect } from '../../db/database.js';
import type { Config } from '../../config.js';
import type { Clock } from '../../infra/clock.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../../lib/audit.js';
import { type RequestMeta } from '../../lib/request-meta.js';
import { ImportFailure } from './import-failure.js';
import * as repo from './imports.repository.js';
import { isRunnerGone, RUNNER } from './job-runner.js';
import { presentJob, presentJobSummary } from './presenters.js';
import { runImport, type ImportProgress, type ImportResult } from './run-import.js';
import { peopleOf } from '../accounts/index.js';
import { refreshScreening } from '../screening/index.js';

/** A job that has not moved for this long died with its process (the queue lives in memory). */
const STALE_AFTER_MS = 10 * 60 * 1000;

const interruptedPatch = (now: string) => ({
  status: 'failed',
  phase: 'done',
  error_code: 'import_interrupted',
  finished_at: now,
  updated_at: now,
});

/**
 * At start: the jobs left queued or running by a process of this host that died are marked
 * interrupted (issue 15, item 12; before, they stayed `running` until someone read them 10 minutes
 * later). Returns their ids.
 */
export const markInterruptedJobs = async (
  ctx: Pick<JobDeps, 'db' | 'clock'>,
  { self = RUNNER }: { self?: string } = {},
): Promise<string[]> => {
  const unfinished = await repo.findUnfinishedJobs(ctx.db);
  const gone = unfinished.filter((job) => job.runner !== null && isRunnerGone(job.runner, self));
  const now = ctx.clock.now().toISOString();
  for (const job of gone) await repo.updateJob(ctx.db, job.id, interruptedPatch(now));
  return gone.map((job) => job.id);
};

/** How many import jobs are in each status, every process's (the metrics). */
export const importJobsByStatus = (ctx: Pick<JobDeps, 'db'>): Promise<Record<string, number>> =>
  repo.countJobsByStatus(ctx.db);

/** Progress is written to the job's row at most this often. */
const PERSIST_EVERY_MS = 500;

export type JobDeps = {
  /** Where job rows live (the app's database). */
  db: Db;
  /** Where the import writes; on SQLite a connection of its own (see createImportJobs). */
  importDb: Db;
  dialect: Dialect;
  clock: Clock;
  log?: FastifyBaseLogger | undefined;
  /**
   * Aborted when the process must stop now (the drain's time is up, decision 031): the running import
   * throws `import_interrupted` at its next batch, inside its transaction, which rolls back whole.
   */
  cancelled?: AbortSignal | undefined;
  /**
   * True once the process is stopping: the screening after a committed import is then left to the next
   * start (and to the list, which recomputes what it finds out of date), so that the drain waits for the
   * import alone.
   */
  isDraining?: (() => boolean) | undefined;
  /**
   * After an import's screening: the notices of screened opportunities that newly meet an investor's
   * criteria (decision 041). A failure is logged; the import stays succeeded.
   */
  afterScreening?: (() => Promise<unknown>) | undefined;
};

export type ImportFile = { bytes: Uint8Array; fileName: string };

/** Records a new job (queued) with the file's provenance; returns its id. */
export const createJob = async (
  ctx: Pick<JobDeps, 'db' | 'clock'>,
  input: ImportFile & {
    source: ImportSource;
    origin: 'upload' | 'cli' | 'schedule';
    userId: string | null;
    preview?: boolean;
  },
): Promise<string> => {
  const id = randomUUID();
  const now = ctx.clock.now().toISOString();
  await repo.insertJob(ctx.db, {
    id,
    origin: input.origin,
    status: 'queued',
    phase: 'queued',
    progress: 0,
    file_name: input.fileName.slice(0, 255),
    file_size: input.bytes.length,
    file_sha256: createHash('sha256').update(input.bytes).digest('hex'),
    template: null,
    source_id: null,
    source: JSON.stringify(input.source),
    created_by: input.userId,
    total_rows: null,
    processed_rows: 0,
    counts: null,
    error_code: null,
    error_details: null,
    row_errors: null,
    row_error_count: 0,
    created_at: now,
    started_at: null,
    finished_at: null,
    updated_at: now,
    runner: RUNNER,
    preview: input.preview ? 1 : 0,
    summary: null,
  });
  return id;
};

/**
 * The screened opportunities of the data the import just committed (decision 025). A failure here is
 * logged and leaves the import succeeded: the list recomputes them when it finds them out of date. On
 * the import's own connection (on SQLite, not the server's): the server's queries are not queued behind
 * the rewrite's transaction, and read the previous rows until it commits (WAL).
 */
const refreshScreeningAfterImport = async (deps: JobDeps): Promise<void> => {
  if (deps.isDraining?.()) {
    deps.log?.info('stopping: the screening of the imported data is left to the next start');
    return;
  }
  try {
    await refreshScreening(deps, { via: deps.importDb });
  } catch (error) {
    deps.log?.error({ err: error }, 'screening after the import failed');
    return;
  }
  try {
    await deps.afterScreening?.();
  } catch (error) {
    deps.log?.error({ err: error }, 'the notices of new screened matches failed');
  }
};

/**
 * Runs a recorded job: the import pipeline, with progress written to the job's row (throttled) and
 * handed to `onProgress`, then the outcome (counts, or the error and every bad row). On SQLite the
 * row is not written while the import's transaction holds the write lock: the status is then read
 * from memory by this process (see createImportJobs) and written when the transaction ends.
 */
export const executeJob = async (
  ctx: JobDeps,
  {
    onProgress = () => {},
    ...job
  }: ImportFile & {
    id: string;
    source: ImportSource;
    preview?: boolean;
    /** This process's progress of the job, as it goes (the upload queue's live status, the CLI's bar). */
    onProgress?: ((progress: ImportProgress) => void) | undefined;
  },
): Promise<{ result: ImportResult | null; failure: ImportFailure | AppError | null }> => {
  const now = () => ctx.clock.now().toISOString();
  await repo.updateJob(ctx.db, job.id, {
    status: 'running',
    phase: 'reading',
    started_at: now(),
    updated_at: now(),
    runner: RUNNER,
  });
  let lastWrite = 0;
  let template: ImportTemplateKind | null = null;
  const persist = async (progress: ImportProgress) => {
    // Not once done: by then the import has committed, and its job says so.
    if (ctx.cancelled?.aborted && progress.phase !== 'done') throw new AppError('import_interrupted');
    onProgress(progress);
    template = progress.template ?? template;
    const canWrite = ctx.dialect === 'postgres' || progress.phase !== 'writing';
    if (!canWrite || performance.now() - lastWrite < PERSIST_EVERY_MS) return;
    lastWrite = performance.now();
    await repo.updateJob(ctx.db, job.id, {
      phase: progress.phase,
      template,
      progress: progress.progress,
      processed_rows: progress.processedRows,
      total_rows: progress.totalRows,
      updated_at: now(),
    });
  };
  const succeeded = (outcome: ImportResult) => ({
    status: 'succeeded',
    phase: 'done',
    progress: 1,
    template: outcome.template,
    source_id: outcome.sourceId,
    total_rows: outcome.rows,
    processed_rows: outcome.rows,
    counts: JSON.stringify(outcome.counts),
    summary: outcome.summary ? JSON.stringify(outcome.summary) : null,
    finished_at: now(),
    updated_at: now(),
  });
  try {
    const result = await runImport(
      { db: ctx.importDb, dialect: ctx.dialect, clock: ctx.clock },
      {
        ...job,
        jobId: job.id,
        preview: job.preview === true,
        // In the import's own transaction: committed data and a succeeded job, or neither.
        beforeCommit: (trx, outcome) => repo.updateJob(trx, job.id, succeeded(outcome)),
      },
      persist,
    );
    // A preview's transaction was rolled back: its job is marked done with what it found, after.
    if (result.preview) await repo.updateJob(ctx.db, job.id, succeeded(result));
    else await refreshScreeningAfterImport(ctx);
    return { result, failure: null };
  } catch (error) {
    const failure = error instanceof AppError ? error : new AppError('internal', { cause: error });
    if (!(error instanceof AppError)) ctx.log?.error({ err: error, jobId: job.id }, 'import failed');
    const rowErrors: ImportRowError[] = failure instanceof ImportFailure ? failure.rowErrors : [];
    const details = { ...failure.options.details };
    const rowErrorCount =
      typeof details.rowErrorCount === 'number' ? details.rowErrorCount : rowErrors.length;
    delete details.rowErrorCount;
    await repo.updateJob(ctx.db, job.id, {
      status: 'failed',
      phase: 'done',
      template,
      error_code: failure.code,
      error_details: JSON.stringify(details),
      row_errors: JSON.stringify(rowErrors),
      row_error_count: rowErrorCount,
      finished_at: now(),
      updated_at: now(),
    });
    return { result: null, failure };
  }
};

/** The history of jobs, newest first. */
export const listJobs = async (
  ctx: Pick<JobDeps, 'db'>,
  page: { page: number; pageSize: number },
): Promise<ImportJobListResponse> => {
  const [rows, total] = await Promise.all([
    repo.listJobs(ctx.db, { limit: page.pageSize, offset: (page.page - 1) * page.pageSize }),
    repo.countJobs(ctx.db),
  ]);
  // Who started each job, asked of accounts in one batch (the history shows their email).
  const starters = await peopleOf(ctx, {
    ids: [...new Set(rows.flatMap((row) => (row.created_by ? [row.created_by] : [])))],
  });
  const emails = new Map(starters.map((person) => [person.id, person.email]));
  return {
    items: rows.map((row) => presentJobSummary(row, emails.get(row.created_by ?? '') ?? null)),
    total,
    page: page.page,
    pageSize: page.pageSize,
  };
};

/**
 * The upload side: jobs run one at a time per process, in the order they were accepted. On SQLite
 * each job imports through a connection of its own, so the app's connection keeps answering (the job
 * status included) while the import's transaction is open; on PostgreSQL the pool does that.
 */
export const createImportJobs = (ctx: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  config: Config;
  log?: FastifyBaseLogger;
  cancelled?: AbortSignal;
  isDraining?: () => boolean;
  afterScreening?: (() => Promise<unknown>) | undefined;
}) => {
  const live = new Map<string, ImportProgress>();
  /** Accepted jobs of this process not yet finished, in the order they run. */
  const pending: string[] = [];
  let queue: Promise<void> = Promise.resolve();

  const run = async (
    job: ImportFile & {
      id: string;
      source: ImportSource;
      /** Null: the scheduled fetch (no one started it). */
      userId: string | null;
      meta?: RequestMeta | undefined;
      preview?: boolean | undefined;
    },
  ) => {
    if (ctx.cancelled?.aborted) {
      // The process is stopping and this job never started: handed back as interrupted, nothing written.
      pending.splice(pending.indexOf(job.id), 1);
      await repo.updateJob(ctx.db, job.id, interruptedPatch(ctx.clock.now().toISOString()));
      return;
    }
    const importDb = ctx.dialect === 'sqlite' ? openSiblingDatabase(ctx.db, ctx.config.database) : ctx.db;
    try {
      const outcome = await executeJob(
        { ...ctx, importDb },
        // The reader thread of the job before, when it read its file to the end, reads this one (row-reader.ts).
        { ...job, onProgress: (progress) => live.set(job.id, progress) },
      );
      await recordAudit(
        ctx.db,
        ctx.clock,
        outcome.result ? (outcome.result.preview ? 'import_previewed' : 'import_succeeded') : 'import_failed',
        null,
        job.meta ?? { ip: null, userAgent: null },
        {
          actorId: job.userId,
          details: {
            jobId: job.id,
            fileName: job.fileName,
            source: job.source.source,
            ...(job.preview && { preview: true }),
            ...(outcome.result
              ? { template: outcome.result.template, rows: outcome.result.rows }
              : { error: outcome.failure?.code }),
          },
        },
      );
    } finally {
      live.delete(job.id);
      pending.splice(pending.indexOf(job.id), 1);
      if (importDb !== ctx.db) await importDb.destroy();
    }
  };

  return {
    /**
     * Records the job and queues it behind the ones accepted before it (one runs at a time); answers at
     * once with its id and how many are ahead of it. Its outcome is audit-logged with who uploaded it.
     */
    submit: async (
      input: ImportFile & { source: ImportSource; userId: string; meta?: RequestMeta; preview?: boolean },
    ): Promise<{ jobId: string; jobsAhead: number }> => {
      const id = await createJob(ctx, { ...input, origin: 'upload' });
      const jobsAhead = pending.length;
      pending.push(id);
      queue = queue
        .then(() => run({ ...input, id }))
        .catch((error: unknown) => {
          ctx.log?.error({ err: error, jobId: id }, 'import job crashed');
        });
      return { jobId: id, jobsAhead };
    },

    /**
     * A file the scheduled fetch brought (EOG's nightly file): recorded with origin `schedule` and no user,
     * queued behind the uploads like one, audit-logged without an actor.
     */
    submitScheduled: async (input: ImportFile & { source: ImportSource }): Promise<{ jobId: string }> => {
      const id = await createJob(ctx, { ...input, origin: 'schedule', userId: null });
      pending.push(id);
      queue = queue
        .then(() => run({ ...input, id, userId: null }))
        .catch((error: unknown) => {
          ctx.log?.error({ err: error, jobId: id }, 'import job crashed');
        });
      return { jobId: id };
    },

    /** A job's status, or null. A queued or running job nobody has moved for 10 minutes is failed. */
    get: async (id: string): Promise<ImportJob | null> => {
      const row = await repo.findJob(ctx.db, id);
      if (!row) return null;
      const progress = live.get(id);
      const isUnfinished = row.status === 'queued' || row.status === 'running';
      const idleMs = ctx.clock.now().getTime() - new Date(row.updated_at).getTime();
      if (isUnfinished && !progress && idleMs > STALE_AFTER_MS) {
        const patch = interruptedPatch(ctx.clock.now().toISOString());
        await repo.updateJob(ctx.db, id, patch);
        return presentJob({ ...row, ...patch });
      }
      const jobsAhead = row.status === 'queued' ? Math.max(0, pending.indexOf(id)) : 0;
      return presentJob(row, row.status === 'running' ? progress : undefined, jobsAhead);
    },

    /** Resolves when every accepted job has finished (app shutdown, tests). */
    idle: (): Promise<void> => queue,
  };
};
