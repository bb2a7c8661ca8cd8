import type {
  AdminPremiumRequest,
  AdminProjectAccessRequest,
  AdminRoleRequest,
  AdminUserDetail,
  AdminUserListQuery,
  AdminUserListResponse,
  AdminUserSummary,
} from '@flarescope/shared';
import { AppError } from '../../errors.js';
import { recordAudit } from '../../lib/audit.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { grantsHeldBy } from '../access/index.js';
import {
  accountDetail,
  accountsPage,
  applyAccessChange,
  auditEventsPage,
  peopleOf,
  type AccessChange,
  type AppliedChange,
  type UserSummaryRow,
} from '../accounts/index.js';
import { hasInvestorProfile } from '../investors/index.js';
import { projectNamesOf } from '../projects/index.js';
import { endUserSessions, sessionStatsOf } from '../session/index.js';
import { composeAccessMail } from './access-mail.js';
import { presentAuditRow } from './presenters.js';

/** How many of a user's events the user page shows (the audit log has them all). */
const HISTORY_LIMIT = 100;

const presentSummary = (row: UserSummaryRow): AdminUserSummary => ({
  id: row.id,
  email: row.email,
  username: row.username,
  firstName: row.first_name,
  lastName: row.last_name,
  company: row.company,
  role: row.role === 'admin' ? 'admin' : 'user',
  hasPremiumAccess: Number(row.has_premium) === 1,
  projectAccess:
    Number(row.has_all_projects) === 1 ? 'all' : Number(row.has_some_projects) === 1 ? 'some' : 'none',
  closedAt: row.closed_at,
  createdAt: row.created_at,
});

/** A page of accounts matching the search and the filters. */
export const listUsers = async (
  ctx: Pick<ServiceContext, 'db'>,
  query: AdminUserListQuery,
): Promise<AdminUserListResponse> => {
  const { rows, total } = await accountsPage(ctx, { query, isInvestor: hasInvestorProfile });
  return { items: rows.map(presentSummary), total, page: query.page, pageSize: query.pageSize };
};

/**
 * A user's grants as the user page shows them: the grants, then the projects they name and the people
 * who granted them, each in one batch (never one query per grant).
 */
const grantsShown = async (ctx: Pick<ServiceContext, 'db'>, userId: string) => {
  const grants = await grantsHeldBy(ctx, { userId });
  const projectIds = grants.flatMap((grant) => (grant.projectId ? [grant.projectId] : []));
  const granterIds = grants.flatMap((grant) => (grant.grantedBy ? [grant.grantedBy] : []));
  const [projects, granters] = await Promise.all([
    projectNamesOf(ctx, { ids: projectIds }),
    peopleOf(ctx, { ids: granterIds }),
  ]);
  const projectOf = new Map(projects.map((project) => [project.id, project]));
  const emailOf = new Map(granters.map((person) => [person.id, person.email]));
  return grants.map((grant): AdminUserDetail['grants'][number] => {
    const project = grant.projectId ? projectOf.get(grant.projectId) : undefined;
    return {
      kind: grant.kind === 'premium' ? 'premium' : 'projects',
      project: project ? { slug: project.slug, titleEn: project.title_en, titleEs: project.title_es } : null,
      grantedBy: grant.grantedBy ? { id: grant.grantedBy, email: emailOf.get(grant.grantedBy) ?? '' } : null,
      reason: grant.reason,
      createdAt: grant.createdAt,
    };
  });
};

/** One account: profile, sessions, grants and the events about it or made by it. */
export const getUser = async (
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  id: string,
): Promise<AdminUserDetail> => {
  const row = await accountDetail(ctx, { id });
  if (!row) throw new AppError('user_not_found');
  const [sessions, grants, history] = await Promise.all([
    sessionStatsOf(ctx, { userId: id }),
    grantsShown(ctx, id),
    auditEventsPage(ctx, { filter: { userId: id }, page: { limit: HISTORY_LIMIT, offset: 0 } }),
  ]);
  return {
    ...presentSummary(row),
    country: row.country,
    city: row.city,
    position: row.position,
    language: row.language,
    updatedAt: row.updated_at,
    purgeAfter: row.purge_after,
    sessions,
    grants,
    history: history.map(presentAuditRow),
  };
};

