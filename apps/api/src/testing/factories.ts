import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Database, Db } from '../db/database.js';
import type { UsersTable } from '../modules/accounts/index.js';
import type { Clock } from '../infra/clock.js';
import { createSession } from '../modules/session/index.js';

/** A users row, and the account-wide grants to give it (1 = granted, as the columns they replaced). */
export type UserOverrides = Partial<Insertable<UsersTable>> & {
  has_premium_access?: number;
  has_project_access?: number;
};

/**
 * Inserts a user with sensible defaults; the password hash is a placeholder (accounts set real ones).
 * `has_premium_access: 1` / `has_project_access: 1` insert the account-wide grants.
 */
export const buildUser = async (db: Db, clock: Clock, options: UserOverrides = {}) => {
  const { has_premium_access: premium, has_project_access: projects, ...overrides } = options;
  const id = randomUUID();
  const now = clock.now().toISOString();
  const user = {
    id,
    email: `user-${id}@example.com`,
    password_hash: 'not-a-real-hash',
    username: `user_${id.slice(0, 8)}`,
    username_key: `user_${id.slice(0, 8)}`,
    first_name: 'Ana',
    last_name: 'Pérez',
    birth_date: '1990-05-17',
    country: 'CO',
    city: 'Bogotá',
    is_working: 1,
    company: 'Ecopetrol',
    position: 'Engineer',
    headline: null,
    about: null,
    cover_photo: null,
    language: 'en',
    units: 'metric',
    role: 'user',
    closed_at: null,
    purge_after: null,
    created_at: now,
    updated_at: now,
    ...overrides,
  } satisfies Insertable<UsersTable>;
  await db.insertInto('users').values(user).execute();
  const grants = [premium === 1 && 'premium', projects === 1 && 'projects'].filter((kind) => kind !== false);
  for (const kind of grants) {
    await db
      .insertInto('access_grants')
      .values({
        id: randomUUID(),
        user_id: id,
        kind,
        project_id: '',
        granted_by: null,
        reason: null,
        created_at: now,
      })
      .execute();
  }
  return { ...user, has_premium_access: premium ?? 0, has_project_access: projects ?? 0 };
};

/** A signed-in user and the `auth` cookie value of their session. */
export const buildSignedInUser = async (db: Db, clock: Clock, overrides: UserOverrides = {}) => {
  const user = await buildUser(db, clock, overrides);
  const token = await createSession({ db, clock }, { userId: user.id });
  return { user, token };
};

/** How many rows a table holds: what a refused or repeated request must leave unchanged. */
export const countRows = async (db: Db, table: keyof Database): Promise<number> =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
