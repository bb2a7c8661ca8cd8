import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** All SQL of the admin dashboard. */

const count = (db: Db, where: ReturnType<typeof sql<boolean>> | null) =>
  db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .$if(where !== null, (q) => q.where(where as ReturnType<typeof sql<boolean>>))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));

export const userCounts = async (db: Db) => {
  const [total, admins, premium, projectAccess, closed] = await Promise.all([
    count(db, null),
    count(db, sql<boolean>`users.role = 'admin'`),
    count(
      db,
      sql<boolean>`exists (select 1 from access_grants g where g.user_id = users.id and g.kind = 'premium')`,
    ),
    count(
      db,
      sql<boolean>`exists (select 1 from access_grants g where g.user_id = users.id and g.kind = 'projects' and g.project_id = '')`,
    ),
    count(db, sql<boolean>`users.closed_at is not null`),
  ]);
  return { total, admins, premium, projectAccess, closed };
};

export const accountsCreatedSince = (db: Db, since: string) =>
  db.selectFrom('users').select('created_at').where('created_at', '>=', since).execute();

export const projectsByStage = (db: Db) =>
  db
    .selectFrom('projects')
    .select((eb) => [
      'stage',
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>('is_published').as('published'),
    ])
    .groupBy('stage')
    .execute();

export const featuredProject = (db: Db) =>
  db
    .selectFrom('projects')
    .select(['slug', 'title_en', 'title_es'])
    .where('is_featured', '=', 1)
    .where('is_published', '=', 1)
    .orderBy('updated_at', 'desc')
    .executeTakeFirst();

export const importsSince = (db: Db, since: string) =>
  db.selectFrom('import_jobs').select(['status', 'total_rows']).where('created_at', '>=', since).execute();
