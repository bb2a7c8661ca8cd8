import { randomUUID } from 'node:crypto';
import {
  type FeaturedProjectResponse,
  daysInYear,
  detectionFrequencyOf,
  dictionaries,
  type Locale,
  GAS_COMPONENTS,
  hasFiniteOutputs,
  isValidComposition,
  MATCHABLE_STAGES,
  slugify,
  type GasComposition,
  type ProjectListQuery,
  type ProjectListResponse,
  type ProjectModelResult,
  type ProjectResponse,
  type ProjectSavedResponse,
  type ProjectStage,
  type ProjectTechnologiesResponse,
  type ProjectTechnologyRequest,
  type ProjectWrite,
  tryEvaluateProject,
} from '@flarescope/shared';
import type { Db } from '../../db/database.js';
import { lockWithin } from '../../db/races.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../infra/clock.js';
import { recordAudit } from '../../lib/audit.js';
import { type RequestMeta } from '../../lib/request-meta.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { notifyNewOpportunity } from '../notifications/index.js';
import { projectCasesOf } from '../screening/index.js';
import {
  canCreateProject,
  canEditProject,
  canPublishProject,
  canViewProject,
  hasAnyProjectAccess,
  isAdmin,
  type PolicyProject,
  projectGrantIds,
} from '../access/index.js';
import * as repo from './projects.repository.js';
import { linkedFlareRows } from './project-rows.repository.js';
import type { ExportSheet } from '../../lib/table-export.js';
import { projectSheets, scenarioSheets } from './projects.export.js';
import { requireScenarioRun, scenarioRuns } from './scenarios.service.js';
import {
  loadProjectContext,
  projectWarnings,
  toProjectResponse,
  toSummary,
  type ProjectContext,
} from './projects.presenters.js';
import type { SignedInUser } from '../../lib/signed-in-user.js';

const policyProject = (row: repo.ProjectRow): PolicyProject => ({
  id: row.id,
  ownerId: row.owner_id,
  isPublished: row.is_published === 1,
});

const requireSignedIn = (viewer: SignedInUser | null): SignedInUser => {
  if (!viewer) throw new AppError('unauthenticated');
  return viewer;
};

/**
 * The project behind a slug that the viewer may see. A project the viewer may not see answers as if it
 * did not exist when it is a draft (its name is not for others), and `no_project_access` when published.
 */
const requireVisibleProject = async (db: Db, viewer: SignedInUser | null, slug: string) => {
  const user = requireSignedIn(viewer);
  const row = await repo.findProjectBySlug(db, slug);
  if (!row) throw new AppError('not_found');
  const project = policyProject(row);
  if (!canViewProject(user, project, await projectGrantIds(db, user.id))) {
    throw new AppError(project.isPublished ? 'no_project_access' : 'not_found');
  }
  return row;
};

/** Published projects the viewer may open (or the viewer's own, or every one for admins), filtered and sorted. */
export const listProjects = async (
  { db, actor: viewer }: Pick<ServiceContext, 'db' | 'actor'>,
  query: ProjectListQuery,
): Promise<ProjectListResponse> => {
  const user = requireSignedIn(viewer);
  if (query.scope === 'all' && !isAdmin(user)) throw new AppError('forbidden');
  const country = query.country ? await repo.findCountryBySlugOrIso3(db, query.country) : undefined;
  if (query.country && !country) return { items: [], hasProjectAccess: hasAnyProjectAccess(user) };
  const rows = await repo.listProjects(db, {
    scope: query.scope === 'mine' ? 'owned' : query.scope === 'all' ? 'all' : 'published',
    ownerId: user.id,
    countryIso3: country?.iso3,
    stage: query.stage,
    technology: query.technology,
  });
  const granted = await projectGrantIds(db, user.id);
  const visible = rows.filter((row) => canViewProject(user, policyProject(row), granted));
  const context = await loadProjectContext(db, visible, { withVolumes: true });
  const items = visible
    .map((row) => toSummary(row, context))
    .filter(
      (item) =>
        (query.minMw === undefined || item.capacityMw >= query.minMw) &&
        (query.maxMw === undefined || item.capacityMw <= query.maxMw),
    );
  const value = (item: (typeof items)[number]): number | string | null => {
    switch (query.sort) {
      case 'irr':
        return item.irr;
      case 'capex':
        return item.capexUsd;
      case 'avoided':
        return item.avoidedCo2eTonnesPerYear;
      case 'capacity':
        return item.capacityMw;
      default:
        return item.updatedAt;
    }
  };
  const direction = query.order === 'asc' ? 1 : -1;
  items.sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    // A missing IRR ('none') sorts last either way.
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return (x < y ? -1 : x > y ? 1 : 0) * direction || a.slug.localeCompare(b.slug);
  });
  return {
    items,
    hasProjectAccess: hasAnyProjectAccess(user) || granted.size > 0 || items.length > 0,
  };
};

