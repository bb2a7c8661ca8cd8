import { importJobSchema, type ImportJob, type ImportJobSummary } from '@flarescope/shared';
import type { AppError } from '../../errors.js';
import { errorBody } from '../../plugins/error-handler.js';
import type { ImportJobsTable } from './imports.tables.js';
import type { JobSummaryRow } from './imports.repository.js';
import type { ImportProgress } from './run-import.js';

const parse = <T>(json: string | null, fallback: T): T => (json ? (JSON.parse(json) as T) : fallback);

/**
 * The job as the API answers it; `live` is this process's fresher progress of a running job,
 * `jobsAhead` how many accepted before it have yet to finish.
 */
export const presentJob = (row: ImportJobsTable, live?: ImportProgress, jobsAhead = 0): ImportJob =>
  importJobSchema.parse({
    id: row.id,
    status: row.status,
    phase: live?.phase ?? row.phase,
    progress: live?.progress ?? row.progress,
    fileName: row.file_name,
    fileSize: row.file_size,
    template: row.template,
    sourceId: row.source_id,
    totalRows: live?.totalRows ?? row.total_rows,
    processedRows: live?.processedRows ?? row.processed_rows,
    counts: parse(row.counts, null),
    preview: row.preview === 1,
    summary: parse(row.summary, null),
    error: row.error_code
      ? {
          code: row.error_code,
          message: errorBody(row.error_code as AppError['code'], {
            details: parse(row.error_details, {}),
          }).error.message,
          details: parse(row.error_details, {}),
        }
      : null,
    rowErrors: parse(row.row_errors, []),
    rowErrorCount: row.row_error_count,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    jobsAhead,
  });

/** One job in the history (no row report: that is the job's own page). */
export const presentJobSummary = (row: JobSummaryRow, startedByEmail: string | null): ImportJobSummary => ({
  id: row.id,
  origin: row.origin === 'cli' || row.origin === 'schedule' ? row.origin : 'upload',
  status: row.status as ImportJobSummary['status'],
  fileName: row.file_name,
  fileSize: row.file_size,
  template: row.template as ImportJobSummary['template'],
  source: parse<{ source?: string }>(row.source, {}).source ?? '',
  sourceId: row.source_id,
  createdBy: row.created_by ? { id: row.created_by, email: startedByEmail ?? '' } : null,
  totalRows: row.total_rows,
  counts: parse(row.counts, null),
  preview: Number(row.preview) === 1,
  rowErrorCount: row.row_error_count,
  errorCode: row.error_code,
  createdAt: row.created_at,
  finishedAt: row.finished_at,
});
