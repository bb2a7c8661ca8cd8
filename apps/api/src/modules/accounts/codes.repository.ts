import type { Db } from '../../db/database.js';

/** All SQL for verification codes and their tickets. `db` may be a transaction. */

export type NewCodeRow = {
  id: string;
  purpose: string;
  address: string;
  userId: string | null;
  codeHash: string;
  createdAt: string;
  expiresAt: string;
};

/**
 * Stores a new code for (purpose, address), replacing the old one unless that one was created after
 * `resendAfter` (the resend wait). Returns false when the old code is too recent. One statement, so
 * two processes asking at once cannot both send.
 */
export const replaceCode = async (db: Db, row: NewCodeRow, resendAfter: string): Promise<boolean> => {
  const values = {
    id: row.id,
    user_id: row.userId,
    code_hash: row.codeHash,
    attempts: 0,
    created_at: row.createdAt,
    expires_at: row.expiresAt,
    ticket_hash: null,
    ticket_expires_at: null,
  };
  const result = await db
    .insertInto('verification_codes')
    .values({ ...values, purpose: row.purpose, address: row.address })
    .onConflict((oc) =>
      oc
        .columns(['purpose', 'address'])
        .doUpdateSet(values)
        .where('verification_codes.created_at', '<=', resendAfter),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
};

export const findCode = (db: Db, purpose: string, address: string) =>
  db
    .selectFrom('verification_codes')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('address', '=', address)
    .executeTakeFirst();

/** Counts one try while the code is live and has tries left; false when it has none (6th try). */
export const countAttempt = async (
  db: Db,
  id: string,
  maxTries: number,
  nowIso: string,
): Promise<boolean> => {
  const result = await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxTries)
    .where('ticket_hash', 'is', null)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Marks the code used by giving it a ticket; false when another request did so first. */
export const setTicket = async (
  db: Db,
  id: string,
  ticketHash: string,
  expiresAt: string,
): Promise<boolean> => {
  const result = await db
    .updateTable('verification_codes')
    .set({ ticket_hash: ticketHash, ticket_expires_at: expiresAt })
    .where('id', '=', id)
    .where('ticket_hash', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const findLiveTicket = (db: Db, purpose: string, ticketHash: string, nowIso: string) =>
  db
    .selectFrom('verification_codes')
    .select(['id', 'address', 'user_id'])
    .where('purpose', '=', purpose)
    .where('ticket_hash', '=', ticketHash)
    .where('ticket_expires_at', '>', nowIso)
    .executeTakeFirst();

/** Uses a ticket up: true for the one request that deleted it. */
export const deleteTicket = async (db: Db, ticketHash: string, nowIso: string): Promise<boolean> => {
  const result = await db
    .deleteFrom('verification_codes')
    .where('ticket_hash', '=', ticketHash)
    .where('ticket_expires_at', '>', nowIso)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
};

export const deleteCode = (db: Db, id: string) =>
  db.deleteFrom('verification_codes').where('id', '=', id).execute();

/** Every code and ticket sent to `address` (a purged account's). */
export const deleteCodesTo = (db: Db, address: string) =>
  db.deleteFrom('verification_codes').where('address', '=', address).execute();

/** The new address a user is changing to, while its code is live. */
export const findPendingEmail = async (db: Db, userId: string, nowIso: string, maxTries: number) => {
  const row = await db
    .selectFrom('verification_codes')
    .select('address')
    .where('purpose', '=', 'email_change')
    .where('user_id', '=', userId)
    .where('ticket_hash', 'is', null)
    .where('expires_at', '>', nowIso)
    .where('attempts', '<', maxTries)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.address ?? null;
};

/** Housekeeping: codes and tickets that can no longer be used. */
export const deleteDeadCodes = (db: Db, nowIso: string) =>
  db
    .deleteFrom('verification_codes')
    .where('expires_at', '<=', nowIso)
    .where((eb) => eb.or([eb('ticket_expires_at', 'is', null), eb('ticket_expires_at', '<=', nowIso)]))
    .execute();
