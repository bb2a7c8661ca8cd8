/**
 * The deployment recipe (deploy/) run for real on this machine (issue 35, item 5; decision 033):
 * a throwaway PostgreSQL, an S3-compatible store (s3rver), N API processes started by
 * deploy/flarescope-process.sh, Debian's haproxy with deploy/haproxy.cfg unchanged (TLS with a
 * self-signed certificate), then a steady load through the proxy while deploy/rolling-restart.sh replaces
 * every process one at a time, then the same load without restarts. Fails (exit 1) on any failed request.
 *
 *   npm run drill:rolling-restart -- [--processes 3] [--rate 250] [--seconds 20]
 *
 * Ports: DRILL_PORT_BASE (default 3500): +0 HTTPS, +1 HTTP, +2 haproxy stats, +10… the API processes;
 * PostgreSQL on the first free port from 55500. Needs haproxy (apt-get install -y haproxy), openssl, the
 * PostgreSQL server binaries (PG_BIN, else the newest /usr/lib/postgresql/<version>/bin), and a build.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { startS3Server } from '../apps/api/src/testing/s3-server.js';

const ROOT = path.resolve(fileURLToPath(import.meta.url), '../..');
const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '3' },
    rate: { type: 'string', default: '250' },
    seconds: { type: 'string', default: '20' },
  },
});
const PROCESSES = Number(values.processes);
const RATE = Number(values.rate);
const BASELINE_SECONDS = Number(values.seconds);
if (!(PROCESSES >= 2 && PROCESSES <= 3))
  throw new Error('--processes: 2 or 3 (deploy/haproxy.cfg lists three)');
const BASE_PORT = Number(process.env.DRILL_PORT_BASE ?? 3500);
const HTTPS_PORT = BASE_PORT;
const HTTP_PORT = BASE_PORT + 1;
const STATS_PORT = BASE_PORT + 2;
const API_PORTS = Array.from({ length: PROCESSES }, (_, i) => BASE_PORT + 10 + i);
/** Each server line of deploy/haproxy.cfg not used by this drill points at a port nothing listens on. */
const UNUSED_PORT = BASE_PORT + 19;

const say = (text: string) => process.stdout.write(`${new Date().toISOString().slice(11, 19)} ${text}\n`);

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

const which = (program: string, candidates: string[]) => {
  for (const candidate of candidates) if (fs.existsSync(candidate)) return candidate;
  const found = spawnSync('sh', ['-c', `command -v ${program}`], { encoding: 'utf8' }).stdout.trim();
  if (!found) throw new Error(`${program} is missing (on Debian: apt-get install -y ${program}).`);
  return found;
};

const pgBin = () => {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  if (!versions.length)
    throw new Error('No PostgreSQL server binaries: apt-get install -y postgresql, or set PG_BIN.');
  return path.join(root, versions.at(-1)!, 'bin');
};

const run = (command: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}) => {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout || result.error}`);
  return result.stdout;
};

const waitUntil = async (check: () => Promise<boolean>, ms: number, what: string) => {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`not within ${ms / 1000} s: ${what}`);
};

const answers200 = async (url: string) => {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
};

/** haproxy's CSV stats of the api backend's servers: name → { status, retries, redispatches }. */
const proxyServers = async () => {
  const text = await (await fetch(`http://127.0.0.1:${STATS_PORT}/stats;csv`)).text();
  const [header = '', ...lines] = text.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const at = (cells: string[], name: string) => cells[columns.indexOf(name)] ?? '';
  return lines
    .map((line) => line.split(','))
    .filter((cells) => at(cells, 'pxname') === 'api' && /^api\d$/.test(at(cells, 'svname')))
    .map((cells) => ({
      name: at(cells, 'svname'),
      addr: at(cells, 'addr'),
      status: at(cells, 'status'),
      retries: Number(at(cells, 'wretr') || 0),
      redispatches: Number(at(cells, 'wredis') || 0),
    }));
};

