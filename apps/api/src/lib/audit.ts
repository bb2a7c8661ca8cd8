import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { Clock } from '../infra/clock.js';
import { insertAuditEvent } from './audit.repository.js';
import type { RequestMeta } from './request-meta.js';

export const AUDIT_EVENTS = [
  'signin',
  'signin_failed',
  'password_changed',
  'password_reset',
  'email_changed',
  'account_closed',
  'account_reopened',
  'account_purged',
  // Administrators' changes: user_id is the target, actor_id the admin (null: the command line).
  'access_granted',
  'access_revoked',
  'role_changed',
  'project_published',
  'project_unpublished',
  'project_stage_changed',
  'project_featured',
  'project_deleted',
  'technology_added',
  // The admin console (issue 19).
  'sessions_revoked',
  'data_source_changed',
  'import_succeeded',
  'import_failed',
  // Issue 25: a data room refused to someone without an account (rate-limited per address).
  'data_room_refused',
  // A preview ran an import and rolled it back (issue 24): nothing changed, but it is on record.
  'import_previewed',
  // Issue 35: a personal API key made, with the lifetime its owner chose ('never' included).
  'api_key_created',
  // Issue 34: an administrator's decision on a pair of the candidate-duplicates report (merge or not).
  'duplicate_reviewed',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

/** Who made an admin change and what it was (kept as JSON in `details`); never a secret. */
export type AuditChange = { actorId: string | null; details: Record<string, unknown> };

/** Appends one security event (or, with `change`, an administrator's change) to `audit_events`. */
export const recordAudit = async (
  db: Db,
  clock: Clock,
  event: AuditEvent,
  userId: string | null,
  meta: RequestMeta,
  change?: AuditChange,
): Promise<void> => {
  await insertAuditEvent(db, {
    id: randomUUID(),
    user_id: userId,
    event,
    ip: meta.ip?.slice(0, 45) ?? null,
    user_agent: meta.userAgent?.slice(0, 300) ?? null,
    created_at: clock.now().toISOString(),
    actor_id: change?.actorId ?? null,
    details: change ? JSON.stringify(change.details) : null,
  });
};
