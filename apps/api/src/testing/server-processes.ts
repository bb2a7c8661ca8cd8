import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Database as DatabaseConfig } from '../config.js';
import { entryPointArgs } from './entry-point.js';

const HEALTHY_WITHIN_MS = 180_000;

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export const databaseUrlOf = (database: DatabaseConfig) =>
  database.dialect === 'sqlite' ? `file:${database.file}` : database.url;

export type ServerProcesses = {
  /** http://127.0.0.1:<port> of each process. */
  bases: string[];
  /** What each process that exited said (none while all run). */
  exits: string[];
  /**
   * Resolves when every process answers /api/health; throws if one exits first or 180 s pass (a first
   * start on an empty database loads the shipped data: ~30 s quiet on PostgreSQL, 3× that in a loaded CI).
   */
  healthy: () => Promise<void>;
  /** Sends a signal to process `index` (SIGTERM: the drain, shutdown.ts). */
  signal: (index: number, signal: NodeJS.Signals) => void;
  /** Resolves with process `index`'s exit code once it has exited. */
  exited: (index: number) => Promise<number | null>;
  /** What process `index` wrote to stderr so far. */
  stderr: (index: number) => string;
  stop: () => void;
};

/**
 * `count` real API processes (the compiled server when the build is current, else server.ts through tsx:
 * entry-point.ts) on one database, started at the same moment, each on its own loopback port, sharing an
 * outbox and a storage folder. For what only several processes show: start-up races, and state that must live in the database.
 */
export const startServerProcesses = async (
  database: DatabaseConfig,
  count: number,
  env: Record<string, string> = {},
): Promise<ServerProcesses> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-processes-'));
  const ports = await Promise.all(Array.from({ length: count }, freePort));
  const exits: string[] = [];
  const stderrs: string[] = ports.map(() => '');
  const exitCodes: Promise<number | null>[] = [];
  const children: ChildProcess[] = ports.map((port, index) => {
    const child = spawn(process.execPath, entryPointArgs('server'), {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: databaseUrlOf(database),
        CAPTCHA_PROVIDER: 'none',
        LOG_LEVEL: 'warn',
        OUTBOX_DIR: path.join(dir, 'outbox'),
        STORAGE_DIR: path.join(dir, 'uploads'),
        WEB_DIST_DIR: '/nonexistent',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => (stderrs[index] += chunk.toString()));
    exitCodes.push(
      new Promise((resolve) =>
        child.on('exit', (code) => {
          exits.push(`port ${port} exited ${code}: ${(stderrs[index] ?? '').slice(0, 500)}`);
          resolve(code);
        }),
      ),
    );
    return child;
  });
  const bases = ports.map((port) => `http://127.0.0.1:${port}`);
  const healthyOne = async (base: string) => {
    for (const deadline = Date.now() + HEALTHY_WITHIN_MS; Date.now() < deadline;) {
      if (exits.length) throw new Error(exits.join('\n'));
      try {
        if ((await fetch(`${base}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${base} did not answer /api/health within ${HEALTHY_WITHIN_MS / 1000} s`);
  };
  return {
    bases,
    exits,
    healthy: async () => {
      await Promise.all(bases.map(healthyOne));
    },
    signal: (index, signal) => void children[index]?.kill(signal),
    exited: (index) => exitCodes[index] ?? Promise.resolve(null),
    stderr: (index) => stderrs[index] ?? '',
    stop: () => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};
