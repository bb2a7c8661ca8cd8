import type * as AppModule from '../app.js';
import type * as ConfigModule from '../config.js';
import type * as DatabaseModule from '../db/database.js';
import type * as CheckpointsModule from '../db/wal-checkpoints.js';
import { moduleOf } from './compiled.js';

/**
 * The product's server on a benchmark database, plus two routes registered only here, with the same
 * process, plugins and hooks (helmet, compress, cookies, ETag, CSRF) and no database work, so endpoint
 * figures can be read against what the server itself costs:
 * - `/api/bench/bare`: `{"ok":true}`;
 * - `/api/bench/bytes/:size`: a kept JSON body of exactly `size` bytes, sent as the flaring views send
 *   theirs (a Buffer with its ETag, never compressed again), to be measured beside an endpoint whose answer
 *   has that many bytes on the wire: what moving those bytes costs the client and the server, with no work.
 * The app is the compiled API (`apps/api/dist`, as `npm start` runs it) unless BENCH_FROM=src (these
 * sources, under tsx). Env: BENCH_DB (a SQLite file or a PostgreSQL URL), BENCH_PORT. Prints "ready" when listening.
 */
const from = process.env.BENCH_FROM === 'src' ? 'src' : 'dist';
const { buildApp } = (await import(moduleOf(from, 'app.js'))) as typeof AppModule;
const { loadConfig } = (await import(moduleOf(from, 'config.js'))) as typeof ConfigModule;
const { createDatabase } = (await import(moduleOf(from, 'db/database.js'))) as typeof DatabaseModule;
const { startServerCheckpoints } = (await import(
  moduleOf(from, 'db/wal-checkpoints.js')
)) as typeof CheckpointsModule;

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATABASE_URL: /^postgres(ql)?:\/\//.test(process.env.BENCH_DB ?? '')
    ? process.env.BENCH_DB
    : `file:${process.env.BENCH_DB}`,
  PORT: process.env.BENCH_PORT,
  WEB_DIST_DIR: '/nonexistent',
});
const db = createDatabase(config.database);
const app = await buildApp({ config, db, logger: false });
// As server.ts: on SQLite the log is checkpointed by a thread of its own, not inside a commit.
const checkpoints = startServerCheckpoints(db, config.database, (message) =>
  process.stderr.write(`checkpoint thread: ${message}\n`),
);
app.get('/api/bench/bare', { schema: { hide: true } }, async () => ({ ok: true }));

const MAX_BYTES = 16 * 2 ** 20;
const bodies = new Map<number, Buffer>();
/** `{"pad":"xxx…"}` of exactly `size` bytes (at least the 10 bytes of the empty one). */
const bodyOf = (size: number) => {
  let body = bodies.get(size);
  if (!body) {
    body = Buffer.from(`{"pad":"${'x'.repeat(Math.max(0, size - 10))}"}`);
    bodies.set(size, body);
  }
  return body;
};
app.get<{ Params: { size: string } }>(
  '/api/bench/bytes/:size',
  { schema: { hide: true }, compress: false },
  async (request, reply) => {
    const size = Number(request.params.size);
    if (!Number.isInteger(size) || size < 0 || size > MAX_BYTES) return reply.code(400).send();
    return reply
      .header('etag', `W/"bench-${size}"`)
      .type('application/json; charset=utf-8')
      .send(bodyOf(size));
  },
);
await app.listen({ host: '127.0.0.1', port: config.port });
process.stdout.write('ready\n');
process.once(
  'SIGTERM',
  () => void (checkpoints?.stop() ?? Promise.resolve()).then(() => app.close()).then(() => process.exit(0)),
);
