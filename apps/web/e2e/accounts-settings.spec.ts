import type { Page } from '@playwright/test';
import {
  labelled,
  lastMailTo,
  nextCodeTo,
  signInThroughUi,
  signOutThroughUi,
  startSignedIn,
  submitSignIn,
  uniqueEmail,
  WORDS,
} from './support/accounts';
import { expect, languageSwitch, test, unitsSwitch, type Language } from './support/fixtures';
import { screenshot } from './support/screenshots';

const TEXT = {
  en: {
    accountSettings: 'Account settings',
    city: 'City',
    save: 'Save changes',
    saved: 'Your changes were saved.',
    changeEmail: 'Change email',
    newEmail: 'New email',
    sendCode: 'Send code',
    pending: (email: string) => `Waiting for confirmation: ${email}`,
    code: 'Verification code',
    confirm: 'Confirm new email',
    changed: (email: string) => `Your email is now ${email}.`,
    incorrect: 'Email or password are incorrect',
    closeAccount: 'Close account',
    closeMine: 'Close my account',
    closeTitle: 'Close your account?',
    reopened: /Your account was closed and has been reopened: its deletion is cancelled/,
    continue: 'Continue',
    language: 'Language of the interface',
    units: 'Units of measurement',
    otherLanguageName: 'Español',
    savedPreferences: 'Saved to your account.',
  },
  es: {
    accountSettings: 'Configuración de la cuenta',
    city: 'Ciudad',
    save: 'Guardar cambios',
    saved: 'Sus cambios se guardaron.',
    changeEmail: 'Cambiar correo electrónico',
    newEmail: 'Nuevo correo electrónico',
    sendCode: 'Enviar código',
    pending: (email: string) => `Esperando confirmación: ${email}`,
    code: 'Código de verificación',
    confirm: 'Confirmar el nuevo correo',
    changed: (email: string) => `Su correo electrónico ahora es ${email}.`,
    incorrect: 'El correo electrónico o la contraseña son incorrectos',
    closeAccount: 'Cerrar cuenta',
    closeMine: 'Cerrar mi cuenta',
    closeTitle: '¿Cerrar su cuenta?',
    reopened: /Su cuenta estaba cerrada y se ha reabierto: su eliminación se canceló/,
    continue: 'Continuar',
    language: 'Idioma de la interfaz',
    units: 'Unidades de medida',
    otherLanguageName: 'English',
    savedPreferences: 'Guardado en su cuenta.',
  },
} as const;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const main = (page: Page) => page.getByRole('main');
const other = (language: Language): Language => (language === 'en' ? 'es' : 'en');

