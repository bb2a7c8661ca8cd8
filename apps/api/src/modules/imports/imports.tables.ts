/**
 * The imports' table: one row per import job.
 * Added to the Database of db/database.ts by declaration merging: the floor imports no module.
 */

export type ImportJobsTable = {
  id: string;
  origin: string;
  status: string;
  phase: string;
  progress: number;
  file_name: string;
  file_size: number;
  file_sha256: string;
  template: string | null;
  source_id: string | null;
  source: string;
  created_by: string | null;
  total_rows: number | null;
  processed_rows: number;
  counts: string | null;
  error_code: string | null;
  error_details: string | null;
  row_errors: string | null;
  row_error_count: number;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  updated_at: string;
  /** The process that queued or runs it: `host/pid/start` (job-runner.ts RUNNER); null before migration 012. */
  runner: string | null;
  /** 1 for a preview, rolled back at its end (migration 021). */
  preview: number;
  /** What the import found beyond its counts, as JSON (migration 021). */
  summary: string | null;
};

declare module '../../db/database.js' {
  interface Database {
    import_jobs: ImportJobsTable;
  }
}
