import { parentPort, workerData } from 'node:worker_threads';
import { IMPORT_TEMPLATES } from '@flarescope/shared';
import { AppError } from '../../errors.js';
import { detectTemplate } from './detect-template.js';
import { ImportFailure } from './import-failure.js';
import {
  BATCH_ROWS,
  BATCHES_AHEAD,
  FLOW_STOP,
  FLOW_TAKEN,
  type PendingRowError,
  type ReaderInput,
  type ReaderMessage,
} from './row-reader.js';
import { readTable } from './read-table.js';
import { validateRows } from './validate-rows.js';

/*
 * The import's reader thread (started by row-reader.ts, one per import): reads the file, detects its
 * template and validates its rows, and posts them to the main thread in batches, while the main thread
 * writes the batches before. It runs ahead of the writer by at most BATCHES_AHEAD batches, waiting on
 * the shared flow counters, so a large file is never all in memory as messages.
 */

const input = workerData as ReaderInput;
const flow = new Int32Array(input.flow);
const post = (message: ReaderMessage) => (parentPort as NonNullable<typeof parentPort>).postMessage(message);

/** Blocks until the writer has taken all but BATCHES_AHEAD of the `posted` batches; false when stopped. */
const waitForWriter = (posted: number): boolean => {
  for (;;) {
    if (Atomics.load(flow, FLOW_STOP) !== 0) return false;
    const taken = Atomics.load(flow, FLOW_TAKEN);
    if (posted - taken < BATCHES_AHEAD) return true;
    Atomics.wait(flow, FLOW_TAKEN, taken, 1000);
  }
};

const read = async () => {
  const table = await readTable(input.bytes, { fileName: input.fileName, sheet: input.sheet });
  const detected = detectTemplate(table);
  const keys = IMPORT_TEMPLATES[detected.kind].columns.map((column) => column.name);
  post({
    type: 'header',
    kind: detected.kind,
    format: table.format,
    sheet: table.sheet,
    estimatedRows: table.estimatedRows,
    keys,
  });
  const width = keys.length + 1;
  let values: unknown[] = [];
  let errors: PendingRowError[] = [];
  let handled = 0;
  let posted = 0;
  // A bad row's report goes with the batch, placed before the good row that followed it.
  const sink = {
    add: (error: PendingRowError['error']) => errors.push({ at: values.length / width, error }),
  };
  const rows = validateRows(detected.kind, detected, {
    format: table.format,
    errors: sink,
    onRows: (count) => (handled = count),
  });
  const send = () => {
    post({ type: 'rows', values, errors, handled });
    posted += 1;
    values = [];
    errors = [];
    return waitForWriter(posted);
  };
  for (const { line, data } of rows) {
    values.push(line);
    const cells = data as Record<string, unknown>;
    for (const key of keys) values.push(cells[key]);
    if (values.length >= BATCH_ROWS * width && !send()) return;
  }
  if (values.length > 0 || errors.length > 0) send();
  post({ type: 'done', handled });
};

try {
  await read();
} catch (error) {
  if (error instanceof ImportFailure) {
    post({ type: 'failure', code: error.code, rowErrors: error.rowErrors, details: error.options.details });
  } else if (error instanceof AppError) {
    post({ type: 'failure', code: error.code, rowErrors: [], details: error.options.details });
  } else {
    // Anything else is a bug or a broken environment: the main thread turns it into an ImportFailure.
    const { message, stack } = error instanceof Error ? error : { message: String(error), stack: undefined };
    post({ type: 'crash', message, stack });
  }
}