for (const language of ['en', 'es'] as const satisfies Language[]) {
  const words = { ...WORDS[language], ...TEXT[language] };

  test(`account settings in ${language}: edit and save`, async ({ page }, testInfo) => {
    await startSignedIn(page, language);

    // From the account menu.
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^${words.accountMenu}: `) })
      .click();
    await page.getByRole('banner').getByRole('link', { name: words.settings, exact: true }).click();
    await expect(h1(page)).toHaveText(words.settings);
    const form = page.getByRole('region', { name: words.accountSettings });
    await expect(labelled(form, words.city)).toHaveValue('Neuquén');
    await screenshot(page, testInfo, `settings-${language}`);
    await labelled(form, words.city).fill('Añelo');
    await form.getByRole('button', { name: words.save }).click();
    await expect(form.getByRole('status')).toHaveText(words.saved);
    await page.reload();
    await expect(labelled(page.getByRole('region', { name: words.accountSettings }), words.city)).toHaveValue(
      'Añelo',
    );
  });

  test(`change email in ${language}: code to the new address, then sign in with it`, async ({ page }) => {
    test.slow();
    const account = await startSignedIn(page, language);
    const newEmail = uniqueEmail(`new-${language}`);

    await page.goto('/settings');
    const part = page.getByRole('region', { name: words.changeEmail });
    await labelled(part, words.newEmail).fill(newEmail);
    await part.getByRole('button', { name: words.sendCode }).click();
    await expect(part.getByText(words.pending(newEmail))).toBeVisible({ timeout: 20_000 });
    const code = await nextCodeTo(newEmail);
    if (language === 'es') {
      // The mail's link fills the code in.
      const link = /(https?:\/\/\S+\/settings\?\S+)/.exec(lastMailTo(newEmail)?.text ?? '')?.[1];
      expect(link, 'the link in the mail').toBeDefined();
      await page.goto(link ?? '');
      await expect(labelled(page.getByRole('region', { name: words.changeEmail }), words.code)).toHaveValue(
        code,
      );
    } else {
      await labelled(part, words.code).fill(code);
    }
    await page
      .getByRole('region', { name: words.changeEmail })
      .getByRole('button', { name: words.confirm })
      .click();
    await expect(page.getByRole('region', { name: words.changeEmail }).getByRole('status')).toHaveText(
      words.changed(newEmail),
    );

    await signOutThroughUi(page, language);
    await submitSignIn(page, language, account.email, account.password);
    await expect(main(page).getByRole('alert')).toHaveText(words.incorrect, { timeout: 20_000 });
    await signInThroughUi(page, language, newEmail, account.password);
  });

  test(`close account in ${language}, then reopen it by signing in within 30 days`, async ({
    page,
    context,
  }, testInfo) => {
    test.slow();
    const account = await startSignedIn(page, language);

    await page.goto('/settings');
    const part = page.getByRole('region', { name: words.closeAccount });
    await expect(part).toContainText('30');
    await part.getByRole('button', { name: words.closeMine }).click();
    const dialog = page.getByRole('dialog', { name: words.closeTitle });
    await labelled(dialog, words.password).fill('Not-The-One1');
    await dialog.getByRole('button', { name: words.closeAccount }).click();
    await expect(dialog.getByText('Wrong current password', { exact: true })).toBeVisible();
    await screenshot(page, testInfo, `close-account-${language}`);
    await labelled(dialog, words.password).fill(account.password);
    await dialog.getByRole('button', { name: words.closeAccount }).click();

    // Signed out everywhere: the app reloads into the signed-out set.
    await expect(h1(page)).toHaveText(words.signInTitle);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('auth');
    await page.goto('/settings');
    await expect(h1(page)).toHaveText('404');

    await page.goto('/');
    await submitSignIn(page, language, account.email, account.password);
    await expect(main(page).getByRole('status')).toHaveText(words.reopened, { timeout: 20_000 });
    await screenshot(page, testInfo, `reopened-${language}`);
    await main(page).getByRole('button', { name: words.continue }).click();
    await expect(h1(page)).toHaveText(words.welcome);
  });

  test(`preferences in ${language}: saved to the account, they outlive sign-out and sign-in`, async ({
    page,
  }) => {
    test.slow();
    const account = await startSignedIn(page, language, { units: 'metric' });
    const switched = other(language);

    await page.goto('/settings');
    const preferences = page.getByRole('region', { name: /^(Preferences|Preferencias)$/ });
    await preferences
      .getByRole('radiogroup', { name: words.units })
      .getByRole('radio', { name: 'Imperial' })
      .check();
    await expect(preferences.getByRole('status')).toHaveText(words.savedPreferences);
    await preferences
      .getByRole('radiogroup', { name: words.language })
      .getByRole('radio', { name: words.otherLanguageName })
      .check();
    // Applied at once: the page speaks the other language, the header switches follow.
    await expect(h1(page)).toHaveText(WORDS[switched].settings);
    await expect(page.locator('html')).toHaveAttribute('lang', switched);
    await expect(unitsSwitch(page).getByRole('radio', { name: 'Imperial' })).toBeChecked();
    await expect(preferences.getByRole('status')).toHaveText(TEXT[switched].savedPreferences);

    // Signed out, this browser keeps its own choice: switch both back.
    await signOutThroughUi(page, switched);
    await page.goto('/home');
    await languageSwitch(page).getByText(language.toUpperCase(), { exact: true }).click();
    await unitsSwitch(page)
      .getByText(language === 'en' ? 'Metric' : 'Métrico', { exact: true })
      .click();
    await expect(h1(page)).toHaveText(WORDS[language].welcome);

    // Signing in brings the account's choice back, whatever this browser had.
    await page.goto('/');
    await submitSignIn(page, language, account.email, account.password);
    await expect(h1(page)).toHaveText(WORDS[switched].welcome, { timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', switched);
    await expect(unitsSwitch(page).getByRole('radio', { name: 'Imperial' })).toBeChecked();
    await expect(languageSwitch(page).getByRole('radio', { name: switched.toUpperCase() })).toBeChecked();
  });
}
