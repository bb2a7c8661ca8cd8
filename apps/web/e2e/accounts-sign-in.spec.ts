import type { Page } from '@playwright/test';
import { asOwnClient, createAccount, signInThroughUi, submitSignIn, WORDS } from './support/accounts';
import { expect, presetLanguage, test, type Language } from './support/fixtures';
import { screenshot } from './support/screenshots';

const TEXT = {
  en: {
    incorrect: 'Email or password are incorrect',
    visitor: 'Enter as visitor',
    wrongFormat: 'Wrong email format',
  },
  es: {
    incorrect: 'El correo electrónico o la contraseña son incorrectos',
    visitor: 'Entrar como visitante',
    wrongFormat: 'Formato de correo electrónico incorrecto',
  },
} as const;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

for (const language of ['en', 'es'] as const satisfies Language[]) {
  const words = { ...WORDS[language], ...TEXT[language] };

  test(`sign-in in ${language}: a wrong password is refused, the right one signs in`, async ({
    page,
    context,
  }, testInfo) => {
    await asOwnClient(context);
    await presetLanguage(context, language);
    const account = await createAccount({ language });

    await page.goto('/');
    await expect(h1(page)).toHaveText(words.signInTitle);
    await screenshot(page, testInfo, `sign-in-${language}`);

    await submitSignIn(page, language, 'not-an-address', account.password);
    await expect(page.getByRole('main').getByText(words.wrongFormat)).toBeVisible();

    await submitSignIn(page, language, account.email, 'Wrong-Pass1');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(words.incorrect, { timeout: 20_000 });
    await expect(h1(page)).toHaveText(words.signInTitle);
    await screenshot(page, testInfo, `sign-in-refused-${language}`);

    await signInThroughUi(page, language, account.email, account.password);
    // The route set changed with the reload: / is the welcome screen, /passport is reachable.
    await page.goto('/passport');
    await expect(page).toHaveURL(/\/passport$/);
  });

  test(`visitor entry in ${language}: the explorer without an account`, async ({ page, context }) => {
    await presetLanguage(context, language);
    await page.goto('/');
    await page.getByRole('link', { name: words.visitor }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(h1(page)).toHaveText(words.welcome);
    await expect(
      page.getByRole('banner').getByRole('link', { name: words.signIn, exact: true }),
    ).toBeVisible();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('auth');
  });
}
