import type { Page } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { englishWordsIn, RAW_KEY, visibleSpanishText } from './support/english-text';
import { expect, test, type Language, type RouteSetName } from './support/fixtures';
import {
  adminScreens,
  signedInScreens,
  signedOutScreens,
  walkInBothLanguages,
  type Screen,
} from './support/screens';

/**
 * Every screen of every route set (SPEC §2), in both languages, checked for all that a whole-screen walk
 * can see: it renders its own screen (its h1, at its own address, no redirect), in the language shown
 * (`<html lang>`, no raw dictionary key or `{{placeholder}}`, and in Spanish no English word the product
 * wrote), and axe finds no serious or critical WCAG 2.1 A/AA violation once its data has come. One load
 * per screen: it is opened at its address in one language, checked, switched to the other with the EN | ES
 * switch as a user would, and checked again in place — which also finds text that keeps the old language
 * when the language changes. The next screen opens in the language the last one ended in, so each
 * language is also the one a screen is loaded in, screen about screen. (These were three walks over the
 * same screens, then one per language: each paid for the page loads again.)
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Checks the screen shown in the page, in a language. */
const checkScreen = async (page: Page, screen: Screen, language: Language) => {
  const where = `${screen.path} (${language})`;
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
  for (const set of routeSets) {
    test(`${set.name} screens in en and es: its own screen, in each language, axe-clean`, async ({
      page,
      context,
    }) => {
      // One test walks the whole set: its time grows with the set, not with one page.
      test.setTimeout(300_000);
      await walkInBothLanguages(page, context, set, (screen, language) =>
        checkScreen(page, screen, language),
      );
    });
  }
});
