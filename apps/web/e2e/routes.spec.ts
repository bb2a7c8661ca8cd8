import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';
import { adminScreens } from './support/screens';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Chromium stores no cookie for longer than 400 days, whatever Max-Age the server sends. */
const CHROMIUM_MAX_COOKIE_DAYS = 400;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The not-found screen of SPEC §2 and §8: a 404 heading, 'Page Not Found' and a 'Go Home' link to `/`. */
const expectNotFound = async (page: Page, path: string) => {
  await expect.soft(h1(page), path).toHaveText('404');
  await expect.soft(page.getByRole('heading', { name: 'Page Not Found' }), path).toBeVisible();
  await expect.soft(page.getByRole('link', { name: 'Go Home' }), path).toHaveAttribute('href', '/');
};

const expectPath = async (page: Page, pathname: string) => {
  await expect.poll(() => new URL(page.url()).pathname).toBe(pathname);
};

/**
 * Visits each path in one browser context (fast) and checks it; a failing path does not hide the
 * others (soft assertions), and each path is a step of its own in the report.
 */
const visitEach = async (page: Page, paths: string[], check: (path: string) => Promise<void>) => {
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await check(path);
    });
  }
};

const header = (page: Page) => page.getByRole('banner');
const accountButton = (page: Page) => header(page).getByRole('button', { name: /^Account menu: / });

test.describe('signed out', () => {
  test('/ is the login screen, and "Enter as visitor" opens the welcome screen at /home', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(h1(page)).toHaveText('Sign in to Flarescope');
    await page.getByRole('link', { name: 'Enter as visitor' }).click();
    await expectPath(page, '/home');
    await expect(h1(page)).toHaveText('Welcome to Flarescope');
    // The welcome screen's five sections (SPEC §2, "Screens and flows").
    for (const section of [
      'My Passport',
      'Operators Explorer',
      'Business Mastery',
      'Flaring Explorer',
      'Investors Room',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
    }
    // A visitor sees the sign-in link, not an account menu.
    await expect(header(page).getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(accountButton(page)).toHaveCount(0);
  });

  test('/oagregistermanualactive shows the same login screen, opened on registration', async ({ page }) => {
    await page.goto('/oagregistermanualactive');
    await expect(h1(page)).toHaveText('Create your account');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
      'href',
      '/',
    );
    await expectPath(page, '/oagregistermanualactive');
  });

  test('/passport, /project and /project/abc redirect to /', async ({ page }) => {
    await visitEach(page, ['/passport', '/project', '/project/abc'], async (path) => {
      await expect.soft(page, `${path} → /`).toHaveURL((url) => url.pathname === '/');
      await expect.soft(h1(page), path).toHaveText('Sign in to Flarescope');
    });
  });

  // Every other path of the set renders its own screen: screen-walk.spec.ts.

  const missing = [
    '/flaring-explorer/argentina/ypf-s-a/loma-campana-01867',
    '/admin',
    '/admin/users',
    '/404',
    '/some/unknown/path',
  ];
  test('a flare (signed-in only), the admin console, /404 and an unknown path show the 404 screen', async ({
    page,
  }) => {
    await visitEach(page, missing, async (path) => {
      await expectNotFound(page, path);
      await expect.soft(page, path).toHaveURL((url) => `${url.pathname}${url.search}` === path);
    });
  });

  test('"Go Home" on the 404 screen goes to /', async ({ page }) => {
    await page.goto('/some/unknown/path');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expectPath(page, '/');
    await expect(h1(page)).toHaveText('Sign in to Flarescope');
  });
});

