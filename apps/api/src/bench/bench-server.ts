import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

/**
 * The product's server on a benchmark database, plus one trivial route, `/api/bench/bare`, registered
 * only here: the same process, plugins and hooks (helmet, compress, cookies, ETag, CSRF) with no
 * database work, so endpoint figures can be read against what the server itself costs.
 * Env: BENCH_DB (SQLite file), BENCH_PORT. Prints "ready" when listening.
 */
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATABASE_URL: `file:${process.env.BENCH_DB}`,
  PORT: process.env.BENCH_PORT,
  WEB_DIST_DIR: '/nonexistent',
});
const app = await buildApp({ config, logger: false });
app.get('/api/bench/bare', { schema: { hide: true } }, async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: config.port });
process.stdout.write('ready\n');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
