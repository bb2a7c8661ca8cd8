import type { Db } from '../../db/database.js';
import type { UsersTable } from './accounts.tables.js';

/** All SQL of the passport's profile: the profile columns of `users`. `db` may be a transaction. */

const PROFILE_COLUMNS = [
  'id',
  'username',
  'first_name',
  'last_name',
  'birth_date',
  'country',
  'city',
  'is_working',
  'company',
  'position',
  'headline',
  'about',
  'cover_photo',
  'cover_photo_small',
  'profile_visibility',
  'birth_date_visibility',
  'location_visibility',
  'work_visibility',
  'about_visibility',
] as const;

export type ProfileRow = Pick<UsersTable, 'id' | 'username' | 'first_name' | 'last_name' | 'birth_date'> &
  Pick<UsersTable, 'country' | 'city' | 'is_working' | 'company' | 'position' | 'headline' | 'about'> & {
    cover_photo: string | null;
    cover_photo_small: string | null;
    profile_visibility: string;
    birth_date_visibility: string;
    location_visibility: string;
    work_visibility: string;
    about_visibility: string;
  };

/** An open account's profile by id. */
export const findProfileById = (db: Db, userId: string): Promise<ProfileRow | undefined> =>
  db
    .selectFrom('users')
    .select(PROFILE_COLUMNS)
    .where('id', '=', userId)
    .where('closed_at', 'is', null)
    .executeTakeFirst();

/** An open account's profile by username, in any case. */
export const findProfileByUsername = (db: Db, username: string): Promise<ProfileRow | undefined> =>
  db
    .selectFrom('users')
    .select(PROFILE_COLUMNS)
    .where('username_key', '=', username.toLowerCase())
    .where('closed_at', 'is', null)
    .executeTakeFirst();

export type ProfileChanges = Partial<
  Pick<
    ProfileRow,
    | 'headline'
    | 'about'
    | 'cover_photo'
    | 'cover_photo_small'
    | 'profile_visibility'
    | 'birth_date_visibility'
    | 'location_visibility'
    | 'work_visibility'
    | 'about_visibility'
  >
>;

export const updateProfile = (db: Db, userId: string, changes: ProfileChanges & { updated_at: string }) =>
  db.updateTable('users').set(changes).where('id', '=', userId).execute();