type Load = {
  requests: number;
  errors: number;
  non2xx: number;
  p50: number;
  p99: number;
  max: number;
  rps: number;
  bytesPerRequest: number;
};

const REQUESTS = [
  '/api/flaring/world',
  '/api/health',
  '/api/flaring/countries/argentina',
  '/api/flaring/countries/argentina/companies/ypf-s-a',
  // Not /api/health/ready: a stopping process rightly answers it 503; it is haproxy's probe, not traffic.
].map((p) => ({ method: 'GET' as const, path: p }));

const startLoad = (seconds: number) => {
  let resolveDone: (load: Load) => void = () => undefined;
  let rejectDone: (error: Error) => void = () => undefined;
  const done = new Promise<Load>((resolve, reject) => {
    resolveDone = resolve;
    rejectDone = reject;
  });
  const instance = autocannon(
    {
      url: `https://127.0.0.1:${HTTPS_PORT}`,
      // Enough connections that a slow answer on the shared machine does not lower the rate asked for.
      connections: 50,
      overallRate: RATE,
      duration: seconds,
      requests: REQUESTS,
      timeout: 10,
    },
    (error, result) => {
      if (error) return rejectDone(error instanceof Error ? error : new Error(String(error)));
      resolveDone({
        requests: result.requests.total,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        rps: result.requests.average,
        bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
      });
    },
  );
  return { instance, done };
};

const describeLoad = (load: Load) =>
  `${load.requests} requests, ${load.rps.toFixed(0)} req/s, failed ${load.errors + load.non2xx} (errors ${load.errors}, non-2xx ${load.non2xx}), p50 ${load.p50} ms, p99 ${load.p99} ms, max ${load.max} ms, ${(load.bytesPerRequest / 1000).toFixed(1)} kB per answer`;

