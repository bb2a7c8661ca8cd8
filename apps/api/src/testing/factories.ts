import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db, UsersTable } from '../db/database.js';
import type { Clock } from '../infra/clock.js';
import { createSession } from '../modules/session/session.service.js';

/** Inserts a user with sensible defaults; the password hash is a placeholder (accounts set real ones). */
export const buildUser = async (db: Db, clock: Clock, overrides: Partial<Insertable<UsersTable>> = {}) => {
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
    has_premium_access: 0,
    has_project_access: 0,
    closed_at: null,
    purge_after: null,
    created_at: now,
    updated_at: now,
    ...overrides,
  } satisfies Insertable<UsersTable>;
  await db.insertInto('users').values(user).execute();
  return user;
};

/** A signed-in user and the `auth` cookie value of their session. */
export const buildSignedInUser = async (
  db: Db,
  clock: Clock,
  overrides: Partial<Insertable<UsersTable>> = {},
) => {
  const user = await buildUser(db, clock, overrides);
  const token = await createSession(db, clock, { userId: user.id });
  return { user, token };
};
