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

/**
 * Investors (issue 17): how many have a profile, how many are in a pipeline that has not ended (not
 * withdrawn or declined), and the USD amounts of the entries now at indication, committed and closed.
 */
export const investorFigures = async (db: Db) => {
  const [profiles, active, money] = await Promise.all([
    db
      .selectFrom('investor_profiles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('pipeline_entries')
      .select(sql<number>`count(distinct investor_id)`.as('n'))
      .where('stage', 'not in', ['withdrawn', 'declined'])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('pipeline_entries')
      .select(['stage', (eb) => eb.fn.sum<number>('amount_usd').as('usd')])
      .where('stage', 'in', ['indication', 'committed', 'closed'])
      .groupBy('stage')
      .execute(),
  ]);
  const usdOf = (stage: string) => Number(money.find((row) => row.stage === stage)?.usd ?? 0);
  return {
    profiles: Number(profiles.n),
    active: Number(active.n),
    indicatedUsd: usdOf('indication'),
    committedUsd: usdOf('committed'),
    closedUsd: usdOf('closed'),
  };
};
