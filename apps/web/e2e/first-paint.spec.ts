import type { Page } from '@playwright/test';
import { expect, presetLanguage, test, type Language } from './support/fixtures';

/**
 * The server writes a static picture of the header and the page's title into index.html, so a slow
 * phone sees the page before the app's code arrives; the app takes its place without a jump.
 */

/** Holds the app's main module until `release` is called, as a slow connection would. */
const holdAppCode = async (page: Page) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
};

const CASES: { language: Language; path: string; title: string; lead: RegExp; section: string }[] = [
  {
    language: 'en',
    path: '/companies',
    title: 'Companies Explorer',
    lead: /^The oil and gas operators of each country/,
    section: 'Companies',
  },
  {
    language: 'es',
    path: '/flaring-explorer',
    title: 'Explorador de quema',
    lead: /^La quema de gas vista desde el espacio/,
    section: 'Explorador de quema',
  },
];

for (const { language, path, title, lead, section } of CASES) {
  test(`${path} in ${language}: the title shows before the app's code, and the app replaces it in place`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await presetLanguage(context, language);
    const page = await context.newPage();
    const release = await holdAppCode(page);
    await page.goto(path, { waitUntil: 'commit' });

    const firstPaint = page.locator('#first-paint');
    const pictureTitle = firstPaint.locator(`[lang="${language}"] .fp-title`);
    await expect(pictureTitle).toHaveText(title);
    await expect(firstPaint.locator(`[lang="${language}"] .fp-lead`)).toHaveText(lead);
    await expect(firstPaint.locator(`[lang="${language}"] [data-active]`)).toHaveText(section);
    // Only the chosen language is drawn, and the picture is not offered to screen readers.
    await expect(firstPaint.locator(`:scope > :not([lang="${language}"])`)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`first-paint-${language}.png`) });
    const before = await pictureTitle.boundingBox();

    release();
    const heading = page.getByRole('heading', { level: 1, name: title });
    await expect(heading).toBeVisible();
    await expect(firstPaint).toHaveCount(0);
    const after = await heading.boundingBox();
    expect(before).not.toBeNull();
    expect(after).not.toBeNull();
    // Where the title was drawn first is where the app draws it (within a pixel).
    expect(Math.abs((after?.x ?? 0) - (before?.x ?? 0))).toBeLessThanOrEqual(1);
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThanOrEqual(1);
    expect(Math.abs((after?.width ?? 0) - (before?.width ?? 0))).toBeLessThanOrEqual(1);
    await context.close();
  });
}
