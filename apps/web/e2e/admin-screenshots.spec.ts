import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, signIn, test, type Language } from './support/fixtures';
import { adminScreens } from './support/screens';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

const save = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({
    path: path.join(
      path.dirname(testInfo.config.configFile ?? testInfo.config.rootDir),
      'screenshots',
      'admin',
      `${name}.png`,
    ),
    fullPage: true,
    animations: 'disabled',
  });

/** The admin console on a phone (390 px) and on a desktop, for people to look at. */
for (const language of ['en', 'es'] as const satisfies Language[]) {
  for (const width of [390, 1280]) {
    test(`admin console screenshots in ${language} at ${width} px`, async ({
      page,
      context,
      browser,
    }, testInfo) => {
      test.slow();
      const member = await signIn(await browser.newContext(), { language, hasProjectAccess: true });
      await signIn(context, { language, role: 'admin' });
      await page.setViewportSize({ width, height: 844 });
      for (const screen of adminScreens) {
        await page.goto(screen.path);
        await expect(h1(page)).toHaveText(screen.heading[language]);
        await expect(
          page.getByRole('status').filter({ has: page.locator('.mantine-Loader-root') }),
        ).toHaveCount(0);
        await save(page, testInfo, `${screen.name}-${language}-${width}`);
      }
      await page.goto(`/admin/users/${member.id}`);
      await expect(h1(page)).toHaveText(member.email);
      await save(page, testInfo, `admin-user-${language}-${width}`);
    });
  }
}
