import type {
  AdminProjectListResponse,
  AdminSourceListResponse,
  AdminSourceRequest,
} from '@flarescope/shared';
import { AppError } from '../../errors.js';
import { recordAudit } from '../../lib/audit.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { dropProjectGrants } from '../access/index.js';
import { peopleOf } from '../accounts/index.js';
import { projectFileKeys } from '../data-room/index.js';
import { bumpDataVersion, noteDataChanged } from '../flaring-data/index.js';
import { consoleProjects, deleteProjectRow, projectBySlug, setProjectFeatured } from '../projects/index.js';
import * as repo from './admin-catalogue.repository.js';

/** The administrator acting (the requireAdmin guard resolved them), or `unauthenticated`. */
const actorId = (ctx: Pick<ServiceContext, 'actor'>): string => {
  if (!ctx.actor) throw new AppError('unauthenticated');
  return ctx.actor.id;
};

/**
 * Every project, drafts too, with its owner and whether it is published or featured: the projects, then
 * their owners' e-mails in one batch (an owner whose account is gone shows an empty e-mail, as before).
 */
export const listProjects = async (ctx: Pick<ServiceContext, 'db'>): Promise<AdminProjectListResponse> => {
  const rows = await consoleProjects(ctx);
  const ownerIds = rows.flatMap((row) => (row.owner_id ? [row.owner_id] : []));
  const owners = new Map((await peopleOf(ctx, { ids: ownerIds })).map((person) => [person.id, person]));
  return {
    items: rows.map((row) => ({
      slug: row.slug,
      titleEn: row.title_en,
      titleEs: row.title_es,
      stage: row.stage,
      owner: row.owner_id ? { id: row.owner_id, email: owners.get(row.owner_id)?.email ?? '' } : null,
      isPublished: row.is_published === 1,
      isFeatured: row.is_featured === 1,
      isIllustrative: row.is_illustrative === 1,
      updatedAt: row.updated_at,
    })),
  };
};

/**
 * Features a published project on the home screen's Investors Room card (the one featured before stops
 * being featured), or stops featuring it; audit-logged. A draft cannot be featured.
 */
export const setFeatured = async (
  ctx: ServiceContext,
  { slug, isFeatured }: { slug: string; isFeatured: boolean },
): Promise<void> => {
  const acting = { actorId: actorId(ctx), meta: ctx.meta };
  const project = await projectBySlug(ctx, { slug });
  if (!project) throw new AppError('not_found');
  if (isFeatured && project.is_published !== 1) {
    throw new AppError('validation_failed', { fields: { isFeatured: 'validation.project_not_published' } });
  }
  if ((project.is_featured === 1) === isFeatured) return;
  const now = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await setProjectFeatured({ db: trx }, { projectId: project.id, isFeatured, now });
    await recordAudit(trx, ctx.clock, 'project_featured', project.owner_id, acting.meta, {
      actorId: acting.actorId,
      details: { project: slug, isFeatured },
    });
  });
};

/**
 * Deletes a project for good (administrators): audit-logged with the administrator, the reason and what
 * the project was, since nothing of it is left to look at. Its data room's files leave the storage once
 * the rows are gone (a file that cannot be deleted then is logged, not a failure: the project is gone).
 */
export const deleteProject = async (
  ctx: ServiceContext,
  { slug, reason }: { slug: string; reason: string },
): Promise<void> => {
  const acting = { actorId: actorId(ctx), meta: ctx.meta };
  const project = await projectBySlug(ctx, { slug });
  if (!project) throw new AppError('not_found');
  const keys = await projectFileKeys(ctx, { projectId: project.id });
  await ctx.db.transaction().execute(async (trx) => {
    // The one-project grants carry no foreign key; the rest of the project goes with its row (cascade).
    await dropProjectGrants({ db: trx }, { projectId: project.id });
    await deleteProjectRow({ db: trx }, { projectId: project.id });
    await recordAudit(trx, ctx.clock, 'project_deleted', project.owner_id, acting.meta, {
      actorId: acting.actorId,
      details: {
        project: slug,
        titleEn: project.title_en,
        stage: project.stage,
        wasPublished: project.is_published === 1,
        documents: keys.length,
        reason,
      },
    });
  });
  for (const key of keys) {
    await ctx.storage.delete(key).catch((error: unknown) => {
      ctx.log.warn({ err: error, key }, 'data-room file of a deleted project not removed');
    });
  }
};

/** Every publisher with its titles and licences in both languages and the rows it carries. */
export const listSources = async ({ db }: Pick<ServiceContext, 'db'>): Promise<AdminSourceListResponse> => {
  const [sources, counts] = await Promise.all([repo.listSources(db), repo.rowsPerSource(db)]);
  return {
    items: sources.map((source) => {
      const rows = counts.get(source.id) ?? {};
      return {
        id: source.id,
        publisher: source.publisher,
        kind: source.kind,
        titleEn: source.title,
        titleEs: source.title_es,
        licenceEn: source.licence,
        licenceEs: source.licence_es,
        url: source.url,
        publishedOn: source.published_on,
        rows,
        totalRows: Object.values(rows).reduce((sum, count) => sum + count, 0),
      };
    }),
  };
};

/**
 * Writes a source's titles and licences (en and es), audit-logged with what they were. The flaring
 * data version moves with it, so every cached view shows the new texts on its next request.
 */
export const updateSource = async (
  ctx: ServiceContext,
  { id, ...body }: AdminSourceRequest & { id: string },
): Promise<void> => {
  const acting = { actorId: actorId(ctx), meta: ctx.meta };
  const source = await repo.findSource(ctx.db, id);
  if (!source) throw new AppError('not_found');
  const now = ctx.clock.now().toISOString();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await repo.updateSource(trx, id, {
        title: body.titleEn,
        title_es: body.titleEs,
        licence: body.licenceEn,
        licence_es: body.licenceEs,
      });
      await recordAudit(trx, ctx.clock, 'data_source_changed', null, acting.meta, {
        actorId: acting.actorId,
        details: {
          source: id,
          before: {
            titleEn: source.title,
            titleEs: source.title_es,
            licenceEn: source.licence,
            licenceEs: source.licence_es,
          },
          after: body,
        },
      });
      await bumpDataVersion(trx, { value: `source:${id}:${now}`, now });
    });
  } finally {
    noteDataChanged();
  }
};
