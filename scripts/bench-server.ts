/**
 * The built product on a fresh SQLite file, as `npm start` serves it (it seeds the data and the
 * illustrative projects on start), for the web benchmarks (bench-web.ts, bench-lighthouse.ts).
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

const ROOT = path.resolve(fileURLToPath(import.meta.url), '../..');

const isAnswering = async (url: string) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

export type BenchServer = {
  base: string;
  dbFile: string;
  stop: () => void;
};

export const startServer = async (port: number): Promise<BenchServer> => {
  const base = `http://127.0.0.1:${port}`;
  // Measuring somebody else's server on the same port would report figures of the wrong build.
  if (await isAnswering(`${base}/api/health`)) throw new Error(`port ${port} is in use: set BENCH_WEB_PORT`);
  const dbFile = path.join(os.tmpdir(), `flarescope-bench-web-${port}.db`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(dbFile + suffix, { force: true });
  const server = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: `file:${dbFile}`,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      STORAGE_DIR: path.join(os.tmpdir(), `flarescope-bench-web-uploads-${port}`),
    },
    stdio: 'inherit',
  });
  let hasExited = false;
  server.on('exit', () => (hasExited = true));
  const deadline = Date.now() + 120_000;
  while (!(await isAnswering(`${base}/api/health`))) {
    if (hasExited) throw new Error('the server stopped at start');
    if (Date.now() > deadline) {
      server.kill();
      throw new Error('the server did not start within 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    base,
    dbFile,
    stop: () => {
      server.kill();
      for (const suffix of ['', '-wal', '-shm']) rmSync(dbFile + suffix, { force: true });
    },
  };
};

export type BenchUser = { id: string; username: string; token: string };

/**
 * A user with an open session, written straight into the server's database (as the end-to-end
 * fixtures do): `auth=<token>` is the cookie a signed-in browser sends.
 */
export const createUser = (
  dbFile: string,
  options: { role?: 'user' | 'admin'; hasProjectAccess?: boolean } = {},
): BenchUser => {
  const id = randomUUID();
  const username = `bench_${id.slice(0, 8)}`;
  const token = randomBytes(32).toString('base64url');
  const now = new Date().toISOString();
  const expiresAt = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
  const db = new Database(dbFile, { fileMustExist: true, timeout: 10_000 });
  try {
    db.transaction(() => {
      db.prepare(
        `INSERT INTO users (id, email, password_hash, username, username_key, first_name, last_name,
           language, units, role, created_at, updated_at)
         VALUES (@id, @email, 'x', @username, @username, 'Erin', 'Bench', 'en', 'metric', @role, @now, @now)`,
      ).run({ id, email: `${username}@example.com`, username, role: options.role ?? 'user', now });
      if (options.hasProjectAccess)
        db.prepare(
          `INSERT INTO access_grants (id, user_id, kind, project_id, granted_by, reason, created_at)
           VALUES (?, ?, 'projects', '', NULL, 'benchmark', ?)`,
        ).run(randomUUID(), id, now);
      db.prepare(
        `INSERT INTO sessions (id, user_id, token_hash, created_at, last_used_at, expires_at, user_agent)
         VALUES (?, ?, ?, ?, ?, ?, 'bench')`,
      ).run(randomUUID(), id, createHash('sha256').update(token).digest('hex'), now, now, expiresAt);
    })();
  } finally {
    db.close();
  }
  return { id, username, token };
};