/** The administrator acting (the requireAdmin guard resolved them), or `unauthenticated`. */
const actorId = (ctx: Pick<ServiceContext, 'actor'>): string => {
  if (!ctx.actor) throw new AppError('unauthenticated');
  return ctx.actor.id;
};

/**
 * Applies one administrator's change to an account, then mails the user what they gained or lost, in
 * their language. The mail goes after the commit; a mail that cannot be sent is logged and does not
 * undo the change (the user sees it on their next request either way). Answers the account as it is
 * after the change, so two administrators acting at once each see the other's change too.
 */
const changeAccess = async (
  ctx: ServiceContext,
  userId: string,
  change: AccessChange,
  reason: string,
  projectNames: Map<string, { title_en: string; title_es: string }> = new Map(),
): Promise<AdminUserDetail> => {
  const acting = actorId(ctx);
  const user = await accountDetail(ctx, { id: userId });
  if (!user) throw new AppError('user_not_found');
  const applied = await applyAccessChange(ctx, {
    user,
    change,
    actor: { actorId: acting, reason, meta: ctx.meta },
  });
  await mailChanges(ctx, user, applied, projectNames);
  return getUser(ctx, userId);
};

const mailChanges = async (
  ctx: Pick<ServiceContext, 'mailer' | 'config' | 'log'>,
  user: { email: string; language: string },
  applied: readonly AppliedChange[],
  projects: Map<string, { title_en: string; title_es: string }>,
) => {
  const mail = composeAccessMail({
    reader: user,
    changes: applied,
    projects,
    publicUrl: ctx.config.publicUrl,
  });
  if (!mail) return;
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    ctx.log.error({ err: error }, 'access change mail not sent');
  }
};

export const setPremium = (ctx: ServiceContext, { id, ...body }: AdminPremiumRequest & { id: string }) =>
  changeAccess(ctx, id, { hasPremiumAccess: body.isGranted }, body.reason);

/** Every project, or the projects named by their web address names (an unknown one changes nothing). */
export const setProjectAccess = async (
  ctx: ServiceContext,
  { id, ...body }: AdminProjectAccessRequest & { id: string; projects: string[] },
) => {
  if (body.scope === 'all') {
    return changeAccess(ctx, id, { hasProjectAccess: body.isGranted }, body.reason);
  }
  const slugs = [...new Set(body.projects)];
  const projects = await projectNamesOf(ctx, { slugs });
  if (projects.length !== slugs.length) {
    throw new AppError('validation_failed', { fields: { projects: 'validation.unknown_project' } });
  }
  return changeAccess(
    ctx,
    id,
    { hasProjectAccess: body.isGranted, projectIds: projects.map((project) => project.id) },
    body.reason,
    new Map(projects.map((project) => [project.id, project])),
  );
};

export const setRole = (ctx: ServiceContext, { id, ...body }: AdminRoleRequest & { id: string }) =>
  changeAccess(ctx, id, { role: body.role }, body.reason);

/**
 * Ends every session of the account (sign out everywhere), recorded with the administrator and the
 * reason. The session cache empties on the delete, so the user's next request is signed out.
 */
export const signOutEverywhere = async (
  ctx: ServiceContext,
  { id: userId, reason }: { id: string; reason: string },
): Promise<AdminUserDetail> => {
  const acting = actorId(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const user = await accountDetail({ db: trx }, { id: userId });
    if (!user) throw new AppError('user_not_found');
    const sessions = await endUserSessions({ db: trx }, { userId });
    await recordAudit(trx, ctx.clock, 'sessions_revoked', userId, ctx.meta, {
      actorId: acting,
      details: { sessions, reason },
    });
  });
  return getUser(ctx, userId);
};
