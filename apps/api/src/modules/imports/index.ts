/** The import pipeline's front door: its routes, the jobs the CLI runs, and the pipeline itself. */
export { importSourceSchema } from './import-source.js';
export { importsRoutes } from './imports.routes.js';
export { createJob, executeJob, importJobsByStatus, markInterruptedJobs } from './imports.service.js';
export { createProgressBar } from './progress-bar.js';
export { importFiguresSince } from './recent-jobs.service.js';
export { prepareRowReader } from './row-reader.js';
export { runImport } from './run-import.js';
export { summaryLines } from './summary-lines.js';
export { importColumnLabel, IMPORT_TEMPLATES } from './template-columns.js';
