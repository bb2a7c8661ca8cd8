import { expect, test } from '@playwright/test';
import { CHROMIUM_FEATURES_OFF, playwrightDisabledFeatures } from '../../../scripts/chromium';

/**
 * The end-to-end browser itself (scripts/chromium.ts): Chromium keeps only the last `--disable-features`
 * of its command line, so the one it runs with must name both Playwright's features and ours — or the
 * address bar's hidden pop-ups come back into every test, or Playwright's fixes go.
 */
test("the browser runs with one --disable-features: Playwright's features and ours", async ({ page }) => {
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').textContent()) ?? '';
  const flags = commandLine.split(/\s+/).filter((flag) => flag.startsWith('--disable-features='));
  expect(flags).toHaveLength(1);
  const off = new Set((flags[0] as string).slice('--disable-features='.length).split(','));
  for (const feature of [...playwrightDisabledFeatures(), ...CHROMIUM_FEATURES_OFF])
    expect(off).toContain(feature);
});