/** One project with its flares, its model's results and what the viewer may do with it. */
export const getProject = async (
  { db, actor: viewer }: Pick<ServiceContext, 'db' | 'actor'>,
  { slug }: { slug: string },
): Promise<ProjectResponse> => {
  const row = await requireVisibleProject(db, viewer, slug);
  const context = await loadProjectContext(db, [row], { withSeries: true, withHistory: true });
  return toProjectResponse(row, context, {
    viewerId: viewer?.id ?? null,
    canEdit: canEditProject(viewer, policyProject(row)),
    canPublish: canPublishProject(viewer),
  });
};

/**
 * What a project's pages show first (the server's first paint, plugins/first-paint.ts): its title, stage
 * and marks, or null when this viewer may not read it (the page then says so, as the API does).
 */
export const getProjectHead = async (
  { db, actor: viewer }: Pick<ServiceContext, 'db' | 'actor'>,
  { slug }: { slug: string },
) => {
  try {
    const row = await requireVisibleProject(db, viewer, slug);
    return {
      title: { en: row.title_en, es: row.title_es },
      stage: row.stage,
      isIllustrative: row.is_illustrative === 1,
      isPublished: row.is_published === 1,
      canEdit: canEditProject(viewer, policyProject(row)),
    };
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
};

/** The technologies a project may name, in the administrators' order. */
export const listTechnologies = async ({
  db,
}: Pick<ServiceContext, 'db'>): Promise<ProjectTechnologiesResponse> => ({
  items: (await repo.listTechnologies(db)).map((row) => ({
    id: row.id,
    name: { en: row.name_en, es: row.name_es },
  })),
});

/** Adds a technology to the list projects may name (administrators); a taken id is a field error. */
export const addTechnology = async (
  ctx: ServiceContext,
  input: ProjectTechnologyRequest,
): Promise<ProjectTechnologiesResponse> => {
  const { db, clock, meta } = ctx;
  const user = requireSignedIn(ctx.actor);
  if (!isAdmin(user)) throw new AppError('forbidden');
  await db.transaction().execute(async (trx) => {
    // One writer of the list at a time: a taken id and the next position are read as they are.
    await lockWithin(trx, 'project-technologies');
    const existing = await repo.listTechnologies(trx);
    if (existing.some((row) => row.id === input.id)) {
      throw new AppError('validation_failed', { fields: { id: 'projects.validation.technologyTaken' } });
    }
    await repo.insertTechnology(trx, { ...input, position: existing.length, now: clock.now().toISOString() });
    await recordAudit(trx, clock, 'technology_added', null, meta, {
      actorId: user.id,
      details: { technology: input.id, nameEn: input.nameEn, nameEs: input.nameEs },
    });
  });
  return listTechnologies(ctx);
};

/** The daily gas each linked flare gives: its latest satellite year, averaged per day. */
const gasOfFlares = async (db: Db, flareIds: readonly string[]): Promise<Map<string, number>> => {
  const volumes = await repo.yearlyVolumesOfFlares(db, flareIds);
  const latest = new Map<string, { year: number; volume: number }>();
  for (const row of volumes) {
    const kept = latest.get(row.flare_id);
    if (!kept || row.year > kept.year)
      latest.set(row.flare_id, { year: row.year, volume: Number(row.volume_m3) });
  }
  return new Map([...latest].map(([id, { year, volume }]) => [id, volume / daysInYear(year)]));
};

type ResolvedWrite = {
  flareIds: string[];
  countryIso3: string;
  companyId: string;
  gasAvailableM3PerDay: number;
  composition: GasComposition | null;
  /** The share of the time the flares burn (detectionFrequencyOf), for the warnings. */
  detectionFrequency: number | null;
};

/** Checks what the schema cannot (flares, technology, composition) and fills in the defaults. */
const resolveWrite = async (db: Db, body: ProjectWrite): Promise<ResolvedWrite> => {
  const fields: Record<string, string> = {};
  const flares = await Promise.all(body.flares.map((ref) => repo.findFlareBySlugs(db, ref)));
  flares.forEach((flare, i) => {
    if (!flare) fields[`flares.${i}`] = 'projects.validation.flareUnknown';
  });
  const technologies = await repo.listTechnologies(db);
  if (!technologies.some((row) => row.id === body.technology)) fields.technology = 'validation.invalid_value';
  const composition = body.composition ? (body.composition as GasComposition) : null;
  if (composition && !isValidComposition(composition))
    fields.composition = 'projects.validation.compositionSum';
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
  const found = flares.filter((flare) => flare !== undefined);
  const flareIds = [...new Set(found.map((flare) => flare.id))];
  const [first] = found;
  if (!first)
    throw new AppError('validation_failed', { fields: { flares: 'projects.validation.flaresRequired' } });
  const gasByFlare = await gasOfFlares(db, flareIds);
  const flaresGas = [...gasByFlare.values()].reduce((sum, gas) => sum + gas, 0);
  const unique = [...new Map(found.map((flare) => [flare.id, flare])).values()];
  return {
    flareIds,
    countryIso3: first.country_iso3,
    companyId: first.company_id,
    gasAvailableM3PerDay: body.gasAvailableM3PerDay ?? flaresGas,
    composition,
    detectionFrequency: detectionFrequencyOf(
      unique.map((flare) => ({
        detectionFrequency: flare.detection_frequency === null ? null : Number(flare.detection_frequency),
        gasM3PerDay: gasByFlare.get(flare.id) ?? null,
      })),
    ),
  };
};

/**
 * The model's result on the inputs about to be saved: what is saved must read back (issue 25), so a
 * write whose inputs the model refuses is a field error, and one it cannot evaluate to finite figures
 * (which its property test says never happens) fails before anything is written. The routes' schema
 * checks the same bounds first; this also guards the writes that do not come through a route (the
 * illustrative projects).
 */
const evaluateWrite = (body: ProjectWrite, resolved: ResolvedWrite): ProjectModelResult => {
  const { result, fieldErrors } = tryEvaluateProject(modelOfWrite(body, resolved));
  if (fieldErrors) {
    // The gas available is the project's own field, beside the model's.
    const fields = Object.fromEntries(
      Object.entries(fieldErrors).map(([key, value]) => [
        key === 'gasAvailableM3PerDay' ? key : `model.${key}`,
        value,
      ]),
    );
    throw new AppError('validation_failed', { fields });
  }
  if (!hasFiniteOutputs(result)) throw new Error('finance model: a figure that is not finite');
  return result;
};

/**
 * The model's inputs of a write: the body's, with the project's gas (the body's figure or the linked
 * flares'), which the model limits generation to. The gas is stored in its own column, not twice.
 */
const modelOfWrite = (body: ProjectWrite, resolved: ResolvedWrite) => ({
  ...body.model,
  gasAvailableM3PerDay: resolved.gasAvailableM3PerDay,
});

const columnsOf = (body: ProjectWrite, resolved: ResolvedWrite) => ({
  title_en: body.titleEn,
  title_es: body.titleEs,
  summary_en: body.summaryEn,
  summary_es: body.summaryEs,
  description_en: body.descriptionEn,
  description_es: body.descriptionEs,
  company_id: resolved.companyId,
  country_iso3: resolved.countryIso3,
  technology: body.technology,
  gas_available_m3_per_day: resolved.gasAvailableM3PerDay,
  composition: resolved.composition
    ? JSON.stringify(Object.fromEntries(GAS_COMPONENTS.map((key) => [key, resolved.composition?.[key] ?? 0])))
    : null,
  model_inputs: JSON.stringify(body.model),
  funding_sought_usd: body.fundingSoughtUsd,
  milestones: JSON.stringify(body.milestones),
  gathering_radius_km: body.gatheringRadiusKm ?? null,
});

/**
 * A free slug: the one asked for (refused when taken), else the English title's, numbered when taken.
 * In the transaction that writes it: one writer of slugs at a time, so two projects never pick the same.
 */
const chooseSlug = async (trx: Db, body: ProjectWrite, exceptId?: string): Promise<string> => {
  await lockWithin(trx, 'project-slugs');
  if (body.slug) {
    if (await repo.isSlugTaken(trx, body.slug, exceptId)) {
      throw new AppError('validation_failed', { fields: { slug: 'projects.validation.slugTaken' } });
    }
    return body.slug;
  }
  const base = slugify(body.titleEn).slice(0, 150) || 'project';
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await repo.isSlugTaken(trx, candidate, exceptId))) return candidate;
  }
};

