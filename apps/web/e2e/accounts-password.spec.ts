import type { Page } from '@playwright/test';
import {
  asOwnClient,
  startSignedIn,
  createAccount,
  labelled,
  lastMailTo,
  nextCodeTo,
  signInThroughUi,
  submitSignIn,
  WORDS,
} from './support/accounts';
import { expect, openSession, presetLanguage, test, type Language } from './support/fixtures';
import { screenshot } from './support/screenshots';

const TEXT = {
  en: {
    forgot: 'Forgot your password?',
    resetTitle: 'Reset your password',
    sendCode: 'Send verification code',
    notRegistered: 'This email is not registered.',
    code: 'Verification code',
    verify: 'Verify code',
    newPassword: 'New password',
    repeatNew: 'Repeat new password',
    save: 'Save new password',
    resetDone: 'Your password reset was successful, please log in.',
    incorrect: 'Email or password are incorrect',
    changePassword: 'Change password',
    current: 'Current password',
    changed: 'Your password was changed. Your other devices were signed out.',
    mustMatch: 'Passwords must match',
  },
  es: {
    forgot: '¿Olvidó su contraseña?',
    resetTitle: 'Restablezca su contraseña',
    sendCode: 'Enviar código de verificación',
    notRegistered: 'Este correo electrónico no está registrado.',
    code: 'Código de verificación',
    verify: 'Verificar código',
    newPassword: 'Nueva contraseña',
    repeatNew: 'Repita la nueva contraseña',
    save: 'Guardar la nueva contraseña',
    resetDone: 'Su contraseña se restableció correctamente, inicie sesión.',
    incorrect: 'El correo electrónico o la contraseña son incorrectos',
    changePassword: 'Cambiar contraseña',
    current: 'Contraseña actual',
    changed: 'Su contraseña se cambió. Se cerró la sesión en sus otros dispositivos.',
    mustMatch: 'Las contraseñas deben coincidir',
  },
} as const;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const main = (page: Page) => page.getByRole('main');

for (const language of ['en', 'es'] as const satisfies Language[]) {
  const words = { ...WORDS[language], ...TEXT[language] };

  test(`forgot password in ${language}: code by mail, new password twice, back at login`, async ({
    page,
    context,
  }, testInfo) => {
    test.slow(); // Two bot checks and a real SMTP round trip.
    await asOwnClient(context);
    await presetLanguage(context, language);
    const account = await createAccount({ language });
    const newPassword = 'Brand-New2';

    await page.goto('/');
    await labelled(main(page), words.email).fill('nobody-here@example.com');
    await main(page).getByRole('button', { name: words.forgot }).click();
    await expect(h1(page)).toHaveText(words.resetTitle);
    await expect(labelled(main(page), words.email)).toHaveValue('nobody-here@example.com');
    await main(page).getByRole('button', { name: words.sendCode }).click();
    await expect(main(page).getByText(words.notRegistered)).toBeVisible({ timeout: 20_000 });
    await screenshot(page, testInfo, `forgot-not-registered-${language}`);

    await labelled(main(page), words.email).fill(account.email);
    await main(page).getByRole('button', { name: words.sendCode }).click();
    await expect(labelled(main(page), words.code)).toBeVisible({ timeout: 20_000 });
    const code = await nextCodeTo(account.email);
    if (language === 'es') {
      // The mail's link opens the reset with the code filled in.
      const link = /(https?:\/\/\S+\/\?reset=1&\S+)/.exec(lastMailTo(account.email)?.text ?? '')?.[1];
      expect(link, 'the link in the mail').toBeDefined();
      await page.goto(link ?? '');
      await expect(h1(page)).toHaveText(words.resetTitle);
      await expect(labelled(main(page), words.code)).toHaveValue(code);
    } else {
      await labelled(main(page), words.code).fill(code);
    }
    await main(page).getByRole('button', { name: words.verify }).click();

    await labelled(main(page), words.newPassword).fill(newPassword);
    await labelled(main(page), words.repeatNew).fill('Brand-New3');
    await main(page).getByRole('button', { name: words.save }).click();
    await expect(main(page).getByText(words.mustMatch)).toBeVisible();
    await labelled(main(page), words.repeatNew).fill(newPassword);
    await screenshot(page, testInfo, `forgot-new-password-${language}`);
    await main(page).getByRole('button', { name: words.save }).click();

    await expect(h1(page)).toHaveText(words.signInTitle);
    await expect(main(page).getByRole('status')).toHaveText(words.resetDone);
    await expect(labelled(main(page), words.email)).toHaveValue(account.email);
    await screenshot(page, testInfo, `forgot-done-${language}`);

    // The old password no longer works; the new one does.
    await submitSignIn(page, language, account.email, account.password);
    await expect(main(page).getByRole('alert')).toHaveText(words.incorrect, { timeout: 20_000 });
    await signInThroughUi(page, language, account.email, newPassword);
  });

  test(`change password in ${language}: current password first; other devices are signed out`, async ({
    page,
    browser,
  }) => {
    test.slow();
    const account = await startSignedIn(page, language);

    // The same account on another device.
    const otherContext = await browser.newContext();
    await asOwnClient(otherContext);
    await presetLanguage(otherContext, language);
    const other = await otherContext.newPage();
    await openSession(otherContext, account.id);
    await other.goto('/');
    await expect(h1(other)).toHaveText(words.welcome);

    await page.goto('/settings');
    const form = page.getByRole('region', { name: words.changePassword });
    await labelled(form, words.current).fill('Not-The-One1');
    await labelled(form, words.newPassword).fill('Changed-Pass2');
    await labelled(form, words.repeatNew).fill('Changed-Pass2');
    await form.getByRole('button', { name: words.changePassword }).click();
    // SPEC §8: in English in both languages.
    await expect(form.getByText('Wrong current password', { exact: true })).toBeVisible();

    await labelled(form, words.current).fill(account.password);
    await form.getByRole('button', { name: words.changePassword }).click();
    await expect(form.getByRole('status')).toHaveText(words.changed);
    await expect(labelled(form, words.current)).toHaveValue('');

    // This device stays signed in; the other one is signed out.
    await page.reload();
    await expect(h1(page)).toHaveText(words.settings);
    await other.reload();
    await expect(h1(other)).toHaveText(words.signInTitle);
    await otherContext.close();

    await signInThroughUiAfterSignOut(page, language, account.email, 'Changed-Pass2');
  });
}

/** Clears the session cookie (as a new browser would) and signs in again. */
const signInThroughUiAfterSignOut = async (
  page: Page,
  language: Language,
  email: string,
  password: string,
) => {
  await page.context().clearCookies();
  await signInThroughUi(page, language, email, password);
};