const main = async () => {
  const haproxy = which('haproxy', ['/usr/sbin/haproxy']);
  which('openssl', ['/usr/bin/openssl']);
  const bin = pgBin();
  if (!fs.existsSync(path.join(ROOT, 'apps/api/dist/server.js')))
    throw new Error('No build: npm run build first.');
  for (const port of [HTTPS_PORT, HTTP_PORT, STATS_PORT, ...API_PORTS])
    if (!(await portIsFree(port))) throw new Error(`port ${port} is in use: set DRILL_PORT_BASE`);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-drill-'));
  const cleanups: Array<() => Promise<void> | void> = [
    () => fs.rmSync(dir, { recursive: true, force: true }),
  ];
  let haproxyProcess: ChildProcess | undefined;
  try {
    // PostgreSQL, throwaway (as scripts/test.sh starts one; as the postgres user when root).
    let pgPort = 55500;
    while (!(await portIsFree(pgPort))) pgPort += 1;
    const asPostgres = process.getuid?.() === 0;
    const pgRun = (program: string, args: string[]) =>
      asPostgres
        ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args], { cwd: '/' })
        : run(path.join(bin, program), args);
    if (asPostgres) {
      if (spawnSync('id', ['postgres']).status !== 0)
        run('useradd', ['--system', '--no-create-home', 'postgres']);
      fs.chmodSync(dir, 0o755);
      fs.mkdirSync(path.join(dir, 'pg'));
      run('chown', ['postgres', path.join(dir, 'pg')]);
    }
    const pgData = path.join(dir, 'pg', 'data');
    pgRun('initdb', ['-D', pgData, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    pgRun('pg_ctl', [
      '-D',
      pgData,
      '-l',
      path.join(dir, 'pg', 'server.log'),
      '-w',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${pgPort} -k ${path.join(dir, 'pg')} -c fsync=off -c max_connections=100`,
      'start',
    ]);
    cleanups.push(() => void pgRun('pg_ctl', ['-D', pgData, '-m', 'fast', '-w', 'stop']));
    const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${pgPort}/postgres` });
    await admin.connect();
    await admin.query('create database flarescope');
    await admin.end();
    say(`PostgreSQL on 127.0.0.1:${pgPort}`);

    const s3 = await startS3Server('flarescope-drill');
    cleanups.push(() => s3.close());
    say(`S3-compatible store (s3rver) at ${s3.settings.endpoint}`);

    // A self-signed certificate for the drill; deploy/README.md says how to get a real one.
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=localhost',
      '-days',
      '1',
      '-keyout',
      key,
      '-out',
      cert,
    ]);
    const pem = path.join(dir, 'flarescope.pem');
    fs.writeFileSync(pem, fs.readFileSync(cert, 'utf8') + fs.readFileSync(key, 'utf8'));

    // The processes' configuration, as /etc/flarescope/flarescope.env would hold it.
    const envFile = path.join(dir, 'flarescope.env');
    const settings: Record<string, string> = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/flarescope`,
      PUBLIC_URL: `https://localhost:${HTTPS_PORT}`,
      TRUST_PROXY: 'loopback',
      CAPTCHA_SECRET: randomBytes(24).toString('hex'),
      LOG_LEVEL: 'warn',
      OUTBOX_DIR: path.join(dir, 'outbox'),
      SHUTDOWN_TIMEOUT_MS: '15000',
      ...s3.env,
    };
    fs.writeFileSync(
      envFile,
      Object.entries(settings)
        .map(([k, v]) => `${k}=${v}\n`)
        .join(''),
    );
    const runDir = path.join(dir, 'run');
    const processEnv = {
      ...process.env,
      FLARESCOPE_ENV_FILE: envFile,
      FLARESCOPE_RUN_DIR: runDir,
      NODE: process.execPath,
    };
    const processScript = path.join(ROOT, 'deploy/flarescope-process.sh');
    const pids = () =>
      API_PORTS.map((port) => fs.readFileSync(path.join(runDir, `flarescope-${port}.pid`), 'utf8').trim());
    cleanups.push(() => {
      for (const port of API_PORTS) spawnSync(processScript, ['stop', String(port)], { env: processEnv });
    });
    const started = Date.now();
    for (const port of API_PORTS) run(processScript, ['start', String(port)], { env: processEnv });
    say(
      `${PROCESSES} API processes starting on ports ${API_PORTS.join(', ')} (the first start loads the shipped data)`,
    );
    await waitUntil(
      async () =>
        (
          await Promise.all(API_PORTS.map((port) => answers200(`http://127.0.0.1:${port}/api/health/ready`)))
        ).every(Boolean),
      15 * 60_000,
      `every process ready (logs in ${runDir})`,
    );
    say(`all ready after ${((Date.now() - started) / 1000).toFixed(0)} s`);

    // haproxy with deploy/haproxy.cfg as shipped: only its variables differ from a real machine's.
    const proxyEnv = {
      ...process.env,
      FLARESCOPE_HAPROXY_LOG: 'stdout',
      FLARESCOPE_HAPROXY_SOCKET: path.join(dir, 'haproxy.sock'),
      FLARESCOPE_HTTP_BIND: `127.0.0.1:${HTTP_PORT}`,
      FLARESCOPE_HTTPS_BIND: `127.0.0.1:${HTTPS_PORT}`,
      FLARESCOPE_CERT: pem,
      FLARESCOPE_STATS_BIND: `127.0.0.1:${STATS_PORT}`,
      ...Object.fromEntries(
        [1, 2, 3].map((n) => [`FLARESCOPE_API_${n}`, `127.0.0.1:${API_PORTS[n - 1] ?? UNUSED_PORT}`]),
      ),
    };
    haproxyProcess = spawn(haproxy, ['-db', '-f', path.join(ROOT, 'deploy/haproxy.cfg')], {
      env: proxyEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let haproxyLog = '';
    haproxyProcess.stdout?.on('data', (chunk: Buffer) => (haproxyLog += chunk.toString()));
    haproxyProcess.stderr?.on('data', (chunk: Buffer) => (haproxyLog += chunk.toString()));
    await waitUntil(
      async () => {
        try {
          const servers = await proxyServers();
          return servers.filter((s) => s.status === 'UP').length === PROCESSES;
        } catch {
          return false;
        }
      },
      30_000,
      `haproxy with every process UP: ${haproxyLog}`,
    );
    const version = run(haproxy, ['-v']).split('\n')[0];
    say(`${version} on https://127.0.0.1:${HTTPS_PORT}, ${PROCESSES} servers UP`);

    // Warm-up, not measured: each process prepares its views on first use (per data version), and
    // PostgreSQL analyses the tables the first start filled.
    say(`warm-up: ${RATE} req/s for 15 s, not measured`);
    await startLoad(15).done;

    const before = pids();
    const retriesBefore = (await proxyServers()).reduce((sum, s) => sum + s.retries + s.redispatches, 0);
    say(`steady load of ${RATE} req/s during a rolling restart of all ${PROCESSES}`);
    const load = startLoad(600);
    // A few seconds of load before the first stop, a few after the last start.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const restartStarted = Date.now();
    // Asynchronously: autocannon runs on this process's event loop.
    const restart = await new Promise<{ status: number | null; stdout: string; stderr: string }>(
      (resolve) => {
        const child = spawn(path.join(ROOT, 'deploy/rolling-restart.sh'), API_PORTS.map(String), {
          env: {
            ...processEnv,
            FLARESCOPE_RESTART: `${processScript} restart {port}`,
            HAPROXY_STATS_URL: `http://127.0.0.1:${STATS_PORT}/stats;csv`,
          },
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('close', (status) => resolve({ status, stdout, stderr }));
      },
    );
    const restartSeconds = (Date.now() - restartStarted) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    load.instance.stop();
    const during = await load.done;
    for (const line of restart.stdout.trim().split('\n')) say(`  | ${line}`);
    // The same load without restarts, on the processes the rolling restart started.
    say(`steady load of ${RATE} req/s for ${BASELINE_SECONDS} s, no restart`);
    const baseline = await startLoad(BASELINE_SECONDS).done;
    if (restart.status !== 0) throw new Error(`rolling-restart.sh failed: ${restart.stderr}`);
    const after = pids();
    const replaced = after.filter((pid, i) => pid !== before[i]).length;
    const retried =
      (await proxyServers()).reduce((sum, s) => sum + s.retries + s.redispatches, 0) - retriesBefore;
    say(`  ${describeLoad(during)}`);
    say(`  no restart: ${describeLoad(baseline)}`);
    say(
      `  rolling restart took ${restartSeconds.toFixed(1)} s; ${replaced}/${PROCESSES} processes replaced; haproxy retried or redispatched ${retried} requests`,
    );

    process.stdout.write(
      [
        '',
        '| run | requests | req/s | failed | p50 ms | p99 ms | max ms |',
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
        `| ${RATE} req/s, no restart (${BASELINE_SECONDS} s) | ${baseline.requests} | ${baseline.rps.toFixed(0)} | ${baseline.errors + baseline.non2xx} | ${baseline.p50} | ${baseline.p99} | ${baseline.max} |`,
        `| ${RATE} req/s, rolling restart of ${PROCESSES} (${restartSeconds.toFixed(0)} s) | ${during.requests} | ${during.rps.toFixed(0)} | ${during.errors + during.non2xx} | ${during.p50} | ${during.p99} | ${during.max} |`,
        '',
      ].join('\n'),
    );
    const failed = baseline.errors + baseline.non2xx + during.errors + during.non2xx;
    if (failed > 0 || replaced !== PROCESSES) {
      process.stderr.write(
        `DRILL FAILED: ${failed} failed requests, ${replaced}/${PROCESSES} processes replaced.\nhaproxy's log of failed and retried requests:\n${haproxyLog.slice(-4000)}\n`,
      );
      process.exitCode = 1;
    } else say('drill passed: 0 failed requests');
  } finally {
    haproxyProcess?.kill('SIGTERM');
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        process.stderr.write(`cleanup: ${String(error)}\n`);
      }
    }
  }
};

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
