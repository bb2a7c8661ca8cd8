import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium';

/**
 * End-to-end tests against the built product, started the way `npm start` serves it, on a fresh
 * SQLite file, in Debian's Chromium (no browser download: executablePath).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DB_FILE = process.env.E2E_DB_FILE ?? path.join(os.tmpdir(), `flarescope-e2e-${E2E_PORT}.db`);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;
/** The mail catcher (e2e/support/global-setup.ts): a real SMTP server the API sends its mails to. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 1000);
export const E2E_MAIL_DIR = path.join(os.tmpdir(), `flarescope-e2e-mail-${E2E_PORT}`);

/**
 * The `*-screenshots` specs only save full-page screenshots of chosen screens, at phone and desktop widths,
 * for people to look at (screenshots/): `npm run screenshots` runs them, `npm test` does not (what they
 * would assert, every screen's heading, the walks check).
 */
const SCREENSHOTS = '**/*-screenshots.spec.ts';
const screenshotsOnly = process.env.SCREENSHOTS === '1';

export default defineConfig({
  testDir: 'apps/web/e2e',
  ...(screenshotsOnly ? { testMatch: SCREENSHOTS } : { testIgnore: SCREENSHOTS }),
  globalSetup: './apps/web/e2e/support/global-setup.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  /*
   * A trace is recorded only when a test is run again after failing (it costs a fifth of the suite's CPU when
   * recorded for every test: snapshots and a screencast of each step). In CI a failed test runs once more,
   * traced, and the run fails all the same: a test that passes the second time is flaky, and flaky fails.
   */
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
    /*
     * The browser asks for less motion, as a user can in their system's settings (the app honours it: no
     * Mantine transitions or animations, map moves at once). Nothing here tests an animation, and drawing
     * them in software was ~7 % of the suite's CPU (33 tests alternated: 99/95 CPU-s with motion, 94/87
     * without; 2026-11-30).
     */
    reducedMotion: 'reduce',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // Every run starts from an empty database; the server creates and migrates it on start.
    command: `rm -f ${E2E_DB_FILE} ${E2E_DB_FILE}-wal ${E2E_DB_FILE}-shm && exec node apps/api/dist/server.js`,
    url: `${baseURL}/api/health`,
    // npm test starts this server ahead, beside its Vitest run (apps/web/e2e/support/start-server.ts), and says so.
    reuseExistingServer: process.env.E2E_SERVER === 'started',
    // The first start creates the database and loads the shipped data (~20 s quiet; minutes on a loaded machine).
    timeout: 180_000,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(E2E_PORT),
      DATABASE_URL: `file:${E2E_DB_FILE}`,
      PUBLIC_URL: baseURL,
      // Each test is its own client through X-Forwarded-For (e2e/support/accounts.ts), as behind a proxy here.
      TRUST_PROXY: 'loopback',
      CAPTCHA_PROVIDER: 'altcha',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      LOG_LEVEL: 'warn',
      STORAGE_DIR: path.join(os.tmpdir(), `flarescope-e2e-uploads-${E2E_PORT}`),
    },
  },
});
