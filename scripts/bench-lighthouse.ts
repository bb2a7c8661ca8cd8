/**
 * Lighthouse on every route of the built product, as a phone sees it (docs/benchmarks.md, "Every route
 * on a phone"): Lighthouse 12's default mobile run (Moto G Power emulation, 4× CPU slowdown, slow 4G,
 * simulated throttling) of each public route signed out and each signed-in route as a user with project
 * access (the admin console and a project's edit page as an administrator), against a fresh database
 * with the shipped data and the illustrative projects. For each route: the performance score (median of
 * LH_RUNS, each run listed), FCP, LCP, TBT, CLS and what the page logged as errors in the console
 * (Lighthouse's `errors-in-console` audit). Budget (issue 27): score ≥ 90, LCP ≤ 2.5 s, no console error.
 *
 * Not a test: the scores move with the machine's load. Run: npm run bench:lighthouse (builds first).
 * LH_RUNS (default 3), ROUTES (a regular expression: only the routes whose path matches),
 * BENCH_WEB_PORT (default 3196), CHROMIUM_PATH (default /usr/bin/chromium), LH_REPORTS (a folder: each
 * run's whole Lighthouse report is saved there as JSON, to see what the LCP element is and what blocks).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createUser, startServer, type BenchUser } from './bench-server.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';
import { median } from './stats.js';

const LH_RUNS = Number(process.env.LH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3196);
const ONLY = process.env.ROUTES ? new RegExp(process.env.ROUTES) : null;
const REPORTS = process.env.LH_REPORTS ?? null;
let reportCount = 0;

type Who = 'visitor' | 'investor' | 'admin';

const PROJECT = '/project/loma-campana-gas-to-power';
const FLARE = '/flaring-explorer/argentina/ypf-s-a/loma-campana-01867';

/** Every screen of SPEC §2 once (the admin console's user page and the 404 screen left out). */
const routes = (investor: BenchUser): Array<{ path: string; who: Who }> => [
  { path: '/', who: 'visitor' },
  { path: '/home', who: 'visitor' },
  { path: '/flaring-explorer', who: 'visitor' },
  { path: '/flaring-explorer/argentina', who: 'visitor' },
  { path: '/flaring-explorer/argentina/ypf-s-a', who: 'visitor' },
  { path: '/companies', who: 'visitor' },
  { path: '/companies/argentina', who: 'visitor' },
  { path: '/companies/argentina/ypf-s-a', who: 'visitor' },
  { path: '/methodology', who: 'visitor' },
  { path: '/bussiness', who: 'visitor' },
  { path: '/privacy', who: 'visitor' },
  { path: '/', who: 'investor' },
  { path: FLARE, who: 'investor' },
  { path: '/opportunities', who: 'investor' },
  { path: '/projects/new', who: 'investor' },
  { path: PROJECT, who: 'investor' },
  { path: `${PROJECT}/project-details`, who: 'investor' },
  { path: `${PROJECT}/project-financials`, who: 'investor' },
  { path: `${PROJECT}/investors-financials`, who: 'investor' },
  { path: `${PROJECT}/edit`, who: 'admin' },
  { path: '/passport', who: 'investor' },
  { path: `/passport/${investor.username}`, who: 'investor' },
  { path: '/settings', who: 'investor' },
  { path: '/admin', who: 'admin' },
  { path: '/admin/users', who: 'admin' },
  { path: '/admin/projects', who: 'admin' },
  { path: '/admin/imports', who: 'admin' },
  { path: '/admin/sources', who: 'admin' },
  { path: '/admin/audit', who: 'admin' },
  { path: '/admin/registrations', who: 'admin' },
];

type Run = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  consoleErrors: string[];
  warnings: string[];
};

const measure = async (url: string, cookie: string | null): Promise<Run | null> => {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      // Audited besides the performance category: what the page logs as errors.
      onlyAudits: ['errors-in-console'],
      logLevel: 'error',
      output: 'json',
      // Lighthouse clears the site's storage before loading it: the session travels as a header.
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    // A failed trace (e.g. NO_NAVSTART) scores 0 without measuring anything: the caller runs again.
    if (lhr.runtimeError) return null;
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      const name = `${String(++reportCount).padStart(3, '0')}${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-')}.json`;
      writeFileSync(path.join(REPORTS, name), JSON.stringify(lhr));
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const errors = lhr.audits['errors-in-console']?.details;
    const items = errors && 'items' in errors ? (errors.items as Array<{ description?: unknown }>) : [];
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      consoleErrors: items.map((item) => String(item.description ?? '')),
      warnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const server = await startServer(PORT);
try {
  const users: Record<Exclude<Who, 'visitor'>, BenchUser> = {
    investor: createUser(server.dbFile, { hasProjectAccess: true }),
    admin: createUser(server.dbFile, { role: 'admin' }),
  };
  const pages = routes(users.investor)
    .filter((route) => !ONLY || ONLY.test(route.path))
    .map((route) => ({ ...route, runs: [] as Run[] }));
  const startLoad = os.loadavg()[0] ?? NaN;
  // Round after round rather than page after page: a busy spell of the machine spreads over the pages.
  for (let round = 0; round < LH_RUNS; round++) {
    for (const page of pages) {
      const cookie = page.who === 'visitor' ? null : `auth=${users[page.who].token}`;
      for (let attempt = 0; attempt < 3; attempt++) {
        const run = await measure(`${server.base}${page.path}`, cookie);
        if (run) {
          page.runs.push(run);
          process.stderr.write(`${page.path} (${page.who}): ${run.score}\n`);
          break;
        }
      }
    }
  }
  const rows = pages.map(({ path, who, runs }) => {
    const mid = (pick: (run: Run) => number) => median(runs.map(pick));
    const score = mid((r) => r.score);
    const lcp = mid((r) => r.lcp);
    const errors = [...new Set(runs.flatMap((r) => r.consoleErrors))];
    const isMet = score >= 90 && lcp <= 2500 && errors.length === 0;
    return {
      line: `| ${path.replace(users.investor.username, '{user}')} | ${who} | ${score} (${runs.map((r) => r.score).join(', ')}) | ${seconds(mid((r) => r.fcp))} | ${seconds(lcp)} | ${mid((r) => r.tbt).toFixed(0)} ms | ${mid((r) => r.cls).toFixed(3)} | ${errors.length} | ${isMet ? 'met' : '**missed**'} |`,
      errors: errors.map((error) => `Console error on ${path}: ${error}`),
      warnings: [...new Set(runs.flatMap((r) => r.warnings))].map(
        (w) => `Lighthouse warning on ${path}: ${w}`,
      ),
    };
  });
  const lines = [
    `Machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load ${startLoad.toFixed(1)} at the start and ${os.loadavg()[0]?.toFixed(1)} at the end, Node ${process.version}, Chromium ${CHROMIUM_PATH}`,
    '',
    `| route (Lighthouse 12 mobile, simulated throttling, median of ${LH_RUNS}) | as | performance (each run) | FCP | LCP | TBT | CLS | console errors | budget |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => row.line),
    ...rows.flatMap((row) => [...row.errors, ...row.warnings]),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  server.stop();
}
