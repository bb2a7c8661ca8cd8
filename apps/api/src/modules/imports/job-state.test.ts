import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { createJob, executeJob, markInterruptedJobs } from './imports.service.js';
import { isRunnerGone, RUNNER } from './job-runner.js';
import * as repo from './imports.repository.js';
import { runImport } from './run-import.js';

/** A pid that was alive a moment ago and is not any more. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

const SOURCE = {
  source: 'Job state test',
  title: undefined,
  licence: undefined,
  url: undefined,
  publishedOn: undefined,
  sheet: undefined,
};

const FLARES_CSV = [
  'country,company,flare_name,external_id,latitude,longitude,type,field,is_routine',
  'Argentina,YPF S.A.,Job State 1,JS-1,-38.21,-68.81,upstream,Loma Campana,yes',
].join('\n');

describe('import job state (issue 15, item 12)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 30_000);
  afterAll(async () => t.close());

  const jobWith = async (runner: string | null, status = 'running') => {
    const id = await createJob(t, {
      bytes: Buffer.from('x'),
      fileName: 'job.csv',
      source: SOURCE,
      origin: 'cli',
      userId: null,
    });
    await repo.updateJob(t.db, id, { status, runner });
    return id;
  };

  it('tells a dead process of this host, and this pid from an earlier start, from live ones', () => {
    const host = os.hostname();
    expect(isRunnerGone(RUNNER)).toBe(false);
    expect(isRunnerGone(`${host}/${deadPid()}/1700000000000`)).toBe(true);
    expect(isRunnerGone(`${host}/${process.pid}/1`)).toBe(true);
    expect(isRunnerGone(`${host}/${process.ppid}/1`)).toBe(false);
    expect(isRunnerGone(`another-host/${deadPid()}/1`)).toBe(false);
  });

  it('marks at start the jobs left queued or running by a dead process as interrupted, and only those', async () => {
    const host = os.hostname();
    const dead = await jobWith(`${host}/${deadPid()}/1700000000000`);
    const deadQueued = await jobWith(`${host}/${deadPid()}/1700000000000`, 'queued');
    const restarted = await jobWith(`${host}/${process.pid}/1`);
    const live = await jobWith(RUNNER);
    const elsewhere = await jobWith(`another-host/1/1`);
    const unknown = await jobWith(null);
    const finished = await jobWith(`${host}/${deadPid()}/1`, 'succeeded');

    expect((await markInterruptedJobs(t)).sort()).toEqual([dead, deadQueued, restarted].sort());
    for (const id of [dead, deadQueued, restarted]) {
      expect(await repo.findJob(t.db, id)).toMatchObject({
        status: 'failed',
        phase: 'done',
        error_code: 'import_interrupted',
      });
    }
    for (const id of [live, elsewhere, unknown]) {
      expect((await repo.findJob(t.db, id))?.status).toBe('running');
    }
    expect((await repo.findJob(t.db, finished))?.status).toBe('succeeded');
  });

  it('marks a committed import succeeded in the same transaction as its data', async () => {
    const id = await createJob(t, {
      bytes: Buffer.from(FLARES_CSV),
      fileName: 'flares.csv',
      source: SOURCE,
      origin: 'cli',
      userId: null,
    });
    const statuses: string[] = [];
    const deps = { db: t.db, importDb: t.db, dialect: t.config.database.dialect, clock: t.clock };
    const { failure } = await executeJob(deps, {
      id,
      bytes: Buffer.from(FLARES_CSV),
      fileName: 'flares.csv',
      source: SOURCE,
      onProgress: (progress) => {
        statuses.push(progress.phase);
      },
    });
    expect(failure).toBeNull();
    const job = await repo.findJob(t.db, id);
    expect(job).toMatchObject({ status: 'succeeded', phase: 'done', progress: 1, template: 'flares' });
    expect(job?.runner).toBe(RUNNER);
    const flare = await t.db
      .selectFrom('flares')
      .select('name')
      .where('external_id', '=', 'JS-1')
      .executeTakeFirst();
    expect(flare).toBeDefined();
  });

  it('commits nothing when the job row cannot be marked succeeded (the hook runs inside the transaction)', async () => {
    const csv = FLARES_CSV.replaceAll('Job State 1', 'Job State 2').replace('JS-1', 'JS-2');
    const run = runImport(
      { db: t.db, dialect: t.config.database.dialect, clock: t.clock },
      {
        bytes: Buffer.from(csv),
        fileName: 'flares.csv',
        source: SOURCE,
        jobId: 'hook-test',
        beforeCommit: () => Promise.reject(new Error('the job row could not be written')),
      },
      () => {},
    );
    await expect(run).rejects.toThrow('the job row could not be written');
    const flare = await t.db
      .selectFrom('flares')
      .select('name')
      .where('external_id', '=', 'JS-2')
      .executeTakeFirst();
    expect(flare).toBeUndefined();
  });
});
