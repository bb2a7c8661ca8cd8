import fs from 'node:fs';
import path from 'node:path';
import type { ImportJob } from '@flarescope/shared';
import type { Database as DatabaseConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import { systemClock } from '../infra/clock.js';
import { buildSignedInUser } from '../testing/factories.js';

/** Latency of requests sent one after another: how a monitor, or one user, sees the site. */
export type LatencyFigures = {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  failed: number;
};

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number);

export const latencyFigures = (samples: { samples: number[]; failed: number }): LatencyFigures => {
  const sorted = [...samples.samples].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requests: sorted.length,
    p50Ms: round(quantile(sorted, 0.5)),
    p99Ms: round(quantile(sorted, 0.99)),
    maxMs: round(sorted.at(-1) ?? 0),
    failed: samples.failed,
  };
};

export const describeLatency = (h: LatencyFigures) =>
  `${h.requests} requests, p50 ${h.p50Ms} ms, p99 ${h.p99Ms} ms, max ${h.maxMs} ms, ${h.failed} failed`;

/**
 * GET `url` one request after another (one connection, 20 ms apart, as a monitor would) until `stop`
 * says so; the answer's time to its last byte, and how many failed.
 */
export const pollUntil = async (url: string, stop: () => boolean, headers: Record<string, string> = {}) => {
  const samples: number[] = [];
  let failed = 0;
  while (!stop()) {
    const started = performance.now();
    try {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.ok) samples.push(performance.now() - started);
      else failed += 1;
    } catch {
      failed += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { samples, failed };
};

export type UploadOutcome = { job: ImportJob; wallSeconds: number; cpuSeconds: number | null };

/**
 * A file uploaded to POST /api/imports as the admin console sends it, then its job asked every 250 ms
 * until it ends: the job, upload-to-success wall seconds and the server's CPU seconds meanwhile.
 */
export const uploadAndWait = async (input: {
  server: { base: string; cpuSeconds: () => number | null };
  headers: Record<string, string>;
  source: string;
  bytes: Buffer;
  name: string;
}): Promise<UploadOutcome> => {
  const { server, headers } = input;
  const form = new FormData();
  form.append('source', input.source);
  form.append('file', new Blob([input.bytes]), input.name);
  const started = performance.now();
  const cpuBefore = server.cpuSeconds();
  const response = await fetch(`${server.base}/api/imports`, { method: 'POST', body: form, headers });
  if (response.status !== 202)
    throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  const { jobId } = (await response.json()) as { jobId: string };
  for (;;) {
    const job = (await (
      await fetch(`${server.base}/api/imports/jobs/${jobId}`, { headers })
    ).json()) as ImportJob;
    if (job.status === 'succeeded' || job.status === 'failed') {
      if (job.status === 'failed') throw new Error(`import failed: ${JSON.stringify(job.error)}`);
      const cpuAfter = server.cpuSeconds();
      return {
        job,
        wallSeconds: (performance.now() - started) / 1000,
        cpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/** A fresh copy of the shipped SQLite file as `dir/name` (any WAL of an earlier run removed first). */
export const copyShipped = (shippedDb: string, dir: string, name: string): string => {
  const file = path.join(dir, name);
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
  fs.copyFileSync(shippedDb, file);
  return file;
};

/** An administrator made in `database`, and the headers the admin console sends with its session. */
export const adminHeaders = async (database: DatabaseConfig, email: string) => {
  const db = createDatabase(database);
  try {
    const { token } = await buildSignedInUser(db, systemClock, { email, role: 'admin' });
    return { cookie: `auth=${token}`, 'x-requested-with': 'XMLHttpRequest' };
  } finally {
    await db.destroy();
  }
};
