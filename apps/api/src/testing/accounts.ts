import type { SignUpRequest } from '@flarescope/shared';
import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Clock } from '../infra/clock.js';
import { hashPassword, type UsersTable } from '../modules/accounts/index.js';
import { createSession } from '../modules/session/index.js';
import type { TestApp } from './build-test-app.js';
import { buildUser } from './factories.js';
import { waitForCodeInDir } from './mail-message.js';

export const TEST_PASSWORD = 'Secret-Pass1';

/** A user whose password is TEST_PASSWORD (or `password`), hashed as sign-up hashes it. */
export const buildUserWithPassword = async (
  db: Db,
  clock: Clock,
  overrides: Partial<Insertable<UsersTable>> & { password?: string } = {},
) => {
  const { password = TEST_PASSWORD, ...rest } = overrides;
  return buildUser(db, clock, { password_hash: await hashPassword(password), ...rest });
};

/** The same, signed in: `token` is the `auth` cookie value. */
export const buildSignedInUserWithPassword = async (
  db: Db,
  clock: Clock,
  overrides: Partial<Insertable<UsersTable>> & { password?: string } = {},
) => {
  const user = await buildUserWithPassword(db, clock, overrides);
  const token = await createSession({ db, clock }, { userId: user.id });
  return { user, token };
};

/** The code in the newest outbox mail to `to`. */
export const outboxCode = (t: TestApp, to: string): Promise<string> =>
  waitForCodeInDir(t.outboxDir, to, { timeoutMs: 2000 });

/** The `auth` cookie a response set, if any. */
export const authCookieOf = (response: { headers: Record<string, unknown> }): string | undefined => {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header.map(String) : header ? [String(header)] : [];
  const auth = cookies.find((cookie) => cookie.startsWith('auth='));
  const value = auth?.slice('auth='.length).split(';')[0];
  return value ? value : undefined;
};

/**
 * A valid sign-up form for `email` (the ticket comes from /api/auth/signup/verify). A test of bad fields
 * casts its `overrides` (`as never`): the form is then what a client could send, not what the route types.
 */
export const signUpForm = (
  email: string,
  ticket: string,
  overrides: Partial<SignUpRequest> = {},
): SignUpRequest => ({
  ticket,
  email,
  password: TEST_PASSWORD,
  confirmPassword: TEST_PASSWORD,
  firstName: 'Ana',
  lastName: 'Pérez',
  birthDate: '1990-05-17',
  username: `ana_${email
    .split('@')[0]
    ?.replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 20)}`,
  country: 'CO',
  city: 'Bogotá',
  isWorking: true,
  company: 'Ecopetrol',
  position: 'Engineer',
  language: 'en',
  units: 'metric',
  ...overrides,
});

/**
 * Makes every UPDATE of `users.<column>` fail in the database (a trigger), as a broken disk or a lost
 * connection would; returns the function that removes it. For the "could not save" answers.
 */
export const failUserUpdatesOf = async (t: TestApp, column: string): Promise<() => Promise<void>> => {
  const name = `fail_${column}`;
  if (t.config.database.dialect === 'sqlite') {
    await sql
      .raw(
        `CREATE TRIGGER ${name} BEFORE UPDATE OF ${column} ON users BEGIN SELECT RAISE(ABORT, 'write refused'); END`,
      )
      .execute(t.db);
    return async () => void (await sql.raw(`DROP TRIGGER ${name}`).execute(t.db));
  }
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'write refused'; END $$ LANGUAGE plpgsql`,
    )
    .execute(t.db);
  await sql
    .raw(`CREATE TRIGGER ${name} BEFORE UPDATE OF ${column} ON users FOR EACH ROW EXECUTE FUNCTION ${name}()`)
    .execute(t.db);
  return async () => {
    await sql.raw(`DROP TRIGGER ${name} ON users`).execute(t.db);
    await sql.raw(`DROP FUNCTION ${name}()`).execute(t.db);
  };
};
