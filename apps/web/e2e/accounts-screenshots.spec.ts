import type { Page } from '@playwright/test';
import { asOwnClient, createAccount, signInThroughUi } from './support/accounts';
import { expect, presetLanguage, test, type Language } from './support/fixtures';
import { signedInScreens, signedOutScreens } from './support/screens';
import { screenshot } from './support/screenshots';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

const SIGNED_OUT = ['login', 'register', 'register-code', 'forgot-password'];
const SIGNED_IN = ['settings', 'settings-email-code'];

/** The accounts screens on a phone (390 px) and on a desktop, for people to look at. */
for (const language of ['en', 'es'] as const satisfies Language[]) {
  for (const width of [390, 1280]) {
    test(`accounts screenshots in ${language} at ${width} px`, async ({ page, context }, testInfo) => {
      test.slow();
      await asOwnClient(context);
      await presetLanguage(context, language);
      await page.setViewportSize({ width, height: 844 });
      for (const screen of signedOutScreens.filter((item) => SIGNED_OUT.includes(item.name))) {
        await page.goto(screen.path);
        await expect(h1(page)).toHaveText(screen.heading[language]);
        await screenshot(page, testInfo, `${screen.name}-${language}-${width}`);
      }
      const account = await createAccount({ language });
      await signInThroughUi(page, language, account.email, account.password);
      for (const screen of signedInScreens.filter((item) => SIGNED_IN.includes(item.name))) {
        await page.goto(screen.path);
        await expect(h1(page)).toHaveText(screen.heading[language]);
        await expect(page.getByRole('combobox').first()).not.toHaveValue('');
        await screenshot(page, testInfo, `${screen.name}-${language}-${width}`);
      }
    });
  }
}
