import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import autocannon from 'autocannon';
import { ROOT_DIR } from '../config.js';
import type { CodeFrom } from './compiled.js';

export type EndpointTarget = { name: string; path: string; cookie?: string };

export type EndpointResult = {
  name: string;
  path: string;
  /** Sent with a session cookie (a signed-in route). */
  signedIn: boolean;
  /** Status of a first request; endpoints that do not answer 200 (not built yet) are not measured. */
  status: number;
  p50Ms: number | null;
  p99Ms: number | null;
  requestsPerSecond: number | null;
  /** The decoded body's size. */
  bytesPerResponse: number | null;
  /** What went over the socket per response (headers included, compressed when the client asked). */
  wireBytesPerResponse: number | null;
  /** The body as sent (compressed when the client asked), without headers. */
  wireBodyBytes: number | null;
  /**
   * The server process's CPU time (user + system, from /proc) per answered request, in µs. On this
   * 2-core machine autocannon shares the cores with the server: for large answers the client, not
   * the server, sets the req/s, and this is what the server itself spent.
   */
  serverCpuUsPerRequest: number | null;
  /**
   * CPU seconds per second of the run, of the server process and of this process (autocannon): with
   * the cores pinned, how busy each one's core was, i.e. which side set the req/s.
   */
  busy: { server: number | null; client: number } | null;
  non2xx: number;
};

/** The bare route's req/s and server CPU per request, averaged over some of its runs. */
export type BareFigures = { requestsPerSecond: number | null; serverCpuUsPerRequest: number | null };

/**
 * A target's figures, with those of the bare runs measured just before and just after it, and of the
 * run just after it of a zero-work route answering as many body bytes (`/api/bench/bytes/:size`).
 */
export type MeasuredEndpoint = EndpointResult & { bareNearby: BareFigures; sameSize: EndpointResult | null };

/** The mean, rounded to `decimals` places, or null when one of the values is missing. */
const meanOrNull = (values: (number | null)[], decimals = 0): number | null => {
  if (values.some((value) => value === null)) return null;
  const scale = 10 ** decimals;
  return (
    Math.round(((values as number[]).reduce((sum, value) => sum + value, 0) / values.length) * scale) / scale
  );
};

const meanOf = (runs: EndpointResult[]): BareFigures => ({
  requestsPerSecond: meanOrNull(runs.map((r) => r.requestsPerSecond)),
  serverCpuUsPerRequest: meanOrNull(runs.map((r) => r.serverCpuUsPerRequest)),
});

/** What Chromium sends: the encodings the web app's own requests accept. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** A TCP port free on 127.0.0.1 now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const CLOCK_TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU seconds of a process so far (Linux /proc), or null elsewhere. */
const processCpuSeconds = (pid: number | undefined): number | null => {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, inside parentheses): utime is the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
};

/**
 * Separate cores for the server and for autocannon (Linux `taskset`, 2 cores or more): the server on
 * the last core, this process (the load generator) on the others. Unpinned, autocannon's parsing of a
 * 30 KB answer took CPU from the server on the same 2 cores, and the share measured how the scheduler
 * split them at that moment as much as the route (20–30 points apart between runs of the same code).
 * Null when the machine cannot pin.
 */
export const coresFor = (): { server: string; client: string; all: string } | null => {
  const count = os.availableParallelism();
  if (process.platform !== 'linux' || count < 2) return null;
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  return { server: String(count - 1), client: `0-${count - 2}`, all: `0-${count - 1}` };
};

/** Moves this process, every thread of it, to `cores` (a taskset list such as "0" or "0-1"). */
const pinThisProcess = (cores: string) =>
  execFileSync('taskset', ['-a', '-p', '-c', cores, String(process.pid)], { stdio: 'ignore' });