test.describe('signed in', () => {
  test('/ is the welcome screen and /home redirects to /', async ({ signedInPage: page }) => {
    await page.goto('/');
    await expect(h1(page)).toHaveText('Welcome to Flarescope');
    await page.goto('/home');
    await expectPath(page, '/');
    await expect(h1(page)).toHaveText('Welcome to Flarescope');
  });

  // Every other path of the set renders its own screen: screen-walk.spec.ts.

  test('the admin console is the 404 screen for a user and a premium user, and renders for an administrator', async ({
    browser,
  }) => {
    test.slow(); // Three browsers, every console screen.
    for (const options of [{}, { hasPremiumAccess: true, hasProjectAccess: true }]) {
      const context = await browser.newContext();
      await signIn(context, options);
      const page = await context.newPage();
      await visitEach(page, ['/admin', '/admin/users', '/admin/imports'], async (path) => {
        await expectNotFound(page, path);
      });
      await context.close();
    }
    const context = await browser.newContext();
    await signIn(context, { role: 'admin' });
    const page = await context.newPage();
    await visitEach(
      page,
      adminScreens.map((screen) => screen.path),
      async (path) => {
        const screen = adminScreens.find((item) => item.path === path);
        await expect.soft(h1(page), path).toHaveText(screen?.heading.en ?? '');
      },
    );
    await context.close();
  });

  test('/project (no slug), /unknown and /404 show the 404 screen, whose "Go Home" leads to /', async ({
    signedInPage: page,
  }) => {
    await visitEach(page, ['/project', '/unknown', '/404'], async (path) => {
      await expectNotFound(page, path);
    });
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expectPath(page, '/');
    await expect(h1(page)).toHaveText('Welcome to Flarescope');
  });

  test('the start-up call rewrites the auth and enviroment cookies for 1000 days', async ({
    signedInPage: page,
    signedInUser,
    context,
  }) => {
    // The fixture hands the browser a plain session cookie; the app's start-up call must rewrite it.
    const sessionResponse = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/session',
    );
    await page.goto('/');
    const response = await sessionResponse;
    await expect(h1(page)).toHaveText('Welcome to Flarescope');

    // What the server asks for: 1000 days, path /, auth HttpOnly, both SameSite=Lax (SPEC §9).
    const setCookies = (await response.headersArray())
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value);
    const attributes = (name: string) => {
      const line = setCookies.find((value) => value.startsWith(`${name}=`));
      expect(line, `Set-Cookie for ${name} in ${JSON.stringify(setCookies)}`).toBeDefined();
      return (line ?? '').split(';').map((part) => part.trim().toLowerCase());
    };
    const lifetime = (parts: string[]) => {
      const maxAge = parts.find((part) => part.startsWith('max-age='));
      if (maxAge) return Number(maxAge.slice('max-age='.length)) * 1000;
      const expires = parts.find((part) => part.startsWith('expires='));
      return expires ? Date.parse(expires.slice('expires='.length)) - Date.now() : 0;
    };
    const authParts = attributes('auth');
    const environmentParts = attributes('enviroment');
    expect(authParts[0]).toBe(`auth=${signedInUser.token}`.toLowerCase());
    expect(authParts).toContain('httponly');
    expect(authParts).toContain('samesite=lax');
    expect(authParts).toContain('path=/');
    expect(Math.abs(lifetime(authParts) - 1000 * DAY_MS)).toBeLessThan(2 * DAY_MS);
    expect(environmentParts[0]).toBe('enviroment=prod');
    expect(environmentParts).toContain('path=/');
    expect(Math.abs(lifetime(environmentParts) - 1000 * DAY_MS)).toBeLessThan(2 * DAY_MS);

    // What the browser keeps: Chromium caps any cookie's lifetime at 400 days, so the stored cookies
    // last as long as the browser allows (they were a session-only cookie before the call).
    const cookies = await context.cookies();
    const auth = cookies.find((cookie) => cookie.name === 'auth');
    const environment = cookies.find((cookie) => cookie.name === 'enviroment');
    const longest = (Date.now() + Math.min(1000, CHROMIUM_MAX_COOKIE_DAYS) * DAY_MS) / 1000;
    const twoDays = (2 * DAY_MS) / 1000;
    expect(auth, 'auth cookie').toBeDefined();
    expect(auth?.value).toBe(signedInUser.token);
    expect(auth?.httpOnly).toBe(true);
    expect(auth?.sameSite).toBe('Lax');
    expect(auth?.path).toBe('/');
    expect(Math.abs((auth?.expires ?? 0) - longest)).toBeLessThan(twoDays);
    expect(environment, 'enviroment cookie').toBeDefined();
    expect(environment?.value).toBe('prod');
    expect(environment?.httpOnly).toBe(false);
    expect(environment?.path).toBe('/');
    expect(Math.abs((environment?.expires ?? 0) - longest)).toBeLessThan(twoDays);

    // HttpOnly: scripts on the page cannot read the session token, but can read enviroment=prod.
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).not.toContain(signedInUser.token);
    expect(visible).toContain('enviroment=prod');
  });

  test('the header shows the account menu, which closes on a click outside', async ({
    signedInPage: page,
    signedInUser,
  }) => {
    await page.goto('/');
    await expect(h1(page)).toHaveText('Welcome to Flarescope');
    await expect(header(page).getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
    const button = accountButton(page);
    await expect(button).toHaveAccessibleName(`Account menu: ${signedInUser.username}`);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(header(page).getByText(signedInUser.email)).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Settings', exact: true })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'My Passport', exact: true })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();

    // A click anywhere else closes it.
    await h1(page).click();
    await expect(header(page).getByRole('button', { name: 'Sign out', exact: true })).toBeHidden();
    await expect(header(page).getByRole('link', { name: 'Settings', exact: true })).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Its links go where they say.
    await button.click();
    await header(page).getByRole('link', { name: 'Settings', exact: true }).click();
    await expectPath(page, '/settings');
    await expect(h1(page)).toHaveText('Settings');
    await expect(header(page).getByRole('link', { name: 'Settings', exact: true })).toBeHidden();
    await button.click();
    await header(page).getByRole('link', { name: 'My Passport', exact: true }).click();
    await expectPath(page, '/passport');
    await expect(h1(page)).toHaveText('My Passport');
  });

  test('signing out asks first; Cancel keeps the session, confirming ends it', async ({
    signedInPage: page,
    signedInUser,
    context,
  }) => {
    await page.goto('/settings');
    await expect(h1(page)).toHaveText('Settings');

    await accountButton(page).click();
    await header(page).getByRole('button', { name: 'Sign out', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You will need your email and password to sign in again.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(accountButton(page)).toBeVisible();
    await page.reload();
    await expect(h1(page)).toHaveText('Settings');
    await expect(accountButton(page)).toBeVisible();

    await accountButton(page).click();
    await header(page).getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();

    // The app reloads into the signed-out set.
    await expectPath(page, '/');
    await expect(h1(page)).toHaveText('Sign in to Flarescope');
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('auth');
    expect(names).not.toContain('enviroment');

    await page.goto('/passport');
    await expectPath(page, '/');
    await expect(h1(page)).toHaveText('Sign in to Flarescope');

    // The session is over on the server too: the old token no longer signs anyone in.
    await context.addCookies([{ name: 'auth', value: signedInUser.token, domain: '127.0.0.1', path: '/' }]);
    await page.goto('/passport');
    await expectPath(page, '/');
    await expect(h1(page)).toHaveText('Sign in to Flarescope');
  });

  test('two users in parallel each see their own account', async ({ browser }) => {
    const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
    try {
      const users = await Promise.all(contexts.map((context) => signIn(context)));
      const pages = await Promise.all(contexts.map((context) => context.newPage()));
      await Promise.all(pages.map((page) => page.goto('/')));
      for (const [index, page] of pages.entries()) {
        await expect(accountButton(page)).toHaveAccessibleName(
          `Account menu: ${users[index]?.username ?? ''}`,
        );
      }
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });
});
