import { randomUUID } from 'node:crypto';
import {
  dictionaries,
  planStep,
  type Locale,
  type NdaAcceptancesResponse,
  type NdaRequest,
  type NdaResponse,
} from '@flarescope/shared';
import type { Db } from '../../db/database.js';
import { lockWithin, retryLostInsert } from '../../db/races.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../infra/clock.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { canInvestIn, isAdmin } from '../access/index.js';
import { notifyPipelineChange } from '../notifications/index.js';
import * as repo from './investors.repository.js';
import { usernamesOf } from './people.js';
import { stateOf } from './investors.presenters.js';
import { applyStep, type PipelineChange } from './pipeline.service.js';
import { requireProjectAccess } from './project-access.js';
import type { SignedInUser } from '../../lib/signed-in-user.js';

/** Flarescope's standard terms, in force while the owner has written none (version 1). */
const standardTerms = () => ({
  text_en: dictionaries.en.investors.nda.standardText,
  text_es: dictionaries.es.investors.nda.standardText,
});

/** The terms in force: the latest version, or the standard terms as version 1 when none was written. */
const termsInForce = async (db: Db, projectId: string) => {
  const row = await repo.currentNda(db, projectId);
  if (row) return { ...row, version: Number(row.version), isStored: true };
  return {
    project_id: projectId,
    version: 1,
    ...standardTerms(),
    is_standard: 1,
    created_at: null,
    isStored: false,
  };
};

/**
 * Keeps the standard terms as version 1 the first time anything refers to a version; when another request
 * stores them at the same moment, theirs stays (the same text).
 */
const storeStandardTerms = async (trx: Db, projectId: string, now: string) => {
  if (await repo.currentNda(trx, projectId)) return;
  await repo.insertNdaUnlessPresent(trx, {
    project_id: projectId,
    version: 1,
    ...standardTerms(),
    is_standard: 1,
    created_by: null,
    created_at: now,
  });
};

/** Whether the user has accepted a version of the project's NDA (the data room opens only then). */
export const hasAcceptedNda = async (
  { db }: Pick<ServiceContext, 'db'>,
  { projectId, userId }: { projectId: string; userId: string },
): Promise<boolean> => (await repo.latestAcceptance(db, projectId, userId)) !== undefined;

/**
 * Everyone who accepted a version of the project's NDA: the audience the data room's notices are drawn
 * from (a new document, a published answer, a new version), handed to notifications (decision 046).
 */
export const ndaAcceptersOf = async (
  { db }: Pick<ServiceContext, 'db'>,
  { projectId }: { projectId: string },
): Promise<string[]> => repo.ndaAccepterIds(db, projectId);

/** A project's confidentiality terms in both languages, and whether the viewer has accepted them. */
export const getNda = async (
  { db, actor }: Pick<ServiceContext, 'db' | 'actor'>,
  { slug }: { slug: string },
): Promise<NdaResponse> => {
  const access = await requireProjectAccess(db, actor, slug);
  const [terms, acceptance] = await Promise.all([
    termsInForce(db, access.row.id),
    repo.latestAcceptance(db, access.row.id, access.user.id),
  ]);
  return {
    version: terms.version,
    textEn: terms.text_en,
    textEs: terms.text_es,
    isStandard: terms.is_standard === 1,
    updatedAt: terms.created_at,
    canEdit: access.isOwnerSide,
    acceptance: acceptance
      ? { version: Number(acceptance.version), acceptedAt: acceptance.accepted_at }
      : null,
  };
};

/**
 * Saves the owner's terms as a new version (owner and administrators). Acceptances of earlier versions
 * stay valid: each records the version the investor agreed to.
 */
export const saveNda = async (
  ctx: ServiceContext,
  { slug, body }: { slug: string; body: NdaRequest },
): Promise<NdaResponse> => {
  const { db, clock, actor: viewer } = ctx;
  const access = await requireProjectAccess(db, viewer, slug);
  if (!access.isOwnerSide) throw new AppError('forbidden');
  const now = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    // One writer of this project's terms at a time: each save gets the next version number.
    await lockWithin(trx, `nda:${access.row.id}`);
    await storeStandardTerms(trx, access.row.id, now);
    const current = await repo.currentNda(trx, access.row.id);
    await repo.insertNda(trx, {
      project_id: access.row.id,
      version: Number(current?.version ?? 0) + 1,
      text_en: body.textEn,
      text_es: body.textEs,
      is_standard: 0,
      created_by: access.user.id,
      created_at: now,
    });
  });
  return getNda({ db, actor: viewer }, { slug });
};

