/**
 * The explorer's web performance on this machine (docs/benchmarks.md, "Web: Flaring Explorer"):
 *  1. initial JavaScript of each explorer route, gzip, from a Vite build with a manifest: the entry,
 *     the route's lazy chunk and everything they import statically (MapLibre loads on demand: apart);
 *  2. time from navigation to the world map's points layer drawn (MapLibre `idle` after the points
 *     were set, `window.__flarescopeMap`), in headless Chromium, cold cache, every shipped flare;
 *  3. Lighthouse performance of /flaring-explorer and /companies, and of /home (the app shell alone,
 *     no explorer code, no map: the baseline), with Lighthouse's default mobile settings and with its
 *     desktop preset (npm `lighthouse`, Chromium at CHROMIUM_PATH or CHROME_PATH). Scores vary from run to run (the
 *     map's frames are drawn by the CPU in headless Chromium): each figure is the median of LH_RUNS.
 * Run: npm run bench:web (builds first). RUNS (default 5), LH_RUNS (default 3), BENCH_WEB_PORT (default 3195).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { build } from 'vite';
import { startServer } from './bench-server.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';
import { median } from './stats.js';

const ROOT = path.resolve(fileURLToPath(import.meta.url), '../..');
const RUNS = Number(process.env.RUNS ?? 5);
const LH_RUNS = Number(process.env.LH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3195);
const BASE = `http://127.0.0.1:${PORT}`;
const ROUTES = [
  'flaring-world',
  'flaring-country',
  'flaring-company',
  'flare',
  'companies',
  'companies-country',
  'company-profile',
  'methodology',
];

/** What the map sets when its points layer is drawn (domains/flaring/map/flare-map.tsx). */
type MapMark = { pointsRenderedAt: number; points: number };
type BenchWindow = { __flarescopeMap?: MapMark };

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** 1. Builds the web app with a manifest into a temporary folder and sums each route's first load. */
const measureBundles = async () => {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'flarescope-bench-web-'));
  try {
    await build({
      root: path.join(ROOT, 'apps/web'),
      configFile: path.join(ROOT, 'apps/web/vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
    });
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    // Vite's own report uses gzip level 9, so these figures match the build output.
    const gzip = (file: string) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).byteLength;
    const closure = (keys: string[]) => {
      const seen = new Set<string>();
      const visit = (key: string) => {
        if (seen.has(key)) return;
        seen.add(key);
        for (const child of manifest[key]?.imports ?? []) visit(child);
      };
      keys.forEach(visit);
      return seen;
    };
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entry) throw new Error('no entry chunk in the Vite manifest');
    const routes = ROUTES.map((route) => {
      const key = `src/app/routes/${route}.tsx`;
      const files = [...closure([entry, key])].map((k) => manifest[k]?.file ?? k);
      return {
        route,
        bytes: files.filter((file) => file.endsWith('.js')).reduce((sum, f) => sum + gzip(f), 0),
      };
    });
    // What the map adds on demand: the map engine's chunks that the world route has not loaded yet.
    const worldRoute = closure([entry, 'src/app/routes/flaring-world.tsx']);
    const mapEngine = Object.keys(manifest).find((key) => key.endsWith('domains/flaring/map/map-engine.ts'));
    const onDemand = mapEngine
      ? [...closure([mapEngine])]
          .filter((key) => !worldRoute.has(key))
          .map((key) => manifest[key]?.file ?? key)
          .filter((file) => file.endsWith('.js'))
      : [];
    const worldLayer = Object.values(manifest).filter((chunk) => /countries-110m|codes/.test(chunk.file));
    return {
      routes,
      mapLibre: onDemand.reduce((sum, file) => sum + gzip(file), 0),
      worldLayer: worldLayer.reduce((sum, chunk) => sum + gzip(chunk.file), 0),
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
};

