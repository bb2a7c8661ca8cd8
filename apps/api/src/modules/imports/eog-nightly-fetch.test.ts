import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { importsContract } from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client } from '../../testing/client.js';
import { buildSignedInUser } from '../../testing/factories.js';
import { V30_HEADER } from '../../testing/nightfire-files.js';
import { TEST_CLOCK_START } from '../../testing/seeded-template.js';
import { fetchLatestNight, latestNight, msUntilHour, nightlyFile } from './eog-nightly-fetch.js';

// Each app start imports through a reader thread (~2 s under tsx on a busy machine).
vi.setConfig({ testTimeout: 60_000 });

const TOKEN = 'eog-admin-token-0123456789';
/** The test clock starts on 2026-11-21 at noon UTC: the latest night is the 20th. */
const FILE = 'VNF_npp_d20261120_noaa_v30-ez.csv.gz';

type Request = { url: string; authorization: string | undefined };

/** A stand-in for EOG's download server on 127.0.0.1: a file per path, the token checked as EOG does. */
const startStandIn = async (files: Map<string, () => Promise<Buffer | number>>) => {
  const requests: Request[] = [];
  const server = http.createServer((request, response) => {
    requests.push({ url: request.url ?? '', authorization: request.headers.authorization });
    if (request.headers.authorization !== `Bearer ${TOKEN}`) {
      response.writeHead(401).end('unauthorized');
      return;
    }
    const file = files.get(request.url ?? '');
    if (!file) {
      response.writeHead(404).end('not found');
      return;
    }
    void file().then((body) => {
      if (typeof body === 'number') response.writeHead(body).end('error');
      else response.writeHead(200, { 'content-type': 'application/gzip' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    server,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const collectLog = () => {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  return { stream, lines };
};

const waitFor = async <T>(what: string, probe: () => Promise<T | undefined> | T | undefined): Promise<T> => {
  for (let i = 0; i < 2000; i += 1) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
};

const countOf = async (t: TestApp, table: 'vnf_nights' | 'flare_nights' | 'vnf_candidates' | 'import_jobs') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the EOG nightly fetch: configuration and dates', () => {
  const env = { EOG_TOKEN: TOKEN, EOG_NIGHTLY_URL: 'https://eog.example/vnf/v30/{year}/' };

  it('is off by default, and on with a token and the folder', () => {
    expect(loadConfig({}).eogNightly).toBeUndefined();
    expect(loadConfig(env).eogNightly).toEqual({
      token: TOKEN,
      baseUrl: 'https://eog.example/vnf/v30/{year}/',
      fileName: 'VNF_npp_d{date}_noaa_v30-ez.csv.gz',
      hourUtc: 6,
    });
  });

  it('refuses a token without the folder, a short token, a file name without {date}, an hour past 23', () => {
    const problems = (extra: Record<string, string>) => {
      try {
        loadConfig(extra);
      } catch (error) {
        if (error instanceof ConfigError) return error.problems.join('\n');
      }
      return '';
    };
    expect(problems({ EOG_TOKEN: TOKEN })).toMatch(/^EOG_NIGHTLY_URL is required when EOG_TOKEN is set/);
    expect(problems({ ...env, EOG_TOKEN: 'short' })).toMatch(/^EOG_TOKEN must have at least 8 characters/);
    expect(problems({ ...env, EOG_NIGHTLY_URL: 'ftp://eog.example/' })).toMatch(
      /^EOG_NIGHTLY_URL must be a URL/,
    );
    expect(problems({ ...env, EOG_NIGHTLY_FILE: 'VNF_npp_latest.csv.gz' })).toMatch(
      /^EOG_NIGHTLY_FILE must be a file name with \{date\}/,
    );
    expect(problems({ ...env, EOG_NIGHTLY_FILE: '../{date}.csv' })).toMatch(/^EOG_NIGHTLY_FILE/);
    expect(problems({ ...env, EOG_NIGHTLY_FILE: `VNF_${'x'.repeat(60)}_d{date}.csv.gz` })).toMatch(
      /^EOG_NIGHTLY_FILE must be at most 72 characters/,
    );
    expect(problems({ ...env, EOG_FETCH_HOUR_UTC: '24' })).toMatch(/^EOG_FETCH_HOUR_UTC/);
  });

  it('fetches the night before today (UTC), named and placed by the night, once a day at the hour', () => {
    const config = loadConfig(env).eogNightly!;
    const night = latestNight(new Date('2024-03-01T00:30:00Z'));
    expect(night.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(nightlyFile(config, night)).toEqual({
      fileName: 'VNF_npp_d20240229_noaa_v30-ez.csv.gz',
      url: 'https://eog.example/vnf/v30/2024/VNF_npp_d20240229_noaa_v30-ez.csv.gz',
    });
    expect(msUntilHour(new Date('2024-03-01T05:00:00Z'), 6)).toBe(3600_000);
    expect(msUntilHour(new Date('2024-03-01T06:00:00Z'), 6)).toBe(24 * 3600_000);
    expect(msUntilHour(new Date('2024-03-01T23:30:00Z'), 6)).toBe(6.5 * 3600_000);
  });
});

describe('the EOG nightly fetch against a local stand-in server', () => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  let flare: { id: string; latitude: number; longitude: number };
  let releaseFile: () => void = () => {};
  const log = collectLog();

  beforeAll(async () => {
    const fileReady = new Promise<void>((resolve) => {
      releaseFile = resolve;
    });
    // The file is built once the app (and its catalogue) is up: the request waits for it.
    standIn = await startStandIn(
      new Map([
        [
          `/vnf/2026/${FILE}`,
          async () => {
            await fileReady;
            const csv = [
              V30_HEADER,
              `1,2026/11/20 01:10:00.000,2026/11/19 21:10:00,${flare.latitude},${flare.longitude},1800,999999,1e-6,1.1,2.5,1.9,0,100`,
              `2,2026/11/20 01:10:00.500,2026/11/19 21:10:00,${flare.latitude + 0.001},${flare.longitude},1750,999999,1e-6,1.1,1.5,1.9,1,100`,
              `3,2026/11/20 02:51:00.000,2026/11/19 22:51:00,10.5,-150.5,1500,999999,1e-6,1.1,0.7,1.9,0,100`,
            ].join('\n');
            return gzipSync(csv);
          },
        ],
      ]),
    );
    t = await buildTestApp(
      {
        EOG_TOKEN: TOKEN,
        EOG_NIGHTLY_URL: `${standIn.base}/vnf/{year}/`,
        LOG_LEVEL: 'info',
      },
      { seeded: true, logStream: log.stream },
    );
    const row = await t.db
      .selectFrom('flares')
      .select(['id', 'latitude', 'longitude'])
      .where('latitude', '<', 60)
      .where('latitude', '>', -60)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    flare = { id: row.id, latitude: Number(row.latitude), longitude: Number(row.longitude) };
    releaseFile();
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  it('fetches the latest night with the token at start and imports it as a job in the history', async () => {
    const admin = (await buildSignedInUser(t.db, t.clock, { role: 'admin' })).token;
    const summary = await waitFor('the scheduled job', async () => {
      const list = (await client(t).as(admin).call(importsContract.getJobs)).json();
      const job = list.items.find((item) => item.origin === 'schedule');
      return job && (job.status === 'succeeded' || job.status === 'failed') ? job : undefined;
    });
    expect(summary).toMatchObject({
      origin: 'schedule',
      status: 'succeeded',
      fileName: FILE,
      template: 'vnf_nightly',
      source: 'EOG VIIRS Nightfire nightly',
      createdBy: null,
    });
    const job = (
      await client(t)
        .as(admin)
        .call(importsContract.getJobsById, { params: { id: summary.id } })
    ).json();
    expect(job.summary?.nightfire).toMatchObject({
      layout: 'v3.0-ez',
      satellite: 'npp',
      nights: ['2026-11-20'],
      detections: 3,
      matched: 2,
      candidates: 1,
    });
    expect(standIn.requests).toEqual([{ url: `/vnf/2026/${FILE}`, authorization: `Bearer ${TOKEN}` }]);
    const night = await t.db
      .selectFrom('flare_nights')
      .selectAll()
      .where('flare_id', '=', flare.id)
      .where('night', '=', '2026-11-20')
      .executeTakeFirstOrThrow();
    expect(night).toMatchObject({ detections: 2, satellite: 'npp', cloud_state: 'clear' });
    // The token is never written to the log.
    expect(log.lines.join('\n')).not.toContain(TOKEN);
  });

  it('does not fetch a night it has imported again (a restart, a second process)', async () => {
    const { fetchLatestNight } = await import('./eog-nightly-fetch.js');
    const submit = vi.fn();
    const jobId = await fetchLatestNight({
      config: t.config.eogNightly!,
      db: t.db,
      clock: t.clock,
      log: { info: () => {}, warn: () => {}, error: () => {} },
      submit,
    });
    expect(jobId).toBeNull();
    expect(submit).not.toHaveBeenCalled();
    expect(standIn.requests).toHaveLength(1);
  });
});

describe('a failing EOG nightly fetch leaves the data as it was', () => {
  const scenarios: Array<[string, (base: string) => Record<string, string>, RegExp]> = [
    [
      'the server answers 503',
      (base) => ({ EOG_TOKEN: TOKEN, EOG_NIGHTLY_URL: `${base}/down/` }),
      /"status":503/,
    ],
    [
      'the token is refused (401)',
      (base) => ({ EOG_TOKEN: 'not-the-admins-token', EOG_NIGHTLY_URL: `${base}/vnf/{year}/` }),
      /"status":401/,
    ],
    [
      'nothing listens there',
      () => ({ EOG_TOKEN: TOKEN, EOG_NIGHTLY_URL: 'http://127.0.0.1:9/vnf/' }),
      /the download failed/,
    ],
  ];

  it.each(scenarios)('%s: logged, no job, nothing imported', async (_, envOf, reason) => {
    const standIn = await startStandIn(
      new Map<string, () => Promise<Buffer | number>>([
        [`/down/${FILE}`, async () => 503],
        [`/vnf/2026/${FILE}`, async () => gzipSync(`${V30_HEADER}\n`)],
      ]),
    );
    const log = collectLog();
    const t = await buildTestApp({ ...envOf(standIn.base), LOG_LEVEL: 'info' }, { logStream: log.stream });
    try {
      const line = await waitFor('the failure in the log', () =>
        log.lines.find((entry) => entry.includes('EOG nightly fetch failed')),
      );
      expect(line).toMatch(reason);
      expect(line).toContain(FILE);
      expect(line).not.toContain(TOKEN);
      expect(await countOf(t, 'import_jobs')).toBe(0);
      expect(await countOf(t, 'vnf_nights')).toBe(0);
      expect(await countOf(t, 'flare_nights')).toBe(0);
    } finally {
      await t.close();
      await standIn.close();
    }
  });

  it('a download under way is dropped when the app closes: the close does not wait for it', async () => {
    let arrived = false;
    const standIn = await startStandIn(
      new Map([
        [
          `/slow/${FILE}`,
          () => {
            arrived = true;
            // Never answers.
            return new Promise<Buffer>(() => {});
          },
        ],
      ]),
    );
    const log = collectLog();
    const t = await buildTestApp(
      { EOG_TOKEN: TOKEN, EOG_NIGHTLY_URL: `${standIn.base}/slow/`, LOG_LEVEL: 'info' },
      { logStream: log.stream },
    );
    try {
      await waitFor('the request', () => (arrived ? true : undefined));
      const started = performance.now();
      await t.close();
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(log.lines.find((entry) => entry.includes('EOG nightly fetch failed'))).toMatch(
        /the download failed/,
      );
    } finally {
      standIn.server.closeAllConnections();
      await standIn.close();
    }
  });

  it('a fetched file the importer refuses is a failed job in the history, nothing imported', async () => {
    const standIn = await startStandIn(
      new Map([
        [
          `/vnf/${FILE}`,
          async () => gzipSync('id,Date_Mscan,Latitude,Longitude\n1,2026/11/20 01:00:00,1,2\n'),
        ],
      ]),
    );
    const t = await buildTestApp({ EOG_TOKEN: TOKEN, EOG_NIGHTLY_URL: `${standIn.base}/vnf/` });
    try {
      const job = await waitFor('the failed job', async () => {
        const row = await t.db.selectFrom('import_jobs').selectAll().executeTakeFirst();
        return row?.status === 'failed' ? row : undefined;
      });
      expect(job).toMatchObject({ origin: 'schedule', file_name: FILE, error_code: 'import_vnf_layout' });
      expect(await countOf(t, 'vnf_nights')).toBe(0);
      expect(await countOf(t, 'vnf_candidates')).toBe(0);
    } finally {
      await t.close();
      await standIn.close();
    }
  });
});

describe('several server processes on one database fetch each night once', () => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  let releaseSlow: () => void = () => {};
  const slowReady = new Promise<void>((resolve) => {
    releaseSlow = resolve;
  });
  /** A process's fetch on the shared database, at `now`, its submit recorded (nothing imported). */
  const fetchAt = (now: string, submitted: string[], logged: string[]) =>
    fetchLatestNight({
      config: loadConfig({ EOG_TOKEN: TOKEN, EOG_NIGHTLY_URL: `${standIn.base}/vnf/` }).eogNightly!,
      db: t.db,
      clock: { now: () => new Date(now) },
      log: {
        info: (_, m) => logged.push(m),
        warn: (_, m) => logged.push(m),
        error: (_, m) => logged.push(m),
      },
      submit: async (file) => {
        submitted.push(file.fileName);
        return { jobId: `job-${submitted.length}` };
      },
    });
  const requestsFor = (night: string) =>
    standIn.requests.filter((request) => request.url.includes(`_d${night}_`)).length;

  beforeAll(async () => {
    standIn = await startStandIn(
      new Map<string, () => Promise<Buffer | number>>([
        // The 21st's file answers once the test says so; the 22nd's server is down.
        [
          '/vnf/VNF_npp_d20261121_noaa_v30-ez.csv.gz',
          async () => (await slowReady, gzipSync(`${V30_HEADER}\n`)),
        ],
        ['/vnf/VNF_npp_d20261122_noaa_v30-ez.csv.gz', async () => 503],
        ['/vnf/VNF_npp_d20261123_noaa_v30-ez.csv.gz', async () => gzipSync(`${V30_HEADER}\n`)],
      ]),
    );
    t = await buildTestApp({});
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  it('processes started together: one downloads and queues the night, the others leave it', async () => {
    const submitted: string[] = [];
    const logged: string[] = [];
    const fetches = Array.from({ length: 5 }, () => fetchAt('2026-11-22T06:00:00Z', submitted, logged));
    await waitFor('the download under way', () => (requestsFor('20261121') === 1 ? true : undefined));
    releaseSlow();
    const jobs = await Promise.all(fetches);
    expect(jobs.filter((job) => job !== null)).toEqual(['job-1']);
    expect(submitted).toEqual(['VNF_npp_d20261121_noaa_v30-ez.csv.gz']);
    expect(
      logged.filter((line) => line === 'EOG nightly file taken by another process or an earlier start'),
    ).toHaveLength(4);
    expect(requestsFor('20261121')).toBe(1);
    // A restart later that day: still not downloaded again (the import may not have ended yet).
    expect(await fetchAt('2026-11-22T09:00:00Z', submitted, logged)).toBeNull();
    expect(requestsFor('20261121')).toBe(1);
  });

  it('a failed download gives the night back: the next try downloads it again', async () => {
    const submitted: string[] = [];
    const logged: string[] = [];
    expect(await fetchAt('2026-11-23T06:00:00Z', submitted, logged)).toBeNull();
    expect(await fetchAt('2026-11-23T06:01:00Z', submitted, logged)).toBeNull();
    expect(requestsFor('20261122')).toBe(2);
    expect(logged).toEqual([
      'EOG nightly fetch failed; nothing imported',
      'EOG nightly fetch failed; nothing imported',
    ]);
    expect(submitted).toEqual([]);
  });

  it('a process that stopped mid-download: its claim is taken over once older than a download may take', async () => {
    const key = 'eog-nightly-claim:VNF_npp_d20261123_noaa_v30-ez.csv.gz';
    await t.db
      .insertInto('app_settings')
      .values({ key, value: 'gone-host/1/x', updated_at: '2026-11-24T06:00:00.000Z' })
      .execute();
    const submitted: string[] = [];
    const logged: string[] = [];
    expect(await fetchAt('2026-11-24T06:10:00Z', submitted, logged)).toBeNull();
    expect(requestsFor('20261123')).toBe(0);
    expect(await fetchAt('2026-11-24T06:16:00Z', submitted, logged)).toBe('job-1');
    expect(requestsFor('20261123')).toBe(1);
    // Claims older than a month are cleared as the schedule runs: the 21st's is gone by January.
    await fetchAt('2026-12-24T06:00:00Z', [], []);
    const claims = await t.db
      .selectFrom('app_settings')
      .select('key')
      .where('key', 'like', 'eog-nightly-claim:%')
      .execute();
    expect(claims.map((row) => row.key)).not.toContain(
      'eog-nightly-claim:VNF_npp_d20261121_noaa_v30-ez.csv.gz',
    );
  });
});

// The clock the apps above start on: the night they fetch is the day before.
it('starts the test clock on the day after the night served', () => {
  expect(latestNight(TEST_CLOCK_START).toISOString().slice(0, 10)).toBe('2026-11-20');
});
