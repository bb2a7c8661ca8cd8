import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, presetLanguage, test } from './support/fixtures';
import { LANGUAGES, signedOutScreens } from './support/screens';

/**
 * Full-page screenshots of the signed-out screens in both languages, for people to look at
 * (screenshots/): `npm run screenshots` runs them, `npm test` does not — what they would assert, each
 * screen's heading, the screen walk checks (screen-walk.spec.ts).
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

const SCREENSHOT_NAMES = [
  'welcome',
  'login',
  'not-found',
  'privacy',
  'terms',
  'cookies',
  'bussiness',
  'flaring-country',
];
const SCREENSHOTS = SCREENSHOT_NAMES.map((name) => {
  const screen = signedOutScreens.find((candidate) => candidate.name === name);
  if (!screen) throw new Error(`No signed-out screen named ${name}`);
  return screen;
});

test.describe('screenshots', () => {
  for (const language of LANGUAGES) {
    test(`full-page screenshots in ${language}`, async ({ page, context }, testInfo) => {
      const folder = path.join(
        path.dirname(testInfo.config.configFile ?? testInfo.config.rootDir),
        'screenshots',
      );
      await presetLanguage(context, language);
      for (const screen of SCREENSHOTS) {
        await page.goto(screen.path);
        await expect(h1(page)).toHaveText(screen.heading[language]);
        await page.screenshot({
          path: path.join(folder, `${screen.name}-${language}.png`),
          fullPage: true,
          animations: 'disabled',
        });
      }
    });
  }
});
