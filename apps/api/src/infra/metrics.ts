import { monitorEventLoopDelay } from 'node:perf_hooks';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Lifecycle } from './lifecycle.js';

/**
 * The app's Prometheus metrics (issue 35, decision 031), in a registry of its own per app (tests build
 * many apps in one process; prom-client's global registry would mix them). What the app knows as it goes
 * (requests) is counted as it happens; what lives elsewhere (the pool, the import jobs, the session
 * cache's counts) is read when scraped, through the functions the app's wiring passes in.
 */
export type MetricsSources = {
  lifecycle: Lifecycle;
  /** PostgreSQL's pool; none on SQLite (one connection, no pool). */
  pool?: pg.Pool | undefined;
  /** Import jobs by status, from the database (every process's jobs). */
  importJobsByStatus: () => Promise<Record<string, number>>;
  /** The session cache's lookups so far in this process. */
  sessionCacheLookups: () => { hits: number; misses: number };
};

export type Metrics = {
  registry: Registry;
  /** One answered request: its method, route pattern (not the URL), status and duration. */
  observeRequest: (method: string, route: string, status: number, seconds: number) => void;
  /** The exposition text and its content type. */
  render: () => Promise<{ contentType: string; text: string }>;
  close: () => void;
};

/** Request durations' buckets, in seconds: most answers take milliseconds, exports and uploads seconds. */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** The import jobs' statuses, always present so a dashboard sees 0 rather than no series. */
const IMPORT_STATUSES = ['queued', 'running', 'succeeded', 'failed'];

export const createMetrics = (sources: MetricsSources): Metrics => {
  const registry = new Registry();
  const registers = [registry];

  const requests = new Counter({
    name: 'flarescope_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const durations = new Histogram({
    name: 'flarescope_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  new Gauge({
    name: 'flarescope_http_requests_in_flight',
    help: 'HTTP requests being answered now.',
    registers,
    collect() {
      this.set(sources.lifecycle.inFlight());
    },
  });
  new Gauge({
    name: 'flarescope_draining',
    help: '1 while the process is stopping (draining its requests), else 0.',
    registers,
    collect() {
      this.set(sources.lifecycle.isDraining() ? 1 : 0);
    },
  });

  // The event loop's delay, sampled every 10 ms by Node (perf_hooks), reported and reset at each scrape:
  // what the loop went through since the previous scrape.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  new Gauge({
    name: 'flarescope_event_loop_lag_seconds',
    help: 'Event loop delay since the previous scrape (p50, p99, max), in seconds.',
    labelNames: ['stat'] as const,
    registers,
    collect() {
      // No sample yet (a scrape right after the previous one): the percentiles read 0, not 9.2e12.
      const seconds = (ns: number) => (loopDelay.count > 0 ? ns / 1e9 : 0);
      this.set({ stat: 'p50' }, seconds(loopDelay.percentile(50)));
      this.set({ stat: 'p99' }, seconds(loopDelay.percentile(99)));
      this.set({ stat: 'max' }, seconds(loopDelay.max));
      loopDelay.reset();
    },
  });

  const { pool } = sources;
  if (pool) {
    new Gauge({
      name: 'flarescope_db_pool_in_use',
      help: 'PostgreSQL pool connections checked out by a query or transaction.',
      registers,
      collect() {
        this.set(pool.totalCount - pool.idleCount);
      },
    });
    new Gauge({
      name: 'flarescope_db_pool_idle',
      help: 'PostgreSQL pool connections open and idle.',
      registers,
      collect() {
        this.set(pool.idleCount);
      },
    });
    new Gauge({
      name: 'flarescope_db_pool_waiting',
      help: 'Queries waiting for a PostgreSQL pool connection.',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  new Gauge({
    name: 'flarescope_import_jobs',
    help: 'Import jobs in the database, by status (all processes).',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      const counts = await sources.importJobsByStatus();
      for (const status of new Set([...IMPORT_STATUSES, ...Object.keys(counts)])) {
        this.set({ status }, counts[status] ?? 0);
      }
    },
  });

  // Counts kept by the session cache itself (no hook on its hot path): copied in at each scrape.
  new Counter({
    name: 'flarescope_session_cache_lookups_total',
    help: "Session lookups by this process's session cache: a hit kept the database query, a miss ran it.",
    labelNames: ['result'] as const,
    registers,
    collect() {
      const { hits, misses } = sources.sessionCacheLookups();
      this.reset();
      this.inc({ result: 'hit' }, hits);
      this.inc({ result: 'miss' }, misses);
    },
  });

  return {
    registry,
    observeRequest: (method, route, status, seconds) => {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    render: async () => ({ contentType: registry.contentType, text: await registry.metrics() }),
    close: () => loopDelay.disable(),
  };
};