/**
 * Records that the viewer accepted the version they read (`nda_outdated` when it is no longer the one in
 * force), with time, IP, browser and language. An investor's pipeline moves to `nda_accepted` when it
 * may; the acceptance is recorded either way. The owner's side is told of the pipeline's move, if any.
 */
export const acceptNda = async (
  ctx: ServiceContext,
  { slug, ...input }: { slug: string; version: number; language: Locale },
): Promise<NdaResponse> => {
  // Accepted twice at once, the pipeline moves once: the second run reads the entry the first one
  // made or moved, records its acceptance and leaves the pipeline as it is, as it would a moment later.
  const { response, change } = await retryLostInsert(
    () => acceptNdaOnce(ctx.db, ctx.clock, ctx.actor, slug, input, ctx.meta),
    {
      tables: ['pipeline_entries'],
      isLostRace: (error) => error instanceof AppError && error.code === 'pipeline_step_invalid',
    },
  );
  if (change) await notifyPipelineChange(ctx, change);
  return response;
};

const acceptNdaOnce = async (
  db: Db,
  clock: Clock,
  viewer: SignedInUser | null,
  slug: string,
  input: { version: number; language: Locale },
  meta: RequestMeta,
): Promise<{ response: NdaResponse; change: PipelineChange | null }> => {
  const access = await requireProjectAccess(db, viewer, slug);
  const { user, row } = access;
  const terms = await termsInForce(db, row.id);
  if (terms.version !== input.version) throw new AppError('nda_outdated');
  const now = clock.now().toISOString();
  const [profile, entry] = await Promise.all([
    repo.findProfile(db, user.id),
    repo.findEntry(db, row.id, user.id),
  ]);
  const isInvestor = canInvestIn(user, access.project, access.grantIds, profile !== undefined);
  const plan = planStep(stateOf(entry), 'accept_nda', 'investor');
  const entryId = await db.transaction().execute(async (trx) => {
    await storeStandardTerms(trx, row.id, now);
    await repo.insertAcceptance(trx, {
      id: randomUUID(),
      project_id: row.id,
      user_id: user.id,
      version: input.version,
      language: input.language,
      ip: meta.ip?.slice(0, 45) ?? null,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
      accepted_at: now,
    });
    if (!isInvestor || !plan.ok) return null;
    return applyStep(
      { db: trx },
      {
        projectId: row.id,
        entry,
        investorId: user.id,
        actorId: user.id,
        step: 'accept_nda',
        next: plan.next,
        data: { ndaVersion: input.version },
        now,
      },
    );
  });
  const change: PipelineChange | null = entryId
    ? {
        step: 'accept_nda',
        projectId: row.id,
        projectSlug: row.slug,
        entryId,
        investorId: user.id,
        actorId: user.id,
        amountUsd: null,
        instrument: null,
      }
    : null;
  return { response: await getNda({ db, actor: viewer }, { slug }), change };
};

/** Who accepted the terms, which version, when and from where (owner and administrators). */
export const listAcceptances = async (
  { db, actor }: Pick<ServiceContext, 'db' | 'actor'>,
  { slug }: { slug: string },
): Promise<NdaAcceptancesResponse> => {
  const access = await requireProjectAccess(db, actor, slug);
  if (!access.isOwnerSide) throw new AppError('forbidden');
  const rows = await repo.acceptancesOfProject(db, access.row.id);
  const usernames = await usernamesOf(
    db,
    rows.map((row) => row.user_id),
  );
  // Addresses are for the administrators' audit, never for the owner (issue 27, item 4).
  const showsIp = isAdmin(access.user);
  return {
    showsIp,
    items: rows.map((item) => ({
      username: usernames.get(item.user_id) ?? null,
      organisation: item.organisation ?? null,
      version: Number(item.version),
      acceptedAt: item.accepted_at,
      ip: showsIp ? item.ip : null,
    })),
  };
};

/**
 * The organisation each of `userIds` named in their investor profile (null: no profile or none named),
 * in one query: the data room names the people of a conversation or a question with it.
 */
export const organisationsOf = async (
  { db }: Pick<ServiceContext, 'db'>,
  { userIds }: { userIds: readonly string[] },
): Promise<Map<string, string | null>> => {
  const profiles = await repo.profilesOf(db, userIds);
  return new Map(userIds.map((id) => [id, profiles.get(id)?.organisation ?? null]));
};
