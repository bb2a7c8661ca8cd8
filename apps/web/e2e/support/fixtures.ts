import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_DB_FILE } from '../../../../playwright.config';

export type Language = 'en' | 'es';

export type SignedInUser = {
  id: string;
  email: string;
  username: string;
  /** The opaque session token the `auth` cookie carries. */
  token: string;
};

type SignInOptions = {
  language?: Language;
  hasPremiumAccess?: boolean;
  /** A grant for every published project. */
  hasProjectAccess?: boolean;
  role?: 'user' | 'admin';
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Creates a user and an open session straight in the server's SQLite file (the accounts flow is a
 * later issue) and hands the browser the session's `auth` cookie. The cookie is deliberately added
 * as a plain session cookie: the app's start-up call must rewrite it (HttpOnly, 1000 days).
 */
export const createSignedInUser = (options: SignInOptions = {}): SignedInUser => {
  const id = randomUUID();
  const email = `e2e-${id}@example.com`;
  const username = `e2e_${id.slice(0, 8)}`;
  const token = randomBytes(32).toString('base64url');
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const now = new Date();
  const nowIso = now.toISOString();
  const expiresAt = new Date(now.getTime() + 365 * DAY_MS).toISOString();

  const db = new Database(E2E_DB_FILE, { fileMustExist: true, timeout: 10_000 });
  try {
    db.pragma('busy_timeout = 10000');
    const insert = db.transaction(() => {
      db.prepare(
        `INSERT INTO users (id, email, password_hash, username, username_key, first_name, last_name,
           language, units, role, created_at, updated_at)
         VALUES (@id, @email, 'x', @username, @usernameKey, 'Erin', 'Tester', @language, 'metric', @role,
           @now, @now)`,
      ).run({
        id,
        email,
        username,
        usernameKey: username.toLowerCase(),
        language: options.language ?? 'en',
        role: options.role ?? 'user',
        now: nowIso,
      });
      const grant = db.prepare(
        `INSERT INTO access_grants (id, user_id, kind, project_id, granted_by, reason, created_at)
         VALUES (@grantId, @userId, @kind, '', NULL, 'end-to-end test', @now)`,
      );
      if (options.hasPremiumAccess)
        grant.run({ grantId: randomUUID(), userId: id, kind: 'premium', now: nowIso });
      if (options.hasProjectAccess)
        grant.run({ grantId: randomUUID(), userId: id, kind: 'projects', now: nowIso });
      db.prepare(
        `INSERT INTO sessions (id, user_id, token_hash, created_at, last_used_at, expires_at, user_agent)
         VALUES (@sessionId, @userId, @tokenHash, @now, @now, @expiresAt, 'playwright')`,
      ).run({ sessionId: randomUUID(), userId: id, tokenHash, now: nowIso, expiresAt });
    });
    insert();
  } finally {
    db.close();
  }
  return { id, email, username, token };
};

/** Signs a browser context in as a fresh user (parallel-safe: every call makes its own user). */
export const signIn = async (context: BrowserContext, options: SignInOptions = {}): Promise<SignedInUser> => {
  const user = createSignedInUser(options);
  await context.addCookies([{ name: 'auth', value: user.token, domain: '127.0.0.1', path: '/' }]);
  return user;
};

/**
 * Opens a session for an existing user straight in the server's SQLite file and hands the browser its
 * `auth` cookie: signed in without the login screen, for flows that are not about signing in (the login
 * screen's own flows, accounts-sign-in.spec.ts and the sign-ins later in the accounts specs, keep it).
 */
export const openSession = async (context: BrowserContext, userId: string): Promise<void> => {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const db = new Database(E2E_DB_FILE, { fileMustExist: true, timeout: 10_000 });
  try {
    db.pragma('busy_timeout = 10000');
    db.prepare(
      `INSERT INTO sessions (id, user_id, token_hash, created_at, last_used_at, expires_at, user_agent)
       VALUES (@sessionId, @userId, @tokenHash, @now, @now, @expiresAt, 'playwright')`,
    ).run({
      sessionId: randomUUID(),
      userId,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + 365 * DAY_MS).toISOString(),
    });
  } finally {
    db.close();
  }
  await context.addCookies([{ name: 'auth', value: token, domain: '127.0.0.1', path: '/' }]);
};

/** The header's EN | ES switch (a Mantine SegmentedControl: a radio group named 'Language'/'Idioma'). */
export const languageSwitch = (page: Page) => page.getByRole('radiogroup', { name: /^(Language|Idioma)$/ });

/** The header's Metric | Imperial switch ('Units'/'Unidades'). */
export const unitsSwitch = (page: Page) => page.getByRole('radiogroup', { name: /^(Units|Unidades)$/ });

/** Switches the interface language through the UI, the way a user does, and waits for `<html lang>`. */
export const switchLanguage = async (page: Page, language: Language): Promise<void> => {
  await languageSwitch(page).getByText(language.toUpperCase(), { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
};

/**
 * Shows the screen in the page in the other language, the way a user does: the EN | ES switch where the
 * screen has one in view (the header, the login screen), which changes the screen in place — and, signed
 * in, the account's language — or else the browser's own choice and a reload (the register screen).
 * Answers the language now shown.
 */
export const switchLanguageOfScreen = async (page: Page, from: Language): Promise<Language> => {
  const to: Language = from === 'en' ? 'es' : 'en';
  if (await languageSwitch(page).isVisible()) await switchLanguage(page, to);
  else {
    await page.evaluate((language) => window.localStorage.setItem('flarescope.locale', language), to);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', to);
  }
  return to;
};

/** Starts the browser in a language before the app loads (the app reads `flarescope.locale` at start-up). */
export const presetLanguage = async (context: BrowserContext, language: Language): Promise<void> => {
  await context.addInitScript((lng) => {
    if (window.localStorage.getItem('flarescope.locale') === null)
      window.localStorage.setItem('flarescope.locale', lng);
  }, language);
};

/** The route sets of SPEC §2 a walk over screens runs in. */
export type RouteSetName = 'signed-out' | 'signed-in' | 'admin';

/**
 * Readies a browser context for a route set in a language: a fresh user with project access, a fresh
 * administrator (a signed-in user's language comes from the account), or a visitor whose browser starts
 * in the language.
 */
export const prepareRouteSet = async (
  context: BrowserContext,
  set: RouteSetName,
  language: Language,
): Promise<void> => {
  if (set === 'signed-in') await signIn(context, { language, hasProjectAccess: true });
  else if (set === 'admin') await signIn(context, { language, role: 'admin' });
  else await presetLanguage(context, language);
};

type Fixtures = {
  /** A fresh user, signed in, on a page of its own context. */
  signedInPage: Page;
  signedInUser: SignedInUser;
};

export const test = base.extend<Fixtures>({
  signedInUser: async ({ context }, use) => {
    await use(await signIn(context));
  },
  signedInPage: async ({ page, signedInUser }, use) => {
    expect(signedInUser.token).not.toBe('');
    await use(page);
  },
});

export { expect };
