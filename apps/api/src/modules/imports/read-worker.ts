import { parentPort } from 'node:worker_threads';
import { IMPORT_TEMPLATES } from './template-columns.js';
import { AppError } from '../../errors.js';
import { detectTemplate, isTemplateHeader } from './detect-template.js';
import { ImportFailure } from './import-failure.js';
import {
  BATCH_ROWS,
  BATCHES_AHEAD,
  FLOW_STOP,
  FLOW_TAKEN,
  FLOW_WAKE_AT,
  NOT_WAITING,
  type PendingRowError,
  type ReaderInput,
  type ReaderMessage,
} from './row-reader.js';
import { readTable } from './read-table.js';
import { rowKeysOf, validateRows } from './validate-rows.js';

/*
 * The import's reader thread (started by row-reader.ts, kept from one import to the next): reads a file,
 * detects its template and validates its rows, and posts them to the main thread in batches, while the main thread
 * writes the batches before. It runs ahead of the writer by at most BATCHES_AHEAD batches, waiting on
 * the shared flow counters, so a large file is never all in memory as messages.
 */

const port = parentPort as NonNullable<typeof parentPort>;
const post = (message: ReaderMessage) => port.postMessage(message);
/** The next file: the thread says `ready` (its code is loaded, or its last file read), then waits for it. */
const nextInput = () =>
  new Promise<ReaderInput>((resolve) => {
    port.once('message', (message: { type: 'start'; input: ReaderInput }) => resolve(message.input));
    post({ type: 'ready' });
  });

/**
 * With BATCHES_AHEAD batches not yet taken, blocks until the writer has taken half of them (one wake-up
 * per BATCHES_AHEAD / 2 batches: waking a thread costs more than the writer's bookkeeping of a batch).
 * False when the import stopped.
 */
const waitForWriter = (flow: Int32Array, posted: number): boolean => {
  if (posted - Atomics.load(flow, FLOW_TAKEN) < BATCHES_AHEAD) return Atomics.load(flow, FLOW_STOP) === 0;
  const wakeAt = posted - BATCHES_AHEAD / 2;
  // Announced before reading FLOW_TAKEN again: the writer either sees it and wakes this thread, or
  // took its batch before, and the loop below sees that.
  Atomics.store(flow, FLOW_WAKE_AT, wakeAt);
  for (;;) {
    if (Atomics.load(flow, FLOW_STOP) !== 0) return false;
    const taken = Atomics.load(flow, FLOW_TAKEN);
    if (taken >= wakeAt) break;
    Atomics.wait(flow, FLOW_TAKEN, taken, 1000);
  }
  Atomics.store(flow, FLOW_WAKE_AT, NOT_WAITING);
  return true;
};

const read = async (input: ReaderInput) => {
  const flow = new Int32Array(input.flow);
  const table = await readTable(input.bytes, {
    fileName: input.fileName,
    sheet: input.sheet,
    isHeader: isTemplateHeader,
  });
  const detected = detectTemplate(table);
  const keys = rowKeysOf(
    detected.kind,
    IMPORT_TEMPLATES[detected.kind].columns.map((column) => column.name),
  );
  post({
    type: 'header',
    kind: detected.kind,
    layout: detected.layout,
    format: table.format,
    sheet: table.sheet,
    estimatedRows: table.estimatedRows,
    keys,
  });
  const width = keys.length + 1;
  let values: unknown[] = [];
  // Text cells repeat (a company on every row, a flare on every month): each distinct one crosses once.
  const known = new Map<string, number>();
  let strings: string[] = [];
  let stringIds: number[] = [];
  const lastText: Array<string | undefined> = keys.map(() => undefined);
  const lastId: number[] = keys.map(() => -1);
  let errors: PendingRowError[] = [];
  let handled = 0;
  let posted = 0;
  // A bad row's report goes with the batch, placed before the good row that followed it.
  const sink = {
    add: (error: PendingRowError['error']) => errors.push({ at: values.length / width, error }),
  };
  const rows = validateRows(detected.kind, detected, {
    format: table.format,
    fileName: input.fileName,
    errors: sink,
    onRows: (count) => (handled = count),
  });
  const send = () => {
    post({ type: 'rows', values, strings, stringIds, errors, handled });
    posted += 1;
    values = [];
    strings = [];
    stringIds = [];
    errors = [];
    return waitForWriter(flow, posted);
  };
  for (const { line, data } of rows) {
    values.push(line);
    const cells = data as Record<string, unknown>;
    for (let k = 0; k < keys.length; k += 1) {
      const value = cells[keys[k] as string];
      if (typeof value !== 'string') {
        values.push(value);
        continue;
      }
      // Most often the text of the row before (the same company, the same flare): no lookup then.
      let id = value === lastText[k] ? (lastId[k] as number) : known.get(value);
      if (id === undefined) {
        id = known.size;
        known.set(value, id);
        strings.push(value);
      }
      lastText[k] = value;
      lastId[k] = id;
      values.push(null);
      stringIds.push(id);
    }
    if (values.length >= BATCH_ROWS * width && !send()) return;
  }
  if (values.length > 0 || errors.length > 0) send();
  post({ type: 'done', handled });
};

// One file after another: a thread that read a CSV file to the end is kept for the next import
// (row-reader.ts); any other is terminated there.
for (;;) {
  const input = await nextInput();
  try {
    await read(input);
  } catch (error) {
    if (error instanceof ImportFailure) {
      post({ type: 'failure', code: error.code, rowErrors: error.rowErrors, details: error.options.details });
    } else if (error instanceof AppError) {
      post({ type: 'failure', code: error.code, rowErrors: [], details: error.options.details });
    } else {
      // Anything else is a bug or a broken environment: the main thread turns it into an ImportFailure.
      const { message, stack } =
        error instanceof Error ? error : { message: String(error), stack: undefined };
      post({ type: 'crash', message, stack });
    }
  }
}
