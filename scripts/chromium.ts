import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Debian's Chromium, as the end-to-end tests (playwright.config.ts) and the web benchmark
 * (bench-web.ts) launch it: never a downloaded browser. WebGL runs on SwiftShader (no GPU here).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

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
 * Parts of Chromium's own window the end-to-end browser does without. Chromium 156 has only the new
 * headless mode, which builds a whole browser window for every browser context, hidden: with it the
 * address bar's two WebUI pop-ups (the suggestions and the AI-mode one), each a renderer running
 * Chrome's own JavaScript — ~0.6–0.8 CPU-s a context on this machine, as much as the app's first page
 * load, for something no test can see (Chrome traces of one load, 2026-11-29; docs/benchmarks.md).
 */
export const CHROMIUM_FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

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

/** Playwright's launch options for Debian's Chromium: the flags above, and its features and ours turned off. */
export const chromiumLaunchOptions = () => {
  const playwrights = playwrightDisabledFeatures();
  return {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--disable-features=${[...playwrights, ...CHROMIUM_FEATURES_OFF].join(',')}`],
    ignoreDefaultArgs: [`--disable-features=${playwrights.join(',')}`],
  };
};
