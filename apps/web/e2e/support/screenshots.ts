import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/**
 * Whether the screenshots kept for people to look at are taken: not in CI (`CI=true`), whose clean clone
 * nobody opens — a full-page one is ~0.35 CPU-s of Chromium, and a run took ~110 — unless asked for
 * (`SCREENSHOTS=1`, npm run screenshots). A failed test's own screenshot is Playwright's, kept in CI too.
 */
export const SAVING_SCREENSHOTS = !process.env.CI || process.env.SCREENSHOTS === '1';

/** A page's or an element's screenshot to a file for people to look at, where someone will (`SAVING_SCREENSHOTS`). */
export const saveScreenshot = async <const Options extends { path: string }>(
  target: { screenshot: (options: Options) => Promise<unknown> },
  options: Options,
): Promise<void> => {
  if (SAVING_SCREENSHOTS) await target.screenshot(options);
};

/** Saves a full-page screenshot as screenshots/accounts/<name>.png beside the config (for people to look at). */
export const screenshot = async (page: Page, testInfo: TestInfo, name: string): Promise<void> => {
  const root = path.dirname(testInfo.config.configFile ?? testInfo.config.rootDir);
  await saveScreenshot(page, {
    path: path.join(root, 'screenshots', 'accounts', `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
};
