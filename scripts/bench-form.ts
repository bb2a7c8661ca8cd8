/**
 * The project form's live figures per keystroke (issue 26: "the form still recomputes within a frame per
 * keystroke"): the built product, an investor's new project from a flare, 40 keystrokes typed into the
 * tariff one by one (a digit, then Backspace), each followed by a pause. Chromium's Event Timing API gives,
 * for every key event that took 16 ms or more, its duration (from the key to the next frame painted, with
 * the model re-run and the figures drawn; 8 ms resolution) and its handlers' processing time. Events under
 * 16 ms are not reported by the browser: they fit in a frame.
 *
 * Not a test: the figures move with the machine's load. Run: npm run bench:form (builds first).
 * BENCH_WEB_PORT (default 3196), CHROMIUM_PATH (default /usr/bin/chromium), CPU_SLOWDOWN (default 1: a
 * phone is about 4).
 */
import os from 'node:os';
import { chromium } from 'playwright-core';
import { createUser, startServer } from './bench-server.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';
import { percentile } from './stats.js';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3196);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 1);
const KEYSTROKES = 40;

type TimedEvent = { name: string; duration: number; processing: number };

const server = await startServer(PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const investor = createUser(server.dbFile, { hasProjectAccess: true });
  const context = await browser.newContext({ viewport: { width: 1350, height: 900 } });
  await context.addCookies([{ name: 'auth', value: investor.token, url: server.base }]);
  await context.addInitScript(() => {
    const seen: TimedEvent[] = [];
    (window as unknown as { timedEvents: TimedEvent[] }).timedEvents = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        seen.push({
          name: entry.name,
          duration: entry.duration,
          processing: entry.processingEnd - entry.processingStart,
        });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  const page = await context.newPage();
  if (CPU_SLOWDOWN > 1)
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`${server.base}/projects/new?country=argentina&company=ypf-s-a&flare=loma-campana-01867`);
  const tariff = page.getByLabel('Tariff (USD/MWh)');
  await tariff.waitFor();
  await page.waitForTimeout(1500);
  await page.evaluate(() => (window as unknown as { timedEvents: TimedEvent[] }).timedEvents.splice(0));
  const load = os.loadavg()[0] ?? NaN;
  await tariff.click();
  for (let i = 0; i < KEYSTROKES; i++) {
    await page.keyboard.press(i % 2 === 0 ? '7' : 'Backspace');
    await page.waitForTimeout(150);
  }
  await page.waitForTimeout(500);
  const events = (
    await page.evaluate(() => (window as unknown as { timedEvents: TimedEvent[] }).timedEvents)
  ).filter((event) => ['keydown', 'keypress', 'input', 'keyup'].includes(event.name));
  const durations = events.map((event) => event.duration);
  const processing = events.map((event) => event.processing);
  const keyEvents = KEYSTROKES * 3; // keydown, input (keypress for a digit), keyup
  console.log(
    [
      `Machine: ${os.cpus().length} CPUs, load ${load.toFixed(1)}, CPU slowdown ${CPU_SLOWDOWN}×`,
      '',
      '| measure | figure |',
      '| --- | --- |',
      `| key events of ${KEYSTROKES} keystrokes that took a frame or more (≥ 16 ms) | ${events.length} of ~${keyEvents} |`,
      `| key to next paint, those events: median / p90 / max | ${percentile(durations, 50)} / ${percentile(durations, 90)} / ${Math.max(0, ...durations)} ms |`,
      `| handlers' processing, those events: median / p90 / max | ${Math.round(percentile(processing, 50))} / ${Math.round(percentile(processing, 90))} / ${Math.round(Math.max(0, ...processing))} ms |`,
    ].join('\n'),
  );
} finally {
  await browser.close();
  server.stop();
}
