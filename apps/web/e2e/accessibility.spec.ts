import type { Page } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The home page with the header's account menu open; its Sign out button. */
const openAccountMenu = async (page: Page) => {
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu: / })
    .click();
  return page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true });
};

/** The sign-out confirmation dialog, opened from the account menu and shown. */
const openSignOutDialog = async (page: Page) => {
  await (await openAccountMenu(page)).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out?' });
  await expect(dialog).toBeVisible();
  return dialog;
};

test.describe('axe', () => {
  // Every screen of every route set is audited in screen-walk.spec.ts; here, what only appears on a click.
  test('the open account menu', async ({ signedInPage: page }) => {
    await expect(await openAccountMenu(page)).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('the sign-out confirmation dialog', async ({ signedInPage: page }) => {
    await openSignOutDialog(page);
    expect(await blockingViolations(page)).toEqual([]);
  });
});

test.describe('less motion', () => {
  /** The duration of the sign-out dialog's transition, opened afresh (Mantine writes it inline). */
  const dialogTransition = async (page: Page) =>
    (await openSignOutDialog(page)).evaluate((element) => getComputedStyle(element).transitionDuration);

  test('a user who asks their system for less motion gets dialogs without a transition', async ({
    signedInPage: page,
  }) => {
    // The suite's browser asks for less motion (playwright.config.ts): the dialog appears at once.
    expect(await dialogTransition(page)).toBe('0s');
    // A browser that does not ask sees it come in.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await dialogTransition(page)).not.toBe('0s');
  });
});

/** What the focused element shows: an outline or a focus ring (box-shadow), on itself or its label. */
const focusIndicator = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement)) return null;
    // A SegmentedControl's radio is visually hidden; its label carries the focus ring.
    const label = active instanceof HTMLInputElement ? active.labels?.[0] : undefined;
    const shown = label ?? active;
    const style = window.getComputedStyle(shown);
    const outline =
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) > 0 &&
      !/rgba\(.*, 0\)$|transparent/.test(style.outlineColor);
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    const box = shown.getBoundingClientRect();
    return {
      name: (active.getAttribute('aria-label') ?? label?.innerText ?? active.innerText).trim(),
      group: active.closest('[role="radiogroup"]')?.getAttribute('aria-label') ?? null,
      visible:
        (outline || ring) &&
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.top < window.innerHeight,
    };
  });

test('keyboard: Tab walks the header in order, each stop with a visible focus', async ({ page }) => {
  await page.goto('/home');
  await expect(h1(page)).toHaveText('Welcome to Flarescope');

  const expected: Array<{ name: string; group?: string }> = [
    { name: 'Skip to main content' },
    { name: 'Flarescope' },
    { name: 'Flaring Explorer' },
    { name: 'Companies' },
    { name: 'Investors Room' },
    { name: 'Business Mastery' },
    { name: 'Passport' },
    { name: 'EN', group: 'Language' },
    { name: 'Metric', group: 'Units' },
    { name: 'Sign in' },
  ];
  for (const stop of expected) {
    await page.keyboard.press('Tab');
    const focused = await focusIndicator(page);
    expect(focused?.name, `Tab stop "${stop.name}"`).toBe(stop.name);
    expect(focused?.group ?? undefined, `group of "${stop.name}"`).toBe(stop.group);
    expect(focused?.visible, `visible focus on "${stop.name}"`).toBe(true);
  }

  // The skip link moves focus to the page's main content.
  await page.goto('/home');
  await expect(h1(page)).toHaveText('Welcome to Flarescope');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // Arrow keys choose within a switch.
  await page.goto('/home');
  await expect(h1(page)).toHaveText('Welcome to Flarescope');
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await expect(
    page.getByRole('radiogroup', { name: 'Idioma' }).getByRole('radio', { name: 'ES' }),
  ).toBeChecked();
  await expect(h1(page)).toHaveText('Bienvenido a Flarescope');
});