/** Inserts a project with its flares and first stage, in one transaction; its slug is returned. */
export const insertProject = async (
  { db, clock }: Pick<ServiceContext, 'db' | 'clock'>,
  input: {
    ownerId: string | null;
    body: ProjectWrite;
    stage: ProjectStage;
    isPublished?: boolean;
    isIllustrative?: boolean;
    isFeatured?: boolean;
  },
): Promise<ProjectSavedResponse> => {
  const { body } = input;
  const resolved = await resolveWrite(db, body);
  const now = clock.now().toISOString();
  const id = randomUUID();
  // Evaluated inside the transaction, before its writes: a failure saves nothing.
  const { slug, result } = await db.transaction().execute(async (trx) => {
    const result = evaluateWrite(body, resolved);
    const chosen = await chooseSlug(trx, body);
    await repo.insertProject(trx, {
      id,
      slug: chosen,
      ...columnsOf(body, resolved),
      stage: input.stage,
      owner_id: input.ownerId,
      is_published: input.isPublished ? 1 : 0,
      is_illustrative: input.isIllustrative ? 1 : 0,
      is_featured: input.isFeatured ? 1 : 0,
      published_at: input.isPublished ? now : null,
      created_at: now,
      updated_at: now,
    });
    await repo.replaceProjectFlares(trx, id, resolved.flareIds);
    await repo.insertStageChange(trx, {
      id: randomUUID(),
      projectId: id,
      stage: input.stage,
      changedBy: input.ownerId,
      changedAt: now,
    });
    return { slug: chosen, result };
  });
  return {
    slug,
    warnings: projectWarnings(result, resolved.gasAvailableM3PerDay, resolved.detectionFrequency),
  };
};

