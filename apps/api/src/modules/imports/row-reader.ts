import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type {
  ErrorCode,
  ImportFileFormat,
  ImportRowError,
  ImportTemplateKind,
  NightfireLayout,
} from '@flarescope/shared';
import { createPause } from '../../infra/event-loop.js';
import { ImportFailure, type RowErrors } from './import-failure.js';
import type { Valid } from './writers/write-context.js';

/*
 * The main thread's side of the reader thread (read-worker.ts): the file is read, its template detected
 * and its rows validated there, while this thread writes; rows come back in batches with their line
 * numbers and, in place, the reports of the bad rows between them.
 */

/** Good rows per message: large enough that a message costs little per row, small enough to overlap. */
export const BATCH_ROWS = 1000;
/** Batches the reader may post before the writer takes them (bounds the memory held in messages). */
export const BATCHES_AHEAD = 8;
/**
 * Int32 slots of the shared flow buffer: batches the writer took; non-zero when the reader must stop;
 * the count of batches taken at which the waiting reader wants waking (NOT_WAITING when it runs).
 */
export const FLOW_TAKEN = 0;
export const FLOW_STOP = 1;
export const FLOW_WAKE_AT = 2;
export const NOT_WAITING = 0x7fffffff;

export type ReaderInput = {
  bytes: Uint8Array;
  fileName: string;
  sheet: string | undefined;
  /** Three Int32 slots (FLOW_TAKEN, FLOW_STOP, FLOW_WAKE_AT), shared by both threads. */
  flow: SharedArrayBuffer;
};

/** A bad row's report, `at` the index of the good row of the batch it came before (or the batch's size). */
export type PendingRowError = { at: number; error: Parameters<RowErrors['add']>[0] };

export type ReaderHeader = {
  kind: ImportTemplateKind;
  /** A Nightfire file's layout (vnf_nightly only). */
  layout?: NightfireLayout | undefined;
  format: ImportFileFormat;
  sheet: string | undefined;
  /** Records in the file (blank lines and the header included): an estimate until the end. */
  estimatedRows: number;
};

export type ReaderMessage =
  | ({ type: 'header'; keys: string[] } & ReaderHeader)
  /**
   * Good rows as one flat array: line, then the value of each of `keys` (undefined when absent; null
   * for text, whose number in the import's table of texts is the next of `stringIds`). `strings`
   * are the texts first seen in this batch, numbered on from the previous batches'.
   */
  | {
      type: 'rows';
      values: unknown[];
      strings: string[];
      stringIds: number[];
      errors: PendingRowError[];
      handled: number;
    }
  | { type: 'done'; handled: number }
  /** Sent once the thread has started and loaded its code, before it is given a file. */
  | { type: 'ready' }
  | {
      type: 'failure';
      code: ErrorCode;
      rowErrors: ImportRowError[];
      details: Record<string, unknown> | undefined;
    }
  | { type: 'crash'; message: string; stack: string | undefined };

const PRELOAD = /^(--import|--require|-r|--loader|--experimental-loader)(=|$)/;

/**
 * Node's flags for the reader thread: the process's, without the modules it preloads (`--import …`),
 * which are the main thread's (a profiler, tsx) and may not load in a worker.
 */
const withoutPreloads = (flags: readonly string[]): string[] => {
  const kept: string[] = [];
  for (let i = 0; i < flags.length; i += 1) {
    const match = PRELOAD.exec(flags[i] as string);
    if (!match) kept.push(flags[i] as string);
    else if (match[2] === '') i += 1;
  }
  return kept;
};

/**
 * The reader thread's entry: the compiled read-worker.js beside this file in the built server; from
 * the sources (tsx, vitest), read-worker.ts through tsx's loader, which a worker does not inherit.
 * The thread says `ready` and waits for its file (`{ type: 'start', input }`).
 */
const startWorker = (): Worker => {
  const worker = startThread();
  // A thread may fail between imports too (waiting, or being stopped): with no listener then, its error
  // would be thrown on this thread. An import's own listener turns the failure into import_interrupted.
  worker.on('error', () => {});
  return worker;
};

