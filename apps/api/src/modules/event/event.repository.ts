import { sql, type Expression, type Insertable, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import type { EventRegistrationsTable } from './event.tables.js';
import { likePattern } from '../../lib/like-pattern.js';

/** All SQL for Business Mastery registrations. `db` may be a transaction. */

export const findByEmail = (db: Db, email: string) =>
  db
    .selectFrom('event_registrations')
    .select(['id', 'created_at'])
    .where('email', '=', email)
    .executeTakeFirst();

/** Inserts the registration, or replaces the details of the one with the same email. */
export const upsertRegistration = (db: Db, row: Insertable<EventRegistrationsTable>) =>
  db
    .insertInto('event_registrations')
    .values(row)
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({
        name: row.name,
        company: row.company,
        position: row.position ?? null,
        country: row.country,
        role: row.role,
        message: row.message ?? null,
        language: row.language,
        ip: row.ip ?? null,
        updated_at: row.updated_at,
      }),
    )
    .execute();

const SEARCHED = ['name', 'email', 'company', 'position', 'message', 'country'] as const;

/** Registrations whose name, email, company, position, message or country code hold `q`. */
const searched = (db: Db, q: string | undefined) => {
  const query = db.selectFrom('event_registrations');
  if (!q) return query;
  const pattern = likePattern(q);
  return query.where(
    (eb) =>
      eb.or(
        SEARCHED.map(
          (column) =>
            sql<SqlBool>`lower(coalesce(${sql.ref(`event_registrations.${column}`)}, '')) like ${pattern} escape '!'`,
        ),
      ) as Expression<SqlBool>,
  );
};

/** A page of the registrations matching `q`, newest first, and how many match. */
export const listRegistrations = async (
  db: Db,
  q: string | undefined,
  page: { limit: number; offset: number },
) => {
  const [items, total] = await Promise.all([
    searched(db, q)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    searched(db, q)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total.n) };
};
