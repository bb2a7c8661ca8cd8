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
