import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, presetLanguage, signIn, test, type Language } from './support/fixtures';
import { adminScreens, signedInScreens, signedOutScreens, type Screen } from './support/screens';

const save = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({
    path: path.join(
      path.dirname(testInfo.config.configFile ?? testInfo.config.rootDir),
      'screenshots',
      'layout',
      `${name}.png`,
    ),
    fullPage: true,
    animations: 'disabled',
  });

const argentina: Screen = {
  name: 'flaring-argentina',
  path: '/flaring-explorer/argentina',
  heading: { en: 'Flaring in Argentina', es: 'Quema en Argentina' },
};

const sets = {
  out: [...signedOutScreens.filter((s) => ['login', 'welcome'].includes(s.name)), argentina],
  in: signedInScreens.filter((s) =>
    [
      'passport',
      'project',
      'project-project-financials',
      'project-investors-financials',
      'opportunities',
      'flare',
    ].includes(s.name),
  ),
  admin: adminScreens.filter((s) => ['admin', 'admin-projects', 'admin-users'].includes(s.name)),
};

/** Issue 27, items 7 and 9: the screens the report named, at 390 and 1366 px, for people to look at. */
for (const language of ['en', 'es'] as const satisfies Language[]) {
  for (const width of [390, 1366]) {
    for (const [set, screens] of Object.entries(sets)) {
      test(`${set} screenshots in ${language} at ${width} px`, async ({ page, context }, testInfo) => {
        test.slow();
        if (set === 'in') await signIn(context, { language, hasProjectAccess: true });
        else if (set === 'admin') await signIn(context, { language, role: 'admin' });
        else await presetLanguage(context, language);
        await page.setViewportSize({ width, height: 844 });
        for (const screen of screens) {
          await page.goto(screen.path);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading[language]);
          // A map waits to be scrolled to before it loads (its status stays): only the page's data counts.
          await expect(page.locator('.mantine-Loader-root:not([data-map-status] *)')).toHaveCount(0, {
            timeout: 15_000,
          });
          await save(page, testInfo, `${screen.name}-${language}-${width}`);
        }
      });
    }
  }
}