/**
 * A new draft project owned by the viewer, at stage `idea`, with the stage's date kept. Country and
 * operator are the first linked flare's.
 */
export const createProject = async (
  ctx: ServiceContext,
  body: ProjectWrite,
): Promise<ProjectSavedResponse> => {
  const user = requireSignedIn(ctx.actor);
  if (!canCreateProject(user)) throw new AppError('forbidden');
  return insertProject(ctx, { ownerId: user.id, body, stage: 'idea' });
};

const requireEditable = async (db: Db, viewer: SignedInUser | null, slug: string) => {
  const user = requireSignedIn(viewer);
  const row = await repo.findProjectBySlug(db, slug);
  if (!row) throw new AppError('not_found');
  const project = policyProject(row);
  if (!canEditProject(user, project)) {
    const visible = canViewProject(user, project, await projectGrantIds(db, user.id));
    throw new AppError(visible ? 'forbidden' : 'not_found');
  }
  return { user, row };
};

/**
 * Replaces a project's content (owner or admin). Its stage, owner and publication are kept. The write
 * is its own field of the input: it has a `slug` of its own (the new one), beside the project's.
 */
export const updateProject = async (
  ctx: ServiceContext,
  { slug, body }: { slug: string; body: ProjectWrite },
): Promise<ProjectSavedResponse> => {
  const { db, clock } = ctx;
  const { row } = await requireEditable(db, ctx.actor, slug);
  const resolved = await resolveWrite(db, body);
  const saved = await db.transaction().execute(async (trx) => {
    const result = evaluateWrite(body, resolved);
    const chosen = body.slug && body.slug !== row.slug ? await chooseSlug(trx, body, row.id) : row.slug;
    await repo.updateProject(trx, row.id, {
      slug: chosen,
      ...columnsOf(body, resolved),
      updated_at: clock.now().toISOString(),
    });
    await repo.replaceProjectFlares(trx, row.id, resolved.flareIds);
    return { slug: chosen, result };
  });
  await keepCases(ctx, row.id);
  return {
    slug: saved.slug,
    warnings: projectWarnings(saved.result, resolved.gasAvailableM3PerDay, resolved.detectionFrequency),
  };
};

