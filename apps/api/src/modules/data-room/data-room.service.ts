import { randomUUID } from 'node:crypto';
import { type DataRoomAction } from '@flarescope/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../infra/clock.js';
import type { Storage } from '../../infra/storage/index.js';
import { recordAudit } from '../../lib/audit.js';
import { type RequestMeta } from '../../lib/request-meta.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limits.js';
import { canOpenDataRoom } from '../access/index.js';
import { hasAcceptedNda, requireProjectAccess, type ProjectAccess } from '../investors/index.js';
import { findProjectBySlug } from '../projects/index.js';
import * as repo from './data-room.repository.js';

/**
 * The data room's door (issue 36, item 8, split the service along its seams): who may open a project's
 * room for what, and its access log's entries. The rooms behind it: documents.service.ts (the owner's
 * documents), reading.service.ts (downloads and the viewer), access-log.service.ts (the owner's view of
 * the log), versions.ts (a document's stored versions and their watermarks).
 */

type Action = DataRoomAction;
export type DataRoomDeps = { db: Db; clock: Clock; storage: Storage };

/** Writes one entry of a project's access log (the project's audit trail). */
export const log = (
  ctx: DataRoomDeps,
  entry: {
    projectId: string;
    userId: string | null;
    action: Action;
    outcome: 'allowed' | 'refused';
    reason?: string;
    documentId?: string | null;
    version?: number | null;
    meta: RequestMeta;
  },
) =>
  repo.logAccess(ctx.db, {
    id: randomUUID(),
    project_id: entry.projectId,
    document_id: entry.documentId ?? null,
    version: entry.version ?? null,
    user_id: entry.userId,
    action: entry.action,
    outcome: entry.outcome,
    reason: entry.reason ?? null,
    ip: entry.meta.ip?.slice(0, 45) ?? null,
    created_at: ctx.clock.now().toISOString(),
  });

/**
 * How many refusals of visitors without an account the security log keeps: per client address, and from
 * every address together, per hour. Past either, a refusal is answered as always but not written, so a
 * visitor hammering a data room cannot grow the log without bound (issue 25, item 2).
 */
export const VISITOR_REFUSAL_LIMITS = {
  perIp: { prefix: 'data-room-refused:ip', limit: 20, windowSeconds: 3600 },
  all: { prefix: 'data-room-refused:all', limit: 500, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimitRule>;

/** Whether one more visitor refusal may be written now (counted against both limits). */
const withinVisitorLimits = async (deps: DataRoomDeps, ip: string | null): Promise<boolean> => {
  try {
    await consumeRateLimit(deps.db, deps.clock, VISITOR_REFUSAL_LIMITS.perIp, ip ?? 'unknown');
    await consumeRateLimit(deps.db, deps.clock, VISITOR_REFUSAL_LIMITS.all, 'all');
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'rate_limited') return false;
    throw error;
  }
};

/**
 * A refusal of someone without an account: not the owner's business (their log is about people), and
 * anyone can send them, so they go to the administrators' security log (audit_events,
 * `data_room_refused`), within VISITOR_REFUSAL_LIMITS.
 */
const logVisitorRefusal = async (
  deps: DataRoomDeps,
  entry: { slug: string; action: Action; documentId: string | null; meta: RequestMeta },
) => {
  if (!(await withinVisitorLimits(deps, entry.meta.ip))) return;
  await recordAudit(deps.db, deps.clock, 'data_room_refused', null, entry.meta, {
    actorId: null,
    details: {
      project: entry.slug,
      action: entry.action,
      ...(entry.documentId ? { document: entry.documentId } : {}),
      reason: 'unauthenticated',
    },
  });
};

/**
 * Opens the data room for `action`, or refuses and logs the refusal (who, what, why): visitors
 * (`unauthenticated`, in the security log, not the project's), users without access (`no_project_access`, or `not_found` for someone else's
 * draft), users who have not accepted the project's NDA (`nda_required`), and, for the owner's actions,
 * anyone but the owner and administrators (`forbidden`).
 */
export const openRoom = async (
  ctx: ServiceContext,
  request: { slug: string; action: Action; isManagerAction?: boolean; documentId?: string },
): Promise<ProjectAccess> => {
  const { actor: viewer, meta, db } = ctx;
  const row = await findProjectBySlug(db, request.slug);
  if (!row) throw new AppError('not_found');
  try {
    const access = await requireProjectAccess(db, viewer, request.slug);
    const hasAccepted = await hasAcceptedNda({ db }, { projectId: row.id, userId: access.user.id });
    if (!canOpenDataRoom(access.user, access.project, access.grantIds, hasAccepted)) {
      throw new AppError('nda_required');
    }
    if (request.isManagerAction && !access.isOwnerSide) throw new AppError('forbidden');
    return access;
  } catch (error) {
    if (error instanceof AppError && !viewer) {
      await logVisitorRefusal(ctx, {
        slug: row.slug,
        action: request.action,
        documentId: request.documentId ?? null,
        meta,
      });
    } else if (error instanceof AppError) {
      await log(ctx, {
        projectId: row.id,
        userId: viewer?.id ?? null,
        action: request.action,
        outcome: 'refused',
        reason: error.code,
        documentId: request.documentId ?? null,
        meta,
      });
    }
    throw error;
  }
};
