import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { recordAudit, type AuditEvent } from '../../lib/audit.js';
import { type RequestMeta } from '../../lib/request-meta.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { findUserByEmail, findUserById, setUserRole } from './users.repository.js';
import { ALL_PROJECTS, type GrantKind, deleteGrant, findGrant, insertGrant } from '../access/index.js';
import { countOpenAdmins, findUserRole, lockAdminRows } from './user-access.repository.js';

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export type AccessChange = {
  role?: UserRole;
  hasPremiumAccess?: boolean;
  hasProjectAccess?: boolean;
  /** With hasProjectAccess: the grant names this project (by id) instead of every project. */
  projectId?: string;
  /** With hasProjectAccess: grants (or revokes) one grant per project named (by id). */
  projectIds?: readonly string[];
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

/** One change that did something (a grant that was already there, or a role unchanged, is not one). */
export type AppliedChange =
  | { kind: 'premium' | 'projects'; isGranted: boolean; projectId: string }
  | { kind: 'role'; from: string; to: string };

const NO_META: RequestMeta = { ip: null, userAgent: null };

type Target = { id: string; email: string; role: string };

/**
 * Applies a change to one account in one transaction and records each change that did something in
 * `audit_events` with the actor, the target, the change and the reason. An administrator (actorId set)
 * cannot take the admin role from the last open administrator account, themselves included
 * (`last_admin`); the command line, the way back in, can. On PostgreSQL the administrators' rows are
 * locked first, so two administrators demoting each other at once cannot both pass the count.
 * Grants are read by the session lookup, whose cache empties on any write to access_grants or users,
 * so a change reaches the user's next request. The actor comes in the input: the command line has none.
 */
export const applyAccessChange = async (
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  { user, change, actor }: { user: Target; change: AccessChange; actor: ChangeActor },
): Promise<AppliedChange[]> => {
  const { db, clock } = ctx;
  const now = clock.now().toISOString();
  const meta = actor.meta ?? NO_META;
  const applied: AppliedChange[] = [];
  const audit = (trx: Db, event: AuditEvent, details: Record<string, unknown>) =>
    recordAudit(trx, clock, event, user.id, meta, {
      actorId: actor.actorId,
      details: { ...details, reason: actor.reason },
    });

  await db.transaction().execute(async (trx) => {
    const setGrant = async (kind: GrantKind, projectId: string, on: boolean) => {
      const existing = await findGrant(trx, user.id, kind, projectId);
      if (on && !existing) {
        await insertGrant(trx, {
          id: randomUUID(),
          userId: user.id,
          kind,
          projectId,
          grantedBy: actor.actorId,
          reason: actor.reason,
          now,
        });
      } else if (!on && existing) {
        await deleteGrant(trx, user.id, kind, projectId);
      } else {
        return;
      }
      applied.push({ kind, isGranted: on, projectId });
      await audit(trx, on ? 'access_granted' : 'access_revoked', {
        kind,
        ...(projectId ? { projectId } : { scope: 'all' }),
      });
    };
    if (change.role !== undefined) {
      // Read inside the transaction (after the lock on PostgreSQL): another administrator's change
      // that committed first counts.
      await lockAdminRows(trx, user.id);
      const current = await findUserRole(trx, user.id);
      if (!current) throw new AppError('user_not_found');
      if (change.role !== current.role) {
        if (current.role === 'admin' && actor.actorId !== null) await requireAnotherAdmin(trx);
        await setUserRole(trx, user.id, change.role, now);
        applied.push({ kind: 'role', from: current.role, to: change.role });
        await audit(trx, 'role_changed', { from: current.role, to: change.role });
      }
    }
    if (change.hasPremiumAccess !== undefined)
      await setGrant('premium', ALL_PROJECTS, change.hasPremiumAccess);
    if (change.hasProjectAccess !== undefined) {
      const projectIds = change.projectIds ?? [change.projectId ?? ALL_PROJECTS];
      for (const projectId of projectIds) await setGrant('projects', projectId, change.hasProjectAccess);
    }
  });
  return applied;
};

/** `last_admin` unless another open account holds the admin role. */
const requireAnotherAdmin = async (trx: Db) => {
  if ((await countOpenAdmins(trx)) <= 1) throw new AppError('last_admin');
};

/**
 * Grants or takes away a user's role, premium access and project access (every project, or one), by
 * email (the user CLIs, tests). Null when no account has that email. No actor: the command line's.
 */
export const changeUserAccess = async (
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  {
    email,
    actor = { actorId: null, reason: null },
    ...change
  }: AccessChange & { email: string; actor?: ChangeActor },
): Promise<UserAccess | null> => {
  const user = await findUserByEmail(ctx.db, email.trim().toLowerCase());
  if (!user) return null;
  await applyAccessChange(ctx, { user, change, actor });
  return readUserAccess(ctx, user.id);
};

/** An account's role and account-wide access as they are now. */
export const readUserAccess = async (
  { db }: Pick<ServiceContext, 'db'>,
  userId: string,
): Promise<UserAccess | null> => {
  const user = await findUserById(db, userId);
  if (!user) return null;
  return {
    email: user.email,
    role: user.role,
    hasPremiumAccess: user.has_premium_access === 1,
    hasProjectAccess: user.has_project_access === 1,
  };
};