/**
 * Moves a project to a stage (owner or admin); the date of each change is kept and audit-logged. Investors
 * following its country and technology hear of one seeking funding (once per project).
 */
export const changeStage = async (
  ctx: ServiceContext,
  { slug, stage }: { slug: string; stage: ProjectStage },
): Promise<void> => {
  const id = await moveStage(ctx.db, ctx.clock, ctx.actor, slug, stage, ctx.meta);
  await keepCases(ctx, id);
  if (stage === 'seeking_funding') await notifyNewOpportunity(ctx, { slug, flaresOf: flaresOf(ctx) });
};

/** The linked flares of projects, for the screening's cases (which cannot ask projects: it stands below). */
const flaresOf =
  ({ db }: Pick<ServiceContext, 'db'>) =>
  (projectIds: readonly string[]) =>
    linkedFlareRows(db, projectIds);

/**
 * Stores a published project's lenders' and sponsors' cases for its new version (`project_cases`, decision
 * 045), right after the write that made the version: "matches for you" then reads them in any process instead
 * of computing them in a request. A draft's cases are not read by anyone but its page (which computes them
 * live). A failure here is logged, never the write's: the cases are computed on first use instead.
 */
const keepCases = async (ctx: ServiceContext, projectId: string): Promise<void> => {
  try {
    const row = await repo.findProjectById(ctx.db, projectId);
    if (row && row.is_published === 1 && (MATCHABLE_STAGES as readonly string[]).includes(row.stage))
      await projectCasesOf(ctx.db, [row], { store: true, flaresOf: flaresOf(ctx) });
  } catch (error) {
    ctx.log.warn({ err: error, projectId }, 'could not store the project’s cases');
  }
};

const moveStage = async (
  db: Db,
  clock: Clock,
  viewer: SignedInUser | null,
  slug: string,
  stage: ProjectStage,
  meta: RequestMeta,
): Promise<string> => {
  const { user, row: read } = await requireEditable(db, viewer, slug);
  if (read.stage === stage) return read.id;
  const now = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    // One change of this project at a time, from the stage it is in then (the same move twice is one).
    await lockWithin(trx, `project:${read.id}`);
    const row = await repo.findProjectById(trx, read.id);
    if (!row || row.stage === stage) return;
    await repo.updateProject(trx, row.id, { stage, updated_at: now });
    await repo.insertStageChange(trx, {
      id: randomUUID(),
      projectId: row.id,
      stage,
      changedBy: user.id,
      changedAt: now,
    });
    await recordAudit(trx, clock, 'project_stage_changed', row.owner_id, meta, {
      actorId: user.id,
      details: { project: row.slug, from: row.stage, to: stage },
    });
  });
  return read.id;
};

/**
 * Publishes or unpublishes a project, and features it on the home screen (administrators only). Investors
 * following its country and technology hear of a published one (once per project).
 */
