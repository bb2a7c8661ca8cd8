/**
 * The end-to-end server, started ahead of `npx playwright test` (scripts/test.sh starts it beside the Vitest
 * run, at the lowest priority): Playwright's own webServer command and environment (playwright.config.ts),
 * so it is the server Playwright would start. Once /api/health answers, it writes the file named by its
 * argument; the end-to-end run then finds the server answering and uses it (E2E_SERVER=started). It ends with
 * the server, and passes a stop signal on to it (the server drains).
 *
 *   tsx apps/web/e2e/support/start-server.ts <ready-file>
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import config from '../../../../playwright.config';

const readyFile = process.argv[2];
const server = config.webServer;
if (!readyFile || !server || Array.isArray(server) || !server.command || !server.url)
  throw new Error(
    'usage: tsx apps/web/e2e/support/start-server.ts <ready-file> (and a webServer in playwright.config.ts)',
  );
const { command, url } = server;

const child = spawn(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...server.env } });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

const answers = async () => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false; // not listening yet: its first start creates and fills the database first
  }
};
while (!(await answers())) await new Promise((resolve) => setTimeout(resolve, 250));
fs.writeFileSync(readyFile, 'ready\n');
