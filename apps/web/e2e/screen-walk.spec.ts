import type { Page } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { englishWordsIn, RAW_KEY, visibleSpanishText } from './support/english-text';
import { expect, prepareRouteSet, test, type Language, type RouteSetName } from './support/fixtures';
import { adminScreens, LANGUAGES, signedInScreens, signedOutScreens, type Screen } from './support/screens';

/**
 * Every screen of every route set (SPEC §2), in each language, visited once and checked for all that a
 * whole-screen walk can see: it renders its own screen (its h1, at its own address, no redirect), in the
 * chosen language (`<html lang>`, no raw dictionary key or `{{placeholder}}`, and in Spanish no English
 * word the product wrote), and axe finds no serious or critical WCAG 2.1 A/AA violation once its data has
 * come. One visit per screen: these were three walks over the same screens (accessibility, i18n and
 * routes), each paying for the page load again.
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

const checkScreen = async (page: Page, screen: Screen, language: Language) => {
  const where = `${screen.path} (${language})`;
  await page.goto(screen.path);
  await expect(h1(page), where).toHaveText(screen.heading[language]);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect
    .soft(page, `${where} stays at its address`)
    .toHaveURL((url) => `${url.pathname}${url.search}` === screen.path);
  // The data that loads after the heading is part of the screen. A map waits to be scrolled to before
  // it loads (its status stays): only the page's own data counts.
  await expect(page.locator('.mantine-Loader-root:not([data-map-status] *)'), where).toHaveCount(0, {
    timeout: 15_000,
  });

  const text = await page.evaluate(() => document.body.innerText);
  expect.soft(text.match(RAW_KEY)?.[0] ?? null, `raw i18n key on ${where}`).toBeNull();
  expect.soft(text.includes('{{'), `"{{" placeholder on ${where}`).toBe(false);
  expect.soft(text.includes('}}'), `"}}" placeholder on ${where}`).toBe(false);
  if (language === 'es') {
    // Issue 20, item 15: everything the product writes is in Spanish (proper names and a publisher's own
    // English title, marked lang="en", aside).
    expect.soft(englishWordsIn(await visibleSpanishText(page)), `English text on ${where}`).toEqual([]);
  }

  const blocking = await blockingViolations(page);
  expect.soft(blocking, `axe violations on ${where}:\n${JSON.stringify(blocking, null, 2)}`).toEqual([]);
};

const routeSets: Array<{ name: RouteSetName; screens: Screen[] }> = [
  { name: 'signed-out', screens: signedOutScreens },
  { name: 'signed-in', screens: signedInScreens },
  { name: 'admin', screens: adminScreens },
];

test.describe('every screen', () => {
  for (const language of LANGUAGES) {
    for (const set of routeSets) {
      test(`${set.name} screens in ${language}: its own screen, in ${language}, axe-clean`, async ({
        page,
        context,
      }) => {
        // One test walks the whole set: its time grows with the set, not with one page.
        test.setTimeout(300_000);
        await prepareRouteSet(context, set.name, language);
        for (const screen of set.screens) {
          await test.step(screen.path, () => checkScreen(page, screen, language));
        }
      });
    }
  }
});