export const setPublication = async (
  ctx: ServiceContext,
  { slug, ...change }: { slug: string; isPublished: boolean; isFeatured?: boolean | undefined },
): Promise<void> => {
  const id = await publish(ctx.db, ctx.clock, ctx.actor, slug, change, ctx.meta);
  await keepCases(ctx, id);
  if (change.isPublished) await notifyNewOpportunity(ctx, { slug, flaresOf: flaresOf(ctx) });
};

const publish = async (
  db: Db,
  clock: Clock,
  viewer: SignedInUser | null,
  slug: string,
  change: { isPublished: boolean; isFeatured?: boolean | undefined },
  meta: RequestMeta,
): Promise<string> => {
  const user = requireSignedIn(viewer);
  if (!canPublishProject(user)) throw new AppError('forbidden');
  const read = await repo.findProjectBySlug(db, slug);
  if (!read) throw new AppError('not_found');
  const now = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    // One change of this project at a time: published twice at once is published (and audited) once.
    await lockWithin(trx, `project:${read.id}`);
    const row = await repo.findProjectById(trx, read.id);
    if (!row) throw new AppError('not_found');
    const wasPublished = row.is_published === 1;
    await repo.updateProject(trx, row.id, {
      is_published: change.isPublished ? 1 : 0,
      is_featured: change.isPublished && (change.isFeatured ?? row.is_featured === 1) ? 1 : 0,
      published_at: change.isPublished ? (wasPublished ? row.published_at : now) : null,
      updated_at: now,
    });
    if (wasPublished !== change.isPublished) {
      await recordAudit(
        trx,
        clock,
        change.isPublished ? 'project_published' : 'project_unpublished',
        row.owner_id,
        meta,
        {
          actorId: user.id,
          details: { project: row.slug },
        },
      );
    }
  });
  return read.id;
};

export type { ProjectContext };

/**
 * The cash-flow download of a project the viewer may read: the project's cash flows and inputs, and
 * (XLSX) its scenarios beside them; with `scenarioId`, that scenario's cash flows and inputs instead.
 * A project the model cannot evaluate (inputs saved before its bounds) is project_model_unavailable;
 * so is a scenario whose overrides no longer fit the project's inputs.
 */
export const cashFlowDownload = async (
  ctx: ServiceContext,
  { slug, ...options }: { slug: string; lang: Locale; scenarioId?: string | undefined },
): Promise<{ name: string; sheets: ExportSheet[] }> => {
  const { db, actor: viewer } = ctx;
  const row = await requireVisibleProject(db, viewer, slug);
  const view = await getProject(ctx, { slug });
  if (options.scenarioId !== undefined) {
    const run = await requireScenarioRun(ctx, { project: row, scenarioId: options.scenarioId });
    if (run.result === null) throw new AppError('project_model_unavailable');
    return {
      name: `${row.slug}-${slugify(run.name).slice(0, 60) || 'scenario'}-cash-flows`,
      sheets: projectSheets({ ...view.project, model: run.inputs }, run.result),
    };
  }
  if (view.results === null) throw new AppError('project_model_unavailable');
  const runs = await scenarioRuns(ctx, { project: row });
  const base = {
    name: dictionaries[options.lang].exports.base_scenario,
    inputs: view.project.model,
    overrides: {},
    result: view.results,
  };
  return {
    name: `${row.slug}-cash-flows`,
    sheets: [
      ...projectSheets(view.project, view.results),
      ...(runs.length > 0 ? scenarioSheets([base, ...runs], options.lang) : []),
    ],
  };
};

/** The home screen's featured project: its title, summary and stage (null when none is featured). */
export const featuredProject = async ({
  db,
}: Pick<ServiceContext, 'db'>): Promise<FeaturedProjectResponse> => {
  const row = await repo.featuredProject(db);
  return {
    project: row
      ? {
          slug: row.slug,
          title: { en: row.title_en, es: row.title_es },
          summary: { en: row.summary_en, es: row.summary_es },
          stage: row.stage,
        }
      : null,
  };
};