/** 2. Navigation → points layer drawn, each run in a fresh browser context (cold HTTP cache). */
const measureMap = async () => {
  const world = (await (await fetch(`${BASE}/api/flaring/map`)).json()) as {
    total: number;
    clustered: boolean;
  };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const times: number[] = [];
  let drawn = 0;
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${BASE}/flaring-explorer`);
      await page.waitForFunction(() => (window as BenchWindow).__flarescopeMap !== undefined, undefined, {
        timeout: 60_000,
      });
      const mark = await page.evaluate(() => (window as BenchWindow).__flarescopeMap as MapMark);
      times.push(mark.pointsRenderedAt);
      drawn = mark.points;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { times, drawn, total: world.total, clustered: world.clustered };
};

type FormFactor = 'mobile' | 'desktop';

/**
 * 3. Lighthouse performance category of a page: its default mobile run (Moto G Power emulation, 4×
 * CPU slowdown, slow 4G, all simulated) and its desktop preset (no CPU slowdown, fast network).
 */
const measureLighthouse = async (pathname: string, formFactor: FormFactor) => {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(
      `${BASE}${pathname}`,
      { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${pathname}`);
    // A failed trace (e.g. NO_NAVSTART) scores 0 without measuring anything: the caller runs again.
    if (lhr.runtimeError) return null;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
      warnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
};

const bundles = await measureBundles();
const { stop } = await startServer(PORT);
try {
  const map = await measureMap();
  type Run = NonNullable<Awaited<ReturnType<typeof measureLighthouse>>>;
  const pages = (['mobile', 'desktop'] as const).flatMap((formFactor) =>
    // /home (no explorer code, no map) is the baseline: what the app shell alone scores.
    ['/flaring-explorer', '/companies', '/home'].map((pathname) => ({
      pathname,
      formFactor,
      runs: [] as Run[],
    })),
  );
  // Round after round rather than page after page: a busy spell of the machine spreads over the pages.
  for (let round = 0; round < LH_RUNS; round++) {
    for (const page of pages) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const run = await measureLighthouse(page.pathname, page.formFactor);
        if (run) {
          page.runs.push(run);
          break;
        }
      }
    }
  }
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const lighthouses = pages.map(({ pathname, formFactor, runs }) => {
    const mid = (pick: (run: Run) => number) => median(runs.map(pick));
    return {
      pathname,
      formFactor,
      score: `${mid((r) => r.score)} (${runs.map((r) => r.score).join(', ')})`,
      fcp: seconds(mid((r) => r.fcp)),
      lcp: seconds(mid((r) => r.lcp)),
      tbt: `${mid((r) => r.tbt).toFixed(0)} ms`,
      cls: mid((r) => r.cls).toFixed(3),
      si: seconds(mid((r) => r.si)),
      warnings: [...new Set(runs.flatMap((r) => r.warnings))],
    };
  });

  const lines = [
    `Machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load ${os.loadavg()[0]?.toFixed(1)}, Node ${process.version}, Chromium ${CHROMIUM_PATH}`,
    '',
    '| route (initial JS, gzip) | size |',
    '| --- | --- |',
    ...bundles.routes.map((r) => `| ${r.route} | ${kb(r.bytes)} |`),
    `| on demand: MapLibre (map-engine) | ${kb(bundles.mapLibre)} |`,
    `| on demand: world layer (countries-110m + ISO codes) | ${kb(bundles.worldLayer)} |`,
    '',
    `World map, navigation → points layer drawn (${RUNS} cold runs): median ${median(map.times).toFixed(0)} ms, max ${Math.max(...map.times).toFixed(0)} ms (${map.times.map((t) => t.toFixed(0)).join(', ')}); ${map.drawn} of ${map.total} flares as points${map.clustered ? ' (server clusters)' : ', none clustered by the server'}`,
    '',
    `| Lighthouse 12 (simulated throttling), median of ${LH_RUNS} runs | performance (each run) | FCP | LCP | TBT | CLS | Speed Index |`,
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...lighthouses.map(
      (l) =>
        `| ${l.pathname} (${l.formFactor}) | ${l.score} | ${l.fcp} | ${l.lcp} | ${l.tbt} | ${l.cls} | ${l.si} |`,
    ),
    ...lighthouses.flatMap((l) =>
      l.warnings.map((warning) => `Lighthouse warning on ${l.pathname} (${l.formFactor}): ${warning}`),
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  stop();
}
