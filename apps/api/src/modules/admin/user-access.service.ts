import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../infra/clock.js';
import { recordAudit, type AuditEvent, type RequestMeta } from '../accounts/audit.js';
import { findUserByEmail, updateUser } from '../accounts/users.repository.js';
import * as grants from '../access/grants.repository.js';

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export type AccessChange = {
  role?: UserRole;
  hasPremiumAccess?: boolean;
  hasProjectAccess?: boolean;
  /** With hasProjectAccess: the grant names this project (by id) instead of every project. */
  projectId?: string;
};

/** Who made a change and why: every grant, revoke and role change is audit-logged with both. */
export type ChangeActor = {
  /** The administrator's user id; null for the command line (which runs with the database's rights). */
  actorId: string | null;
  reason: string | null;
  meta?: RequestMeta;
};

export type UserAccess = {
  email: string;
  role: string;
  hasPremiumAccess: boolean;
  hasProjectAccess: boolean;
};

const NO_META: RequestMeta = { ip: null, userAgent: null };

/**
 * Grants or takes away a user's role, premium access and project access (every project, or one), and
 * records each change that did something in `audit_events` with the actor, the target, the change and
 * the reason, in the same transaction. Grants are read by the session lookup, whose cache empties on any
 * write to access_grants, so a change reaches the user's next request. Null when no account has that email.
 */
export const changeUserAccess = async (
  db: Db,
  clock: Clock,
  email: string,
  change: AccessChange,
  actor: ChangeActor = { actorId: null, reason: null },
): Promise<UserAccess | null> => {
  const user = await findUserByEmail(db, email.trim().toLowerCase());
  if (!user) return null;
  const now = clock.now().toISOString();
  const meta = actor.meta ?? NO_META;
  const audit = (trx: Db, event: AuditEvent, details: Record<string, unknown>) =>
    recordAudit(trx, clock, event, user.id, meta, {
      actorId: actor.actorId,
      details: { ...details, reason: actor.reason },
    });

  await db.transaction().execute(async (trx) => {
    const setGrant = async (kind: grants.GrantKind, projectId: string, on: boolean) => {
      const existing = await grants.findGrant(trx, user.id, kind, projectId);
      if (on && !existing) {
        await grants.insertGrant(trx, {
          id: randomUUID(),
          userId: user.id,
          kind,
          projectId,
          grantedBy: actor.actorId,
          reason: actor.reason,
          now,
        });
      } else if (!on && existing) {
        await grants.deleteGrant(trx, user.id, kind, projectId);
      } else {
        return;
      }
      await audit(trx, on ? 'access_granted' : 'access_revoked', {
        kind,
        ...(projectId ? { projectId } : { scope: 'all' }),
      });
    };
    if (change.role !== undefined && change.role !== user.role) {
      await updateUser(trx, user.id, { role: change.role, updated_at: now });
      await audit(trx, 'role_changed', { from: user.role, to: change.role });
    }
    if (change.hasPremiumAccess !== undefined)
      await setGrant('premium', grants.ALL_PROJECTS, change.hasPremiumAccess);
    if (change.hasProjectAccess !== undefined) {
      await setGrant('projects', change.projectId ?? grants.ALL_PROJECTS, change.hasProjectAccess);
    }
  });
  return readUserAccess(db, user.id, user.email, change.role ?? user.role);
};

const readUserAccess = async (db: Db, userId: string, email: string, role: string): Promise<UserAccess> => {
  const held = await grants.listUserGrants(db, userId);
  return {
    email,
    role,
    hasPremiumAccess: held.some((grant) => grant.kind === 'premium'),
    hasProjectAccess: held.some(
      (grant) => grant.kind === 'projects' && grant.project_id === grants.ALL_PROJECTS,
    ),
  };
};
