import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Debian's Chromium, as the end-to-end tests (playwright.config.ts) and the web benchmark
 * (bench-web.ts) launch it: never a downloaded browser. WebGL runs on SwiftShader (no GPU here).
 */
/** The browser a user of the scripts chose (CHROMIUM_PATH, or CHROME_PATH as Lighthouse names it), if any. */
const CHOSEN_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH;

export const CHROMIUM_PATH = CHOSEN_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium headless shell (package `chromium-headless-shell`, built from the same source as
 * `chromium`): the browser without a browser window — no window, tab strip or address bar built, hidden, for
 * every browser context, as the new headless mode of the full Chromium does. Playwright runs its own
 * headless tests in the same shell. On the end-to-end suite a fifth less CPU for the same tests (29 tests,
 * alternated A/B: 92 and 84 CPU-s with the full Chromium, 76 and 73 with the shell; 2026-11-30).
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The end-to-end tests' browser: CHROMIUM_PATH when set (a full Chromium shows a window for `--headed`),
 * else the headless shell when installed (scripts/test.sh installs it as root), else the full Chromium.
 * Benchmarks keep the full Chromium (CHROMIUM_PATH): they measure what a user's browser does.
 */
export const e2eChromiumPath = () =>
  CHOSEN_PATH ?? (fs.existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

/** Flags for a quiet, offline, GPU-less Chromium (headless mode is the launcher's to set). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
];

/**
 * Parts of Chromium's own window the end-to-end browser does without when it is the full Chromium (no
 * headless shell installed, or CHROMIUM_PATH). Chromium 156 has only the new
 * headless mode, which builds a whole browser window for every browser context, hidden: with it the
 * address bar's two WebUI pop-ups (the suggestions and the AI-mode one), each a renderer running
 * Chrome's own JavaScript — ~0.6–0.8 CPU-s a context on this machine, as much as the app's first page
 * load, for something no test can see (Chrome traces of one load, 2026-11-29; docs/benchmarks.md).
 */
export const CHROMIUM_FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * V8 in the end-to-end browser stops at its first compiler tier (Sparkplug): no Maglev or TurboFan
 * optimising jobs for pages that live a few seconds each, a test's run long. The app's JavaScript does
 * the same; only its speed differs, and no end-to-end test times it (benchmarks keep every tier: they
 * measure what a user's browser does). Six screens, each in a fresh context, axe on each, alternated
 * A/B four times: 10.98 → 9.87 CPU-s (−10 %); without axe −14 % (2026-11-30; docs/benchmarks.md).
 */
export const E2E_V8_FLAGS = '--js-flags=--max-opt=1';

/**
 * The features Playwright's launcher turns off (its `--disable-features=…`), read from its bundle.
 * Chromium keeps only the last `--disable-features` of a command line, so a flag of ours must carry
 * Playwright's list as well, and Playwright's own flag is then left out (`ignoreDefaultArgs`).
 */
export const playwrightDisabledFeatures = (): string[] => {
  const bundle = createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle');
  const list = /\bdisabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(
    fs.readFileSync(bundle, 'utf8'),
  )?.[1];
  const features = [...(list ?? '').matchAll(/^\s*"([A-Za-z0-9]+)",?\s*$/gm)].map(
    (match) => match[1] as string,
  );
  if (features.length === 0)
    throw new Error(
      `Playwright's --disable-features list was not found in ${bundle}: update playwrightDisabledFeatures (scripts/chromium.ts)`,
    );
  return features;
};

/**
 * Playwright's launch options for the end-to-end tests' browser (e2eChromiumPath): the flags above, V8's
 * first tier only, and its features and ours turned off (the address bar's pop-ups only exist in the full
 * Chromium: on the shell the flag changes nothing).
 */
export const chromiumLaunchOptions = () => {
  const playwrights = playwrightDisabledFeatures();
  return {
    executablePath: e2eChromiumPath(),
    args: [
      ...CHROMIUM_ARGS,
      E2E_V8_FLAGS,
      `--disable-features=${[...playwrights, ...CHROMIUM_FEATURES_OFF].join(',')}`,
    ],
    ignoreDefaultArgs: [`--disable-features=${playwrights.join(',')}`],
  };
};
