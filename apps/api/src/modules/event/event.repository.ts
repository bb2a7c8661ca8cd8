import type { Insertable } from 'kysely';
import type { Db, EventRegistrationsTable } from '../../db/database.js';

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

export const listRegistrations = async (db: Db, page: { limit: number; offset: number }) => {
  const [items, total] = await Promise.all([
    db
      .selectFrom('event_registrations')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('event_registrations')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total.n) };
};
