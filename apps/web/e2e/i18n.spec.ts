import type { Page } from '@playwright/test';
import { expect, languageSwitch, signIn, switchLanguage, test, unitsSwitch } from './support/fixtures';
import { englishWordsIn, RAW_KEY, visibleSpanishText } from './support/english-text';
import { LANGUAGES, signedInScreens } from './support/screens';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const storedItem = (page: Page, key: string) =>
  page.evaluate((name) => window.localStorage.getItem(name), key);

test.describe('language switch', () => {
  test('switches the UI to Spanish, survives a reload, and switches back', async ({ page }) => {
    await page.goto('/home');
    await expect(h1(page)).toHaveText('Welcome to Flarescope');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(languageSwitch(page).getByRole('radio', { name: 'EN' })).toBeChecked();

    await switchLanguage(page, 'es');
    await expect(h1(page)).toHaveText('Bienvenido a Flarescope');
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
    await expect(
      page.getByRole('radiogroup', { name: 'Idioma' }).getByRole('radio', { name: 'ES' }),
    ).toBeChecked();
    await expect(page.getByRole('radiogroup', { name: 'Unidades' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    expect(await storedItem(page, 'flarescope.locale')).toBe('es');

    await page.reload();
    await expect(h1(page)).toHaveText('Bienvenido a Flarescope');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(languageSwitch(page).getByRole('radio', { name: 'ES' })).toBeChecked();

    // Client-side navigation keeps the language.
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Empresas' })
      .click();
    await expect(h1(page)).toHaveText('Explorador de empresas');

    await switchLanguage(page, 'en');
    await expect(h1(page)).toHaveText('Companies Explorer');
    expect(await storedItem(page, 'flarescope.locale')).toBe('en');
    await page.reload();
    await expect(h1(page)).toHaveText('Companies Explorer');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the login screen has its own language switch', async ({ page }) => {
    await page.goto('/');
    await expect(h1(page)).toHaveText('Sign in to Flarescope');
    await switchLanguage(page, 'es');
    await expect(h1(page)).toHaveText('Inicie sesión en Flarescope');
    await page.getByRole('link', { name: 'Entrar como visitante' }).click();
    await expect(h1(page)).toHaveText('Bienvenido a Flarescope');
  });

  test('the units choice survives a reload', async ({ page }) => {
    await page.goto('/home');
    const units = unitsSwitch(page);
    await expect(units.getByRole('radio', { name: 'Metric' })).toBeChecked();
    await units.getByText('Imperial', { exact: true }).click();
    await expect(units.getByRole('radio', { name: 'Imperial' })).toBeChecked();
    expect(await storedItem(page, 'flarescope.units')).toBe('imperial');

    await page.reload();
    await expect(unitsSwitch(page).getByRole('radio', { name: 'Imperial' })).toBeChecked();
    await expect(unitsSwitch(page).getByRole('radio', { name: 'Metric' })).not.toBeChecked();

    // Translated along with the rest of the header.
    await switchLanguage(page, 'es');
    await expect(unitsSwitch(page).getByRole('radio', { name: 'Imperial' })).toBeChecked();
    await expect(unitsSwitch(page).getByText('Métrico', { exact: true })).toBeVisible();
    await unitsSwitch(page).getByText('Métrico', { exact: true }).click();
    await page.reload();
    await expect(unitsSwitch(page).getByRole('radio', { name: 'Métrico' })).toBeChecked();
  });
});

/** The walk over every screen in each language (raw keys, placeholders, English on Spanish screens) is in screen-walk.spec.ts. */
test.describe('no raw i18n keys', () => {
  for (const language of LANGUAGES) {
    test(`premium screens in ${language}: the explorers with the export menu open`, async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      await signIn(context, { language, hasPremiumAccess: true, hasProjectAccess: true });
      const explorers = signedInScreens.filter((screen) => screen.path.startsWith('/flaring-explorer/'));
      for (const screen of explorers) {
        await page.goto(screen.path);
        await expect(h1(page)).toHaveText(screen.heading[language]);
        await page
          .getByRole('button', { name: language === 'en' ? 'Download data' : 'Descargar datos' })
          .click();
        await expect(
          page.getByRole('button', {
            name:
              language === 'en'
                ? 'Excel (XLSX): every table of this view'
                : 'Excel (XLSX): todas las tablas de esta vista',
          }),
        ).toBeVisible();
        const text = await visibleSpanishText(page);
        expect.soft(text.match(RAW_KEY)?.[0] ?? null, `raw i18n key on ${screen.path}`).toBeNull();
        if (language === 'es') {
          expect.soft(englishWordsIn(text), `English text on ${screen.path} (es, premium)`).toEqual([]);
        }
        await page.keyboard.press('Escape');
      }
    });
  }
});