const startThread = (): Worker => {
  const options = { execArgv: withoutPreloads(process.execArgv) };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./read-worker.js', import.meta.url), options);
  // tsx's ESM API registers its loader for the thread that calls it (a worker inherits no loader).
  const require = createRequire(import.meta.url);
  const tsxPackage = require('tsx/package.json') as {
    exports: Record<string, { import: { default: string } }>;
  };
  const api = new URL(
    tsxPackage.exports['./esm/api']?.import.default ?? '',
    pathToFileURL(require.resolve('tsx/package.json')),
  ).href;
  const entry = new URL('./read-worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
};

/** Thrown for a reader thread that failed without saying why in an ImportFailure (a bug, a crash). */
const readerStopped = (cause: unknown) => new ImportFailure('import_interrupted', [], {}, cause);

/** What a message that is not the expected one means: the reader's own crash report, or a bug. */
const unexpected = (message: ReaderMessage) =>
  readerStopped(
    message.type === 'crash'
      ? Object.assign(new Error(message.message), { stack: message.stack })
      : new Error(`Unexpected ${message.type} message from the reader thread`),
  );

export type RowReader<T> = {
  /** The template, format and size, once the header is read; rejects with the file's ImportFailure. */
  header: Promise<ReaderHeader>;
  /**
   * The good rows, batch by batch (iterate once). Bad rows are added to `errors` as the iteration
   * passes them, so rows and reports interleave in file order; the iteration throws the ImportFailure
   * of a file found broken further on (a truncated CSV).
   */
  batches: AsyncIterable<Iterable<Valid<T>>>;
  /** Rows read so far, good and bad. */
  handled: () => number;
  /** Stops the reader thread (at once when it is still running); call it whatever happened. */
  stop: () => Promise<void>;
};

/** How long a reader thread waits for its next file before it is stopped (it holds its loaded code). */
export const SPARE_IDLE_MS = 60_000;

/**
 * The reader thread waiting for a file: started ahead of its file, or kept after reading one, until an
 * import takes it, it exits or it has waited SPARE_IDLE_MS; `ready` settles once its code is loaded (or it
 * failed).
 */
let spare: { worker: Worker; ready: Promise<void>; idle: NodeJS.Timeout; detach: () => void } | undefined;

/** Makes `worker` the spare thread (it does not keep the process alive); `saidReady` when it said so already. */
const keepSpare = (worker: Worker, saidReady: boolean): Promise<void> => {
  let settle: () => void = () => {};
  const ready = new Promise<void>((resolve) => (settle = resolve));
  if (saidReady) settle();
  const onExit = () => {
    if (spare?.worker === worker) {
      clearTimeout(spare.idle);
      spare = undefined;
    }
    settle();
  };
  // A 'message' listener keeps the process alive (Node refs the thread's port for it) until it fires: only
  // while the thread is still to say it is ready, and unref() after it is added.
  if (!saidReady) worker.once('message', settle);
  worker.once('error', settle);
  worker.once('exit', onExit);
  worker.unref();
  const detach = () => {
    worker.off('message', settle);
    worker.off('error', settle);
    worker.off('exit', onExit);
  };
  const idle = setTimeout(() => {
    if (spare?.worker === worker) void stopSpareReader();
  }, SPARE_IDLE_MS);
  idle.unref();
  spare = { worker, ready, idle, detach };
  return ready;
};

/**
 * Starts the next import's reader thread now, so that its start (a Node thread, then zod and the
 * templates: ~150 ms, whatever the file's size) overlaps what comes before the import: the CLI's own
 * start-up, an upload's transfer. Keeps at most one such thread. The promise settles when the thread is
 * ready to read (or has failed: the import that takes a dead thread starts another).
 */
export const prepareRowReader = (): Promise<void> => spare?.ready ?? keepSpare(startWorker(), false);

/** Stops the thread kept waiting for a file, if any: a closing process's, or a test's fresh start. */
export const stopSpareReader = async (): Promise<void> => {
  const kept = spare;
  spare = undefined;
  if (!kept) return;
  clearTimeout(kept.idle);
  kept.detach();
  await kept.worker.terminate();
};

/**
 * The thread waiting for a file if there is one still running, else a new one. (A thread that has exited
 * but whose `exit` event is still to come is taken too; the reader's own `exit` handler then ends the
 * import as import_interrupted, as for a thread that dies while reading.)
 */
const takeWorker = (): Worker => {
  const taken = spare;
  spare = undefined;
  if (!taken) return startWorker();
  clearTimeout(taken.idle);
  taken.detach();
  taken.worker.ref();
  return taken.worker;
};

/**
 * After an import: a thread that read its CSV file to the end waits for the next import's file, sparing it
 * the thread's start; any other (a workbook read, a file refused, stopped halfway, crashed) is terminated.
 */
const releaseWorker = async (worker: Worker, reusable: boolean, saidReady: boolean): Promise<void> => {
  if (!reusable || spare) {
    await worker.terminate();
    return;
  }
  void keepSpare(worker, saidReady);
};

/** Starts reading and validating a file on a thread of its own (the one prepared ahead, if any). */
export const startRowReader = <T>(
  file: { bytes: Uint8Array; fileName: string; sheet: string | undefined },
  errors: Pick<RowErrors, 'add'>,
): RowReader<T> => {
  const flow = new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT);
  const flowView = new Int32Array(flow);
  flowView[FLOW_WAKE_AT] = NOT_WAITING;
  const worker = takeWorker();
  worker.postMessage({ type: 'start', input: { ...file, flow } satisfies ReaderInput });
  const queue: ReaderMessage[] = [];
  let wake: (() => void) | undefined;
  let ended: ImportFailure | undefined;
  // The thread read the whole CSV file (`done`), and then said it is ready again. A thread that read a
  // workbook, or stopped at a bad file, is not kept: ExcelJS's streams may still be running in it (its
  // sheets' temporary files, a truncated archive), and may fail the next import with an error of their own.
  let reusable = false;
  let csv = false;
  let readyAgain = false;
  let handled = 0;
  const push = (message: ReaderMessage) => {
    if (message.type === 'ready') {
      if (reusable) readyAgain = true;
      return;
    }
    if (message.type === 'header') csv = message.format === 'csv';
    if (message.type === 'done') reusable = csv;
    queue.push(message);
    wake?.();
  };
  const endWith = (failure: ImportFailure) => {
    ended ??= failure;
    wake?.();
  };
  const onError = (error: unknown) => endWith(readerStopped(error));
  const onExit = (code: number) =>
    endWith(readerStopped(new Error(`The reader thread exited with code ${code}`)));
  worker.on('message', push);
  worker.on('error', onError);
  worker.on('messageerror', onError);
  worker.on('exit', onExit);
  const detach = () => {
    worker.off('message', push);
    worker.off('error', onError);
    worker.off('messageerror', onError);
    worker.off('exit', onExit);
  };

  /** The next message, or the failure that ended the thread; messages already sent come first. */
  const next = async (): Promise<ReaderMessage> => {
    for (;;) {
      const message = queue.shift();
      if (message) return message;
      if (ended) throw ended;
      await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
    }
  };
  const failureOf = (message: ReaderMessage & { type: 'failure' }) =>
    new ImportFailure(message.code, message.rowErrors, message.details ?? {});

  let keys: string[] = [];
  const texts: string[] = [];
  const header = (async () => {
    const message = await next();
    if (message.type === 'failure') throw failureOf(message);
    if (message.type !== 'header') throw unexpected(message);
    keys = message.keys;
    const { kind, format, sheet, estimatedRows, layout } = message;
    return { kind, format, sheet, estimatedRows, layout };
  })();
  // Awaited by whoever uses the rows; this keeps an early failure from being an unhandled rejection.
  header.catch(() => {});

  function* rowsOf(message: ReaderMessage & { type: 'rows' }): Generator<Valid<T>> {
    const { values, stringIds, errors: reports } = message;
    for (const text of message.strings) texts.push(text);
    const width = keys.length + 1;
    let report = 0;
    let text = 0;
    for (let i = 0, index = 0; i < values.length; i += width, index += 1) {
      while (report < reports.length && (reports[report] as PendingRowError).at <= index) {
        errors.add((reports[report] as PendingRowError).error);
        report += 1;
      }
      const data: Record<string, unknown> = {};
      for (let k = 0; k < keys.length; k += 1) {
        const value = values[i + 1 + k];
        if (value === null) data[keys[k] as string] = texts[stringIds[text++] as number];
        else if (value !== undefined) data[keys[k] as string] = value;
      }
      yield { line: values[i] as number, data: data as T };
    }
    for (; report < reports.length; report += 1) errors.add((reports[report] as PendingRowError).error);
  }

  const batches = async function* (): AsyncGenerator<Iterable<Valid<T>>> {
    await header;
    // Batches the thread sent ahead are taken without the loop turning: let it turn between them.
    const pause = createPause();
    for (;;) {
      await pause();
      const message = await next();
      if (message.type === 'done') {
        handled = message.handled;
        return;
      }
      if (message.type === 'failure') throw failureOf(message);
      if (message.type !== 'rows') throw unexpected(message);
      handled = Math.max(handled, message.handled);
      const taken = Atomics.add(flowView, FLOW_TAKEN, 1) + 1;
      if (taken >= Atomics.load(flowView, FLOW_WAKE_AT)) Atomics.notify(flowView, FLOW_TAKEN);
      yield rowsOf(message);
    }
  };

  return {
    header,
    batches: batches(),
    handled: () => handled,
    stop: async () => {
      Atomics.store(flowView, FLOW_STOP, 1);
      Atomics.notify(flowView, FLOW_TAKEN);
      detach();
      await releaseWorker(worker, reusable && ended === undefined, readyAgain);
    },
  };
};
