import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';

/** The SQL of `console.service.ts`: what the admin console asks of the investors (issue 36, item 2). */

/**
 * Whether the user of a query on `users` has an investor profile: a condition the console hands to the
 * accounts' user list (accounts stand below investors and cannot ask them), so the list stays one query.
 */
export const hasInvestorProfile = sql<SqlBool>`exists (select 1 from investor_profiles p where p.user_id = users.id)`;

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
