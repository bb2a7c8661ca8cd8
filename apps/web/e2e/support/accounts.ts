import { randomBytes, randomUUID } from 'node:crypto';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { hashPassword, readMailDir, waitForCodeInDir } from '@flarescope/api/testing';
import { E2E_DB_FILE, E2E_MAIL_DIR } from '../../../../playwright.config';
import { openSession, presetLanguage, type Language } from './fixtures';

export const PASSWORD = 'Flare-Pass1';

/** A fresh address per test, so parallel tests never read each other's mail. */
export const uniqueEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * Each test is its own client: the API counts code sends and sign-ins per IP, and every test comes from
 * 127.0.0.1; the e2e server trusts X-Forwarded-For from there (TRUST_PROXY=loopback, playwright.config.ts).
 */
export const asOwnClient = async (context: BrowserContext): Promise<void> => {
  const ip = `10.${[...randomBytes(3)].join('.')}`;
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
};

/** How many mails reached `email` so far (to wait for the next one). */
export const mailCountTo = (email: string): number =>
  readMailDir(E2E_MAIL_DIR).filter((mail) => mail.to.includes(email.toLowerCase())).length;

/** The code of the newest mail to `email`, once it has received more than `seen` mails. */
export const nextCodeTo = async (email: string, seen = 0): Promise<string> => {
  const address = email.toLowerCase();
  await expect
    .poll(() => mailCountTo(address), { message: `a mail to ${email}`, timeout: 20_000 })
    .toBeGreaterThan(seen);
  return waitForCodeInDir(E2E_MAIL_DIR, address, { timeoutMs: 5_000 });
};

/** The newest mail to `email` (subject and text), for what the mail says and its link. */
/** Every mail to `email`, oldest first. */
export const mailsTo = (email: string) =>
  readMailDir(E2E_MAIL_DIR).filter((mail) => mail.to.includes(email.toLowerCase()));

export const lastMailTo = (email: string) =>
  readMailDir(E2E_MAIL_DIR)
    .filter((mail) => mail.to.includes(email.toLowerCase()))
    .at(-1);

export type Account = { id: string; email: string; username: string; password: string };

/**
 * One Argon2id hash per password per worker: a hash is salted, but nothing here compares two accounts'
 * hashes, and each hash is ~0.1 s of CPU (seconds on a loaded 2-core runner) that the browser and the
 * server are waiting for. The server still verifies the password on every sign-in.
 */
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string): Promise<string> => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

/**
 * An account with a real (Argon2id) password and a full profile, written straight into the
 * server's SQLite file: for flows that start from an existing account.
 */
export const createAccount = async (
  options: { language?: Language; units?: 'metric' | 'imperial'; password?: string } = {},
): Promise<Account> => {
  const id = randomUUID();
  const email = uniqueEmail('acct');
  const username = `acct_${id.slice(0, 8)}`;
  const password = options.password ?? PASSWORD;
  const passwordHash = await hashOf(password);
  const now = new Date().toISOString();
  const db = new Database(E2E_DB_FILE, { fileMustExist: true, timeout: 10_000 });
  try {
    db.pragma('busy_timeout = 10000');
    db.prepare(
      `INSERT INTO users (id, email, password_hash, username, username_key, first_name, last_name,
         birth_date, country, city, is_working, company, position, language, units, role,
         created_at, updated_at)
       VALUES (@id, @email, @passwordHash, @username, @usernameKey, 'Erin', 'Tester', '1988-03-09',
         'AR', 'Neuquén', 1, 'YPF', 'Engineer', @language, @units, 'user', @now, @now)`,
    ).run({
      id,
      email,
      passwordHash,
      username,
      usernameKey: username.toLowerCase(),
      language: options.language ?? 'en',
      units: options.units ?? 'metric',
      now,
    });
  } finally {
    db.close();
  }
  return { id, email, username, password };
};

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form control by its visible label (a required field's label ends with ' *'). */
export const labelled = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

/** Words of the login and header screens in each language. */
export const WORDS = {
  en: {
    signInTitle: 'Sign in to Flarescope',
    welcome: 'Welcome to Flarescope',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    accountMenu: 'Account menu',
    signOut: 'Sign out',
    settings: 'Settings',
  },
  es: {
    signInTitle: 'Inicie sesión en Flarescope',
    welcome: 'Bienvenido a Flarescope',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    accountMenu: 'Menú de la cuenta',
    signOut: 'Cerrar sesión',
    settings: 'Configuración',
  },
} as const;

/** Fills the sign-in form at `/` (already open) and submits it. */
export const submitSignIn = async (page: Page, language: Language, email: string, password: string) => {
  const words = WORDS[language];
  const main = page.getByRole('main');
  await labelled(main, words.email).fill(email);
  await labelled(main, words.password).fill(password);
  await main.getByRole('button', { name: words.signIn, exact: true }).click();
};

/** Signs in through the login screen and waits for the reload into the signed-in set. */
export const signInThroughUi = async (page: Page, language: Language, email: string, password: string) => {
  await page.goto('/');
  await expect(h1(page)).toHaveText(WORDS[language].signInTitle);
  await submitSignIn(page, language, email, password);
  await expect(h1(page)).toHaveText(WORDS[language].welcome, { timeout: 20_000 });
  await expect(accountMenuButton(page, language)).toBeVisible();
};

export const accountMenuButton = (page: Page, language: Language) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^${WORDS[language].accountMenu}: `) });

/**
 * A fresh account in `language` (a real password, for the flows that type it later), signed in by a
 * client of its own with a session opened in the database, on its home screen: how most settings flows
 * start. Signing in through the login screen is what accounts-sign-in.spec.ts tests, and these flows
 * sign in through it again after signing out; the first sign-in only cost each test a login screen and
 * an Argon2 verification (3–9 s on the loaded CI runner).
 */
export const startSignedIn = async (
  page: Page,
  language: Language,
  options: { units?: 'metric' | 'imperial' } = {},
): Promise<Account> => {
  await asOwnClient(page.context());
  await presetLanguage(page.context(), language);
  const account = await createAccount({ language, ...options });
  await openSession(page.context(), account.id);
  await page.goto('/');
  await expect(h1(page)).toHaveText(WORDS[language].welcome);
  await expect(accountMenuButton(page, language)).toBeVisible();
  return account;
};

/** Signs out through the account menu and its confirmation. */
export const signOutThroughUi = async (page: Page, language: Language) => {
  const words = WORDS[language];
  await accountMenuButton(page, language).click();
  await page.getByRole('banner').getByRole('button', { name: words.signOut, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: words.signOut, exact: true }).click();
  await expect(h1(page)).toHaveText(words.signInTitle);
};
