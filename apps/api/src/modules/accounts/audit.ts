import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../infra/clock.js';

export const AUDIT_EVENTS = [
  'signin',
  'signin_failed',
  'password_changed',
  'password_reset',
  'email_changed',
  'account_closed',
  'account_reopened',
  'account_purged',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

/** Who asked: the client address and browser. Never a password, code or token. */
export type RequestMeta = { ip: string | null; userAgent: string | null };

/** Appends one security event to `audit_events`. */
export const recordAudit = async (
  db: Db,
  clock: Clock,
  event: AuditEvent,
  userId: string | null,
  meta: RequestMeta,
): Promise<void> => {
  await db
    .insertInto('audit_events')
    .values({
      id: randomUUID(),
      user_id: userId,
      event,
      ip: meta.ip?.slice(0, 45) ?? null,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
      created_at: clock.now().toISOString(),
    })
    .execute();
};
