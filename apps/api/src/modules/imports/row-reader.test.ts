import type * as WorkerThreads from 'node:worker_threads';
import { importSourceSchema } from './import-source.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDatabase, type Db } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import type { Dialect } from '../../db/database.js';
import { createManualClock } from '../../infra/clock.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { ImportFailure, RowErrors } from './import-failure.js';
import { createJob, executeJob } from './imports.service.js';
import {
  BATCH_ROWS,
  BATCHES_AHEAD,
  prepareRowReader,
  startRowReader,
  stopSpareReader,
} from './row-reader.js';
import { runImport } from './run-import.js';

/*
 * The reader thread: which entry each Worker was started with, and, when `crash` is set, a thread
 * running that code instead of the reader (a bug or a crash in it).
 */
const threads = vi.hoisted(() => ({ entries: [] as string[], crash: null as string | null }));
vi.mock('node:worker_threads', async (importOriginal) => {
  const real = await importOriginal<typeof WorkerThreads>();
  class Worker extends real.Worker {
    constructor(entry: string | URL, options: WorkerThreads.WorkerOptions = {}) {
      if (threads.crash === null) super(entry, options);
      else super(threads.crash, { ...options, eval: true });
      threads.entries.push(String(entry));
    }
  }
  return { ...real, Worker, default: { ...real, Worker } };
});