/** The product's server (bench-server.ts) on `database` (a SQLite file or a PostgreSQL URL), in a child process of its own. */
export const startServer = async (database: string, serverCores: string | null, from: CodeFrom) => {
  const port = await freePort();
  // BENCH_CPU_PROF_DIR: each server writes a CPU profile there when it stops (node --cpu-prof), to find
  // where its thread was held (e.g. the stall bench's longest synchronous stretch).
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`, '--cpu-prof-interval=250']
    : [];
  const command = [
    process.execPath,
    ...profile,
    '--import',
    'tsx',
    path.join(ROOT_DIR, 'apps/api/src/bench/bench-server.ts'),
  ];
  // taskset runs the server in place of itself (same pid), so /proc/<pid> is the server's.
  const [file, ...args] = serverCores === null ? command : ['taskset', '-c', serverCores, ...command];
  const child = spawn(file!, args, {
    cwd: ROOT_DIR,
    env: { ...process.env, BENCH_DB: database, BENCH_PORT: String(port), BENCH_FROM: from },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    cpuSeconds: () => processCpuSeconds(child.pid),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};

const DECODERS: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
};

/**
 * One request as the run will send it: its status, and its body's size as it came over the socket
 * (node:http does not decompress) and once decoded.
 */
const firstAnswer = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; bodyBytes: number; wireBodyBytes: number }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const wire = Buffer.concat(chunks);
          const decode = DECODERS[String(response.headers['content-encoding'])];
          resolve({
            status: response.statusCode ?? 0,
            bodyBytes: decode ? decode(wire).length : wire.length,
            wireBodyBytes: wire.length,
          });
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });

const run = (
  url: string,
  options: {
    seconds: number;
    connections: number;
    cookie?: string | undefined;
    acceptEncoding?: string | undefined;
  },
) =>
  autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.acceptEncoding ? { 'accept-encoding': options.acceptEncoding } : {}),
    },
  });

/**
 * Measures each target with autocannon (p50, p99, requests/s) against one server process, after a
 * warm-up. The bare route is measured before the first target and after every target, and each
 * target is compared with the two bare runs around it (`bareNearby`): the machine's speed drifts by
 * 10–30 % over a run (other work, page cache, CPU boost), and a ratio taken against bare runs minutes
 * away measured that drift as much as the route.
 */
export const benchEndpoints = async (input: {
  /** A SQLite file or a PostgreSQL URL. */
  database: string;
  targets: EndpointTarget[];
  seconds: number;
  connections: number;
  /** Sent with every request (none: autocannon's default, no compression). */
  acceptEncoding?: string | undefined;
  /** Server and autocannon on separate cores (`coresFor`), when the machine can. */
  pin: boolean;
  /** The server's code: the compiled API, as `npm start` runs it, or the sources under tsx. */
  from: CodeFrom;
  /**
   * How many server processes on the database (default 1), all on the server's core, each sent its share of
   * the connections at the same time, as a load balancer would: the figures are their sums.
   */
  processes?: number;
  log: (line: string) => void;
}): Promise<{ bare: EndpointResult; bareRuns: number[]; endpoints: MeasuredEndpoint[] }> => {
  const cores = input.pin ? coresFor() : null;
  if (cores) {
    pinThisProcess(cores.client);
    input.log(`  (server on core ${cores.server}, autocannon on core ${cores.client})`);
  }
  const processes = Math.max(1, input.processes ?? 1);
  // Started one after the other: each migrates (a no-op) under the start-up lock.
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  try {
    for (let i = 0; i < processes; i += 1) {
      servers.push(await startServer(input.database, cores?.server ?? null, input.from));
    }
    /** CPU seconds of every server process so far (null when one cannot be read). */
    const serversCpuSeconds = () => {
      const each = servers.map((server) => server.cpuSeconds());
      return each.some((seconds) => seconds === null)
        ? null
        : (each as number[]).reduce((sum, seconds) => sum + seconds, 0);
    };
    /**
     * One autocannon run per server process, at the same time, the connections shared between them (a load
     * balancer's even split); their figures summed (requests, bytes) or the worst taken (latency).
     */
    const runAll = async (target: EndpointTarget, seconds: number) => {
      const share = Math.max(1, Math.round(input.connections / servers.length));
      const results = await Promise.all(
        servers.map((server) =>
          run(`${server.base}${target.path}`, {
            seconds,
            connections: share,
            cookie: target.cookie,
            acceptEncoding: input.acceptEncoding,
          }),
        ),
      );
      const sum = (pick: (result: autocannon.Result) => number) =>
        results.reduce((total, result) => total + pick(result), 0);
      return {
        total: sum((result) => result.requests.total),
        average: sum((result) => result.requests.average),
        p50: Math.max(...results.map((result) => result.latency.p50)),
        p99: Math.max(...results.map((result) => result.latency.p99)),
        bytes: sum((result) => result.throughput.total),
        non2xx: sum((result) => result.non2xx + result.errors),
      };
    };
    const measure = async (target: EndpointTarget): Promise<EndpointResult> => {
      const first = await firstAnswer(`${servers[0]!.base}${target.path}`, {
        ...(target.cookie ? { cookie: target.cookie } : {}),
        ...(input.acceptEncoding ? { 'accept-encoding': input.acceptEncoding } : {}),
      });
      const empty = {
        p50Ms: null,
        p99Ms: null,
        requestsPerSecond: null,
        bytesPerResponse: null,
        wireBytesPerResponse: null,
        wireBodyBytes: null,
        serverCpuUsPerRequest: null,
        busy: null,
        non2xx: 0,
      };
      if (first.status !== 200) {
        input.log(`  ${target.name.padEnd(10)} ${target.path} → ${first.status}, not measured`);
        return {
          name: target.name,
          path: target.path,
          signedIn: target.cookie !== undefined,
          status: first.status,
          ...empty,
        };
      }
      await runAll(target, Math.min(3, input.seconds));
      const cpuBefore = serversCpuSeconds();
      const clientBefore = process.cpuUsage();
      const startedAt = performance.now();
      const result = await runAll(target, input.seconds);
      const cpuAfter = serversCpuSeconds();
      const wallSeconds = (performance.now() - startedAt) / 1000;
      const client = process.cpuUsage(clientBefore);
      const busy = {
        server:
          cpuBefore === null || cpuAfter === null
            ? null
            : Math.round(((cpuAfter - cpuBefore) / wallSeconds) * 100) / 100,
        client: Math.round(((client.user + client.system) / 1e6 / wallSeconds) * 100) / 100,
      };
      const serverCpuUsPerRequest =
        cpuBefore === null || cpuAfter === null || result.total === 0
          ? null
          : Math.round(((cpuAfter - cpuBefore) * 1e6) / result.total);
      const measured: EndpointResult = {
        name: target.name,
        path: target.path,
        signedIn: target.cookie !== undefined,
        status: first.status,
        p50Ms: result.p50,
        p99Ms: result.p99,
        requestsPerSecond: Math.round(result.average),
        bytesPerResponse: first.bodyBytes,
        wireBytesPerResponse: Math.round(result.bytes / Math.max(1, result.total)),
        wireBodyBytes: first.wireBodyBytes,
        serverCpuUsPerRequest,
        busy,
        non2xx: result.non2xx,
      };
      input.log(
        `  ${target.name.padEnd(10)} p50 ${measured.p50Ms} ms  p99 ${measured.p99Ms} ms  ${measured.requestsPerSecond} req/s  server ${serverCpuUsPerRequest} µs CPU/request  CPU s/s server ${busy.server} autocannon ${busy.client}  (${first.bodyBytes} B, ${measured.wireBytesPerResponse} B on the wire)`,
      );
      return measured;
    };
    const bareTarget = { name: 'bare', path: '/api/bench/bare' };
    const bareResults = [await measure(bareTarget)];
    const endpoints: MeasuredEndpoint[] = [];
    for (const target of input.targets) {
      const result = await measure(target);
      const sameSize =
        result.wireBodyBytes === null
          ? null
          : await measure({ name: 'same bytes', path: `/api/bench/bytes/${result.wireBodyBytes}` });
      const before = bareResults.at(-1) as EndpointResult;
      const after = await measure(bareTarget);
      bareResults.push(after);
      endpoints.push({ ...result, bareNearby: meanOf([before, after]), sameSize });
    }
    const all = meanOf(bareResults);
    const bare: EndpointResult = {
      ...bareResults[0]!,
      p50Ms: Math.max(...bareResults.map((r) => r.p50Ms ?? 0)),
      p99Ms: Math.max(...bareResults.map((r) => r.p99Ms ?? 0)),
      requestsPerSecond: all.requestsPerSecond,
      serverCpuUsPerRequest: all.serverCpuUsPerRequest,
      busy: {
        server: meanOrNull(
          bareResults.map((r) => r.busy?.server ?? null),
          2,
        ),
        client:
          meanOrNull(
            bareResults.map((r) => r.busy?.client ?? null),
            2,
          ) ?? 0,
      },
    };
    return { bare, bareRuns: bareResults.map((r) => r.requestsPerSecond ?? 0), endpoints };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    if (cores) pinThisProcess(cores.all);
  }
};
