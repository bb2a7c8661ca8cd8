import type { Page } from '@playwright/test';
import { asOwnClient, labelled, startSignedIn, submitSignIn, WORDS } from './support/accounts';
import { blockingViolations } from './support/axe';
import { expect, presetLanguage, test, type Language } from './support/fixtures';

const TEXT = {
  en: {
    sendCode: 'Send code',
    resend: 'Send another code',
    save: 'Save changes',
    changePassword: 'Change password',
    closeAccount: 'Close account',
    closeMine: 'Close my account',
  },
  es: {
    sendCode: 'Enviar código',
    resend: 'Enviar otro código',
    save: 'Guardar cambios',
    changePassword: 'Cambiar contraseña',
    closeAccount: 'Cerrar cuenta',
    closeMine: 'Cerrar mi cuenta',
  },
} as const;

const main = (page: Page) => page.getByRole('main');

/** Axe on the page as it is now; `state` names it in the failure message. */
const expectNoViolations = async (page: Page, state: string) => {
  const blocking = await blockingViolations(page);
  expect
    .soft(blocking, `axe violations in state "${state}":\n${JSON.stringify(blocking, null, 2)}`)
    .toEqual([]);
};

/** The screens' states with messages, which the route-set audit (accessibility.spec.ts) never reaches. */
for (const language of ['en', 'es'] as const satisfies Language[]) {
  const words = { ...WORDS[language], ...TEXT[language] };

  test(`axe: sign-in and sign-up messages in ${language}`, async ({ page, context }) => {
    test.slow();
    await asOwnClient(context);
    await presetLanguage(context, language);

    await page.goto('/');
    await submitSignIn(page, language, 'not-an-address', 'x');
    await expect(main(page).getByText(/format|Formato/)).toBeVisible();
    await submitSignIn(page, language, 'nobody@example.com', 'Wrong-Pass1');
    await expect(main(page).getByRole('alert')).toBeVisible({ timeout: 20_000 });
    await expectNoViolations(page, 'sign-in refused');

    await page.goto('/oagregistermanualactive');
    await main(page).getByRole('button', { name: words.sendCode }).click();
    await expect(
      main(page).getByRole('alert').or(main(page).locator('[aria-invalid="true"]')),
    ).not.toHaveCount(0);
    await expectNoViolations(page, 'sign-up email required');

    // The code step from a mail link; asking twice shows the resend wait.
    await page.goto(`/oagregistermanualactive?email=a11y-${Date.now()}%40example.com&code=123456`);
    await main(page).getByRole('button', { name: words.resend }).click();
    await expect(main(page).getByRole('button', { name: words.resend })).toBeEnabled({ timeout: 20_000 });
    await main(page).getByRole('button', { name: words.resend }).click();
    await expect(main(page).getByTestId('resend-wait')).toBeVisible({ timeout: 20_000 });
    await expectNoViolations(page, 'sign-up resend wait');
  });

  test(`axe: settings messages and the close dialog in ${language}`, async ({ page }) => {
    test.slow();
    await startSignedIn(page, language);
    await page.goto('/settings');

    const password = page.getByRole('region', { name: words.changePassword });
    await password.getByRole('button', { name: words.changePassword }).click();
    await expect(password.locator('[aria-invalid="true"]').first()).toBeVisible();
    await main(page).getByRole('button', { name: words.save }).click();
    await expect(main(page).getByRole('status').first()).toBeVisible();
    await expectNoViolations(page, 'settings with messages');

    const close = page.getByRole('region', { name: words.closeAccount });
    await close.getByRole('button', { name: words.closeMine }).click();
    const dialog = page.getByRole('dialog');
    await labelled(dialog, words.password).fill('Not-The-One1');
    await dialog.getByRole('button', { name: words.closeAccount }).click();
    await expect(dialog.getByText('Wrong current password', { exact: true })).toBeVisible();
    await expectNoViolations(page, 'close account dialog');
  });
}