const HEADER = 'country,company,flare_name,period,volume_m3,confidence,latitude,longitude,type';
const MONTHS = Array.from(
  { length: 120 },
  (_, i) => `${2015 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
);

/** Monthly rows of flares created by the file itself; row i is on line i + 2. */
const rowsOf = (count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `ARG,Reader Thread S.A.,rt-${Math.floor(i / 120)},${MONTHS[i % 120]},${i},measured,-38,-68,upstream`,
  );

describe('the reader thread', () => {
  let db: Db;
  let dialect: Dialect;
  let drop: () => Promise<void>;
  const clock = createManualClock(new Date('2026-11-21T12:00:00.000Z'));

  beforeAll(async () => {
    const test = await createTestDatabase();
    drop = test.drop;
    dialect = test.database.dialect;
    db = createDatabase(test.database);
    await migrateToLatest(db);
  }, 30_000);
  afterAll(async () => {
    await db.destroy();
    await drop();
  });
  beforeEach(async () => {
    // Each test starts with no thread kept from the one before.
    await stopSpareReader();
    threads.entries = [];
    threads.crash = null;
  });

  const source = importSourceSchema.parse({ source: 'Reader Thread S.A.' });
  const run = (content: string, jobId = 'reader-test') =>
    runImport(
      { db, dialect, clock },
      { bytes: Buffer.from(content), fileName: 'rows.csv', source, jobId },
      () => {},
    );
  const observationCount = async () =>
    Number(
      (
        await db
          .selectFrom('observations')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const failureOf = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ImportFailure);
    return error as ImportFailure;
  };

  it('reads and checks the file on its own thread, reporting bad rows at their lines across batches', async () => {
    const rows = rowsOf(3 * BATCH_ROWS);
    // Bad cells (found by the reader) in the first, second and last batch, around a repeat (found by
    // the writer on this thread): the report keeps file order and the right lines.
    rows[1] = rows[1]!.replace(',1,measured', ',-1,measured'); // line 3
    rows[BATCH_ROWS + 10] = rows[BATCH_ROWS + 10]!.replace('measured', 'guessed'); // line 1012
    rows[BATCH_ROWS + 11] = rows[BATCH_ROWS + 10 - 120]!; // line 1013 repeats line 892 (same flare and month)
    rows[3 * BATCH_ROWS - 1] = rows[3 * BATCH_ROWS - 1]!.replace(/,20\d\d-\d\d,/, ',2024-13,'); // line 3001
    const failure = await failureOf(run([HEADER, ...rows].join('\n')));
    expect(threads.entries).toHaveLength(1);
    expect(threads.entries[0]).toMatch(/read-worker\.(ts|js)/);
    expect(failure.code).toBe('import_invalid_rows');
    expect(failure.rowErrors.map(({ line, column, key }) => ({ line, column, key }))).toEqual([
      { line: 3, column: 'volume_m3', key: 'imports.row.not_negative' },
      { line: 1012, column: 'confidence', key: 'imports.row.confidence' },
      { line: 1013, column: 'period', key: 'imports.row.duplicate' },
      { line: 3001, column: 'period', key: 'imports.row.month' },
    ]);
    expect(failure.rowErrors[2]?.params).toEqual({ line: 892 });
    expect(await observationCount()).toBe(0);

    const good = await run([HEADER, ...rowsOf(3 * BATCH_ROWS + 7)].join('\n'));
    expect(good.rows).toBe(3 * BATCH_ROWS + 7);
    expect(good.counts.observations).toEqual({ inserted: 3 * BATCH_ROWS + 7, updated: 0, unchanged: 0 });
    expect(await observationCount()).toBe(3 * BATCH_ROWS + 7);
    // Values and texts (sent once, then by number) come back as written, in the last batch too.
    const stored = await db
      .selectFrom('observations as o')
      .innerJoin('flares as f', 'f.id', 'o.flare_id')
      .select(['f.name', 'o.period', 'o.volume_m3', 'o.confidence'])
      .where('o.volume_m3', 'in', [0, 1234, 3 * BATCH_ROWS + 6])
      .orderBy('o.volume_m3')
      .execute();
    expect(stored).toEqual([
      { name: 'rt-0', period: '2015-01', volume_m3: 0, confidence: 'measured' },
      { name: 'rt-10', period: MONTHS[1234 % 120], volume_m3: 1234, confidence: 'measured' },
      { name: 'rt-25', period: MONTHS[3006 % 120], volume_m3: 3006, confidence: 'measured' },
    ]);
  });

  it('lets the event loop turn between batches the thread sent ahead, while the writer works on each', async () => {
    const batches = BATCHES_AHEAD;
    const reader = startRowReader(
      {
        bytes: Buffer.from([HEADER, ...rowsOf(batches * BATCH_ROWS)].join('\n')),
        fileName: 'ahead.csv',
        sheet: undefined,
      },
      new RowErrors(),
    );
    try {
      await reader.header;
      // Time for the thread to read every batch before the writer takes the first (it may run
      // BATCHES_AHEAD ahead): they are then waiting as messages already received.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      let turns = 0;
      let counting = true;
      const count = () => {
        turns += 1;
        if (counting) setImmediate(count);
      };
      setImmediate(count);
      let taken = 0;
      for await (const batch of reader.batches) {
        taken += [...batch].length;
        // A writer's synchronous work on a batch (SQLite statements run on this thread).
        const until = performance.now() + 25;
        while (performance.now() < until);
        if (taken === BATCH_ROWS) turns = 0;
      }
      counting = false;
      expect(taken).toBe(batches * BATCH_ROWS);
      // Requests waiting on this thread are served between batches: once per batch after the first.
      expect(turns).toBeGreaterThanOrEqual(batches - 1);
    } finally {
      await reader.stop();
    }
  });

  it('turns a reader thread that throws, exits or dies mid-file into import_interrupted, with nothing written', async () => {
    const before = await observationCount();
    threads.crash = 'throw new Error("the reader broke");';
    expect((await failureOf(run([HEADER, ...rowsOf(10)].join('\n')))).code).toBe('import_interrupted');
    // What the reader sends when its own code throws something other than an ImportFailure.
    threads.crash = `require('node:worker_threads').parentPort.postMessage({ type: 'crash', message: 'zod broke' });`;
    const reported = await failureOf(run([HEADER, ...rowsOf(10)].join('\n')));
    expect(reported.code).toBe('import_interrupted');
    expect((reported.cause as Error).message).toBe('zod broke');
    threads.crash = 'process.exit(3);';
    expect((await failureOf(run([HEADER, ...rowsOf(10)].join('\n')))).code).toBe('import_interrupted');
    // A header and one batch, then the thread dies inside the import's transaction.
    const keys = [
      'country',
      'company',
      'flare_name',
      'period',
      'volume_m3',
      'confidence',
      'latitude',
      'longitude',
      'type',
    ];
    threads.crash = `
      const { parentPort } = require('node:worker_threads');
      parentPort.postMessage({ type: 'header', kind: 'observations', format: 'csv', estimatedRows: 3, keys: ${JSON.stringify(keys)} });
      parentPort.postMessage({ type: 'rows', handled: 1, errors: [], values: [2, null, null, null, null, 5, null, -38, -68, null], strings: ['ARG', 'Dying S.A.', 'd-1', '2024-01', 'measured', 'upstream'], stringIds: [0, 1, 2, 3, 4, 5] });
      setTimeout(() => process.exit(1), 50);`;
    expect((await failureOf(run([HEADER, ...rowsOf(10)].join('\n')))).code).toBe('import_interrupted');
    expect(await observationCount()).toBe(before);
    expect(await db.selectFrom('companies').select('id').where('name', '=', 'Dying S.A.').execute()).toEqual(
      [],
    );
  });

  it('reads with the thread prepared ahead, keeps one at most, keeps it after a CSV read to the end, and replaces one that died', async () => {
    const before = await observationCount();
    await Promise.all([prepareRowReader(), prepareRowReader()]);
    expect(threads.entries).toHaveLength(1);
    const first = await run([HEADER, ...rowsOf(130)].join('\n').replaceAll('Reader Thread', 'Ahead'));
    expect(first.counts.observations?.inserted).toBe(130);
    expect(threads.entries).toHaveLength(1); // the prepared thread read it
    // A thread that read its file to the end reads the next: no thread started.
    const kept = await run([HEADER, ...rowsOf(5)].join('\n').replaceAll('Reader Thread', 'Kept'));
    expect(kept.counts.observations?.inserted).toBe(5);
    // So does one whose file had a bad row (read to the end, refused by the writer), carrying nothing over.
    const badRow = [HEADER, ...rowsOf(3)]
      .join('\n')
      .replaceAll('Reader Thread', 'Bad Row')
      .replace(',1,measured', ',lots,measured');
    expect((await failureOf(run(badRow))).rowErrors.map((error) => error.line)).toEqual([3]);
    const afterBadRow = await run([HEADER, ...rowsOf(4)].join('\n').replaceAll('Reader Thread', 'After'));
    expect(afterBadRow.counts.observations?.inserted).toBe(4);
    expect(afterBadRow.rows).toBe(4);
    expect(threads.entries).toHaveLength(1);
    // One that refused a file whole (no known layout) is not kept: the next import starts its own.
    expect((await failureOf(run('colour,size\nred,9'))).code).toBe('import_unknown_template');
    await run([HEADER, ...rowsOf(2)].join('\n').replaceAll('Reader Thread', 'After Refusal'));
    expect(threads.entries).toHaveLength(2);
    // Nor is one that read a workbook (ExcelJS's streams may still run in it).
    const { default: Excel } = await import('exceljs');
    const book = new Excel.Workbook();
    const sheet = book.addWorksheet('observations');
    for (const line of [HEADER, ...rowsOf(3)]) sheet.addRow(line.split(','));
    const workbook = startRowReader<unknown>(
      { bytes: Buffer.from(await book.xlsx.writeBuffer()), fileName: 'rows.xlsx', sheet: undefined },
      new RowErrors(),
    );
    expect((await workbook.header).format).toBe('xlsx');
    let workbookRows = 0;
    for await (const batch of workbook.batches) workbookRows += [...batch].length;
    expect(workbookRows).toBe(3);
    await workbook.stop();
    await run([HEADER, ...rowsOf(2)].join('\n').replaceAll('Reader Thread', 'After Workbook'));
    expect(threads.entries).toHaveLength(3);
    // Nor one stopped halfway (the writer gave up with batches still to read).
    const halfway = startRowReader<unknown>(
      {
        bytes: Buffer.from([HEADER, ...rowsOf(BATCH_ROWS * (BATCHES_AHEAD + 2))].join('\n')),
        fileName: 'big.csv',
        sheet: undefined,
      },
      new RowErrors(),
    );
    for await (const batch of halfway.batches) {
      expect([...batch]).toHaveLength(BATCH_ROWS);
      break;
    }
    await halfway.stop();
    await run([HEADER, ...rowsOf(2)].join('\n').replaceAll('Reader Thread', 'After Halfway'));
    expect(threads.entries).toHaveLength(4);
    // None kept: the next import starts its own.
    await stopSpareReader();
    await run([HEADER, ...rowsOf(5)].join('\n').replaceAll('Reader Thread', 'Unprepared'));
    expect(threads.entries).toHaveLength(5);
    // A prepared thread that died before its file came: the import starts another and succeeds.
    await stopSpareReader();
    threads.crash = 'process.exit(0);';
    await prepareRowReader();
    threads.crash = null;
    const third = await run([HEADER, ...rowsOf(3)].join('\n').replaceAll('Reader Thread', 'Replaced'));
    expect(third.counts.observations?.inserted).toBe(3);
    expect(threads.entries).toHaveLength(7);
    expect(await observationCount()).toBe(before + 130 + 5 + 4 + 2 + 2 + 2 + 5 + 3);
  });

  it('records the crash on the upload job as import_interrupted, not as an internal error', async () => {
    threads.crash = 'throw new Error("the reader broke");';
    const deps = { db, importDb: db, dialect, clock };
    const file = { bytes: Buffer.from([HEADER, ...rowsOf(5)].join('\n')), fileName: 'crash.csv', source };
    const id = await createJob(deps, { ...file, origin: 'upload', userId: null });
    const { failure } = await executeJob(deps, { ...file, id });
    expect(failure?.code).toBe('import_interrupted');
    const job = await db.selectFrom('import_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'failed', error_code: 'import_interrupted' });
  });
});
