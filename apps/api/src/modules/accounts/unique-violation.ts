import { AppError } from '../../errors.js';

/**
 * The column of a unique-constraint violation on users, read from the driver's error: PostgreSQL's
 * constraint name (`users_email_key`), SQLite's message (`UNIQUE constraint failed: users.email`).
 * Values are never looked at (an address may contain any word).
 */
const violatedUsersColumn = (error: unknown): 'email' | 'username' | null => {
  if (!error || typeof error !== 'object') return null;
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  const where =
    e.code === '23505'
      ? String(e.constraint ?? '')
      : e.code === 'SQLITE_CONSTRAINT_UNIQUE'
        ? String(e.message ?? '').replace(/^UNIQUE constraint failed: /, '')
        : '';
  if (where === 'users_email_key' || where === 'users.email') return 'email';
  if (where === 'users_username_key_key' || where === 'users.username_key') return 'username';
  return null;
};

/** Turns a lost race on users.email / users.username_key into the answer the earlier check would give. */
export const asTakenError = (error: unknown): unknown => {
  const column = violatedUsersColumn(error);
  if (column === 'email') return new AppError('email_taken');
  if (column === 'username') return new AppError('username_taken');
  return error;
};
