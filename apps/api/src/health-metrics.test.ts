import { accountContract, flaringContract, healthContract } from '@flarescope/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from './modules/imports/index.js';
import { buildSignedInUser } from './testing/factories.js';
import { buildTestApp, type TestApp } from './testing/build-test-app.js';
import { client } from './testing/client.js';

/**
 * Liveness, readiness and the Prometheus metrics (issue 35, items 2 and 3; decision 031), in one app per
 * test database. The drain itself is tested with real processes (shutdown.test.ts).
 */

/** The value of one sample (`name{labels} value`) in an exposition text, or undefined. */
const sample = (text: string, name: string, labels: Record<string, string> = {}): number | undefined => {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
};

/** Prometheus's and the load balancer's requests: nobody signed in. */
const visitor = (t: TestApp) => client(t).as(null);

describe('liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 30_000);
  afterAll(async () => t.close());

  it('/api/health/live answers alive, not cached', async () => {
    const response = await visitor(t).call(healthContract.getLive);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'alive' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('/api/health/ready is 200 with the database up and every migration applied', async () => {
    const response = await visitor(t).call(healthContract.getReady);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'ok', draining: false });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is 503 when a migration this code knows is not applied', async () => {
    const name = '2026-11-27-040-scenarios-and-screening';
    await sql`delete from kysely_migration where name = ${name}`.execute(t.db);
    try {
      const response = await visitor(t).call(healthContract.getReady);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'not_ready', migrations: 'pending' });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(
        t.db,
      );
    }
    expect((await visitor(t).call(healthContract.getReady)).statusCode).toBe(200);
  });

  // Last: the app drains from here on.
  it('is 503 while draining, alive still, and every answer then closes its connection', async () => {
    expect((await visitor(t).call(healthContract.getLive)).headers.connection).not.toBe('close');
    t.app.lifecycle.beginDrain();
    const ready = await visitor(t).call(healthContract.getReady);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not_ready', database: 'ok', migrations: 'ok', draining: true });
    expect(ready.headers.connection).toBe('close');
    const live = await visitor(t).call(healthContract.getLive);
    expect(live.statusCode).toBe(200);
    expect(live.headers.connection).toBe('close');
    const metrics = await visitor(t).call(healthContract.getMetrics);
    expect(sample(metrics.body, 'flarescope_draining')).toBe(1);
  });
});

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 30_000);
  afterAll(async () => t.close());

  const scrape = async () => {
    const response = await visitor(t).call(healthContract.getMetrics);
    expect(response.statusCode).toBe(200);
    return response;
  };

  it('answers the Prometheus text format, uncached, open without METRICS_TOKEN', async () => {
    const response = await scrape();
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE flarescope_http_requests_total counter');
    expect(response.body).toContain('# TYPE flarescope_http_request_duration_seconds histogram');
    expect(sample(response.body, 'flarescope_draining')).toBe(0);
  });

  it('counts requests by route pattern and status, never by raw URL, with their durations', async () => {
    for (const country of ['nowhere-a', 'nowhere-b', 'nowhere-c']) {
      await visitor(t).call(flaringContract.country, { params: { country } });
    }
    // A path outside the contract, on purpose: it is counted as unmatched.
    await t.app.inject({ method: 'GET', url: '/api/no-such-route/x1' });
    const { body } = await scrape();
    const route = { method: 'GET', route: '/api/flaring/countries/:country', status: '404' };
    expect(sample(body, 'flarescope_http_requests_total', route)).toBe(3);
    expect(sample(body, 'flarescope_http_request_duration_seconds_count', route)).toBe(3);
    expect(sample(body, 'flarescope_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(3);
    expect(sample(body, 'flarescope_http_request_duration_seconds_sum', route)).toBeGreaterThan(0);
    expect(
      sample(body, 'flarescope_http_requests_total', { route: '(unmatched)', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(body).not.toContain('nowhere-a');
    expect(body).not.toContain('x1');
  });

  it('reports the event loop lag, and the requests in flight (the scrape itself)', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { body } = await scrape();
    for (const stat of ['p50', 'p99', 'max']) {
      expect(sample(body, 'flarescope_event_loop_lag_seconds', { stat })).toBeGreaterThan(0);
    }
    expect(sample(body, 'flarescope_http_requests_in_flight')).toBe(1);
  });

  it('counts import jobs by status, every status present', async () => {
    const before = await scrape();
    expect(sample(before.body, 'flarescope_import_jobs', { status: 'running' })).toBe(0);
    const queuedBefore = sample(before.body, 'flarescope_import_jobs', { status: 'queued' }) ?? NaN;
    await createJob(t, {
      bytes: new Uint8Array([1]),
      fileName: 'a.csv',
      source: {
        source: 'Metrics test',
        title: undefined,
        licence: undefined,
        url: undefined,
        publishedOn: undefined,
        sheet: undefined,
      },
      origin: 'cli',
      userId: null,
    });
    const after = await scrape();
    expect(sample(after.body, 'flarescope_import_jobs', { status: 'queued' })).toBe(queuedBefore + 1);
  });

  it("counts the session cache's hits and misses", async () => {
    const before = await scrape();
    const hits = sample(before.body, 'flarescope_session_cache_lookups_total', { result: 'hit' }) ?? NaN;
    const misses = sample(before.body, 'flarescope_session_cache_lookups_total', { result: 'miss' }) ?? NaN;
    const { token } = await buildSignedInUser(t.db, t.clock);
    // Signed-in requests until one is answered from the cache (on PostgreSQL, once the account feed
    // listens: it starts on the first lookup, and the lookups before it read the database).
    let requests = 0;
    let after = before;
    for (; requests < 50; requests++) {
      const response = await client(t).as(token).call(accountContract.get);
      expect(response.statusCode).toBe(200);
      after = await scrape();
      if ((sample(after.body, 'flarescope_session_cache_lookups_total', { result: 'hit' }) ?? 0) > hits)
        break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const hitsAfter = sample(after.body, 'flarescope_session_cache_lookups_total', { result: 'hit' });
    const missesAfter = sample(after.body, 'flarescope_session_cache_lookups_total', { result: 'miss' });
    expect((hitsAfter ?? NaN) - hits).toBe(1);
    // The first looked the session up; every request counted once.
    expect((missesAfter ?? NaN) - misses).toBeGreaterThanOrEqual(1);
    expect((missesAfter ?? NaN) - misses).toBe(requests);
  });

  it('reports the connection pool on PostgreSQL only', async () => {
    const { body } = await scrape();
    if (t.config.database.dialect === 'postgres') {
      expect(sample(body, 'flarescope_db_pool_in_use')).toBeGreaterThanOrEqual(0);
      expect(sample(body, 'flarescope_db_pool_idle')).toBeGreaterThanOrEqual(0);
      expect(sample(body, 'flarescope_db_pool_waiting')).toBe(0);
    } else {
      expect(body).not.toContain('flarescope_db_pool');
    }
  });

  it('is a registry of its own per app: another app counts its own requests', async () => {
    const other = await buildTestApp();
    try {
      await visitor(other).call(healthContract.getLive);
      await visitor(other).call(healthContract.getLive);
      const mine = (await scrape()).body;
      const theirs = (await visitor(other).call(healthContract.getMetrics)).body;
      const live = { route: '/api/health/live', status: '200' };
      expect(sample(theirs, 'flarescope_http_requests_total', live)).toBe(2);
      expect(sample(mine, 'flarescope_http_requests_total', live)).toBeUndefined();
    } finally {
      await other.close();
    }
  }, 30_000);
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const token = 'scrape-token-0123456789abcdef';
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: token });
  }, 30_000);
  afterAll(async () => t.close());

  it.each([
    ['no Authorization', {}],
    ['a wrong token', { authorization: 'Bearer scrape-token-0123456789abcdeX' }],
    ['the token without Bearer', { authorization: token }],
    ['another scheme', { authorization: `Basic ${token}` }],
  ])('refuses %s with 401 in the one error shape', async (_name, headers: Record<string, string>) => {
    const response = await visitor(t).call(healthContract.getMetrics, {}, { headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'unauthenticated', message: expect.any(String) } });
    expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(response.body).not.toContain('flarescope_');
  });

  it('answers the right bearer token', async () => {
    const response = await visitor(t).call(
      healthContract.getMetrics,
      {},
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('flarescope_http_requests_total');
  });

  it('leaves the health endpoints open', async () => {
    expect((await visitor(t).call(healthContract.getReady)).statusCode).toBe(200);
    expect((await visitor(t).call(healthContract.getLive)).statusCode).toBe(200);
  });
});
