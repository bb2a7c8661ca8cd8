/**
 * The main-thread work of a page's start-up on a phone, measured so that the machine's load does not move it
 * (docs/benchmarks.md, "The explorer's start-up on a phone"). Lighthouse's simulated throttling multiplies
 * each observed task by 4 and counts what exceeds 50 ms after the first contentful paint as blocking time;
 * its observed durations are wall time, which a busy machine stretches. This records a Chrome trace of each
 * load (phone viewport, no throttling), takes each main-thread task's CPU time (`tdur`), and reports the
 * main thread's CPU for the whole load, and Lighthouse's rule applied to CPU time: the tasks after FCP
 * whose 4× exceeds 50 ms, and the sum of their excess ("TBT-like"). Lower bound of Lighthouse's TBT
 * (Lantern also adds what it simulates), but comparable from one build to the next on a shared machine.
 *
 * Run: npm run bench:startup (builds first). RUNS (default 5), ROUTES (comma-separated paths, default
 * /flaring-explorer), BENCH_WEB_PORT (default 3195), CHROMIUM_PATH.
 */
import { chromium } from '@playwright/test';
import { startServer } from './bench-server.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';
import { median } from './stats.js';

const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3195);
const ROUTES = (process.env.ROUTES ?? '/flaring-explorer').split(',');
const SLOWDOWN = 4;
const BLOCKING_MS = 50;

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

type StartUp = { cpuMs: number; longTasksMs: number[]; tbtLikeMs: number };

/** The page's renderer main thread: the CrRendererMain with the most script calls. */
const startUpOf = (events: TraceEvent[]): StartUp => {
  const calls = new Map<number, number>();
  for (const event of events)
    if (event.name === 'FunctionCall') calls.set(event.pid, (calls.get(event.pid) ?? 0) + 1);
  const main = events
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .sort((a, b) => (calls.get(b.pid) ?? 0) - (calls.get(a.pid) ?? 0))[0];
  if (!main) throw new Error('no renderer main thread in the trace');
  const fcp = Math.min(
    ...events
      .filter((event) => event.pid === main.pid && event.name === 'firstContentfulPaint')
      .map((e) => e.ts),
  );
  if (!Number.isFinite(fcp)) throw new Error('no first contentful paint in the trace');
  let cpuMs = 0;
  const longTasksMs: number[] = [];
  for (const event of events) {
    if (event.pid !== main.pid || event.tid !== main.tid || event.ph !== 'X' || event.name !== 'RunTask')
      continue;
    const taskMs = (event.tdur ?? 0) / 1000;
    cpuMs += taskMs;
    if (event.ts >= fcp && taskMs * SLOWDOWN > BLOCKING_MS) longTasksMs.push(Math.round(taskMs * SLOWDOWN));
  }
  longTasksMs.sort((a, b) => b - a);
  return {
    cpuMs,
    longTasksMs,
    tbtLikeMs: longTasksMs.reduce((sum, task) => sum + task - BLOCKING_MS, 0),
  };
};

const server = await startServer(PORT);
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  console.log(
    `| route (phone, ${RUNS} cold loads, medians) | main-thread CPU | tasks ×4 over 50 ms after FCP | TBT-like | each run |`,
  );
  console.log('| --- | --- | --- | --- | --- |');
  for (const route of ROUTES) {
    const runs: StartUp[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
      });
      await page.goto(`http://127.0.0.1:${PORT}${route}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(2000);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      runs.push(startUpOf(trace.traceEvents));
      await context.close();
    }
    const cpu = median(runs.map((run) => run.cpuMs));
    const count = median(runs.map((run) => run.longTasksMs.length));
    const tbt = median(runs.map((run) => run.tbtLikeMs));
    console.log(
      `| ${route} | ${cpu.toFixed(0)} ms | ${count} | ${tbt.toFixed(0)} ms | ${runs.map((run) => `${run.tbtLikeMs.toFixed(0)} (${run.longTasksMs.join(' ') || '–'})`).join('; ')} |`,
    );
  }
  await browser.close();
} finally {
  await server.stop();
}
