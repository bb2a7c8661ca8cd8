import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { CHROMIUM_FEATURES_OFF, E2E_V8_FLAGS, playwrightDisabledFeatures } from '../../../scripts/chromium';

/**
 * The end-to-end browser itself (scripts/chromium.ts): Chromium keeps only the last `--disable-features`
 * of its command line, so the one it runs with must name both Playwright's features and ours — or the
 * address bar's hidden pop-ups come back into every test with the full Chromium, or Playwright's fixes go.
 * The command line is read from /proc, the browser being this worker's child (the headless shell has no
 * chrome://version page).
 */
const browserCommandLine = (): string[] => {
  const children = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        // The parent's pid is the fourth field of /proc/<pid>/stat, after the name in parentheses.
        const ppid = Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
        const commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
        return ppid === process.pid ? [commandLine] : [];
      } catch {
        return []; // a process that ended meanwhile
      }
    });
  const browsers = children.filter((commandLine) => commandLine.includes('--remote-debugging-pipe'));
  expect(browsers, "the browser among this worker's processes").toHaveLength(1);
  return browsers[0] as string[];
};

test("the browser runs with one --disable-features: Playwright's features and ours", async ({ browser }) => {
  expect(browser.isConnected()).toBe(true);
  const commandLine = browserCommandLine();
  const flags = commandLine.filter((flag) => flag.startsWith('--disable-features='));
  expect(flags).toHaveLength(1);
  const off = new Set((flags[0] as string).slice('--disable-features='.length).split(','));
  for (const feature of [...playwrightDisabledFeatures(), ...CHROMIUM_FEATURES_OFF])
    expect(off).toContain(feature);
});

test("the browser's V8 stops at its first compiler tier", async ({ browser }) => {
  expect(browser.isConnected()).toBe(true);
  expect(browserCommandLine()).toContain(E2E_V8_FLAGS);
});
