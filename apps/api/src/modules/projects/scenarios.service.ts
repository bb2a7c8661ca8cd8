import { randomUUID } from 'node:crypto';
import {
  hasFiniteOutputs,
  MAX_PROJECT_SCENARIOS,
  tryEvaluateProject,
  type ProjectModelInputs,
  type ProjectModelResult,
  type Scenario,
  type ScenarioFigures,
  type ScenarioSavedResponse,
  type ScenariosResponse,
  type ScenarioWrite,
} from '@flarescope/shared';
import type { Db } from '../../db/database.js';
import { lockWithin, retryLostInsert } from '../../db/races.js';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { canEditScenarios, canViewScenarios, type PolicyProject, projectGrantIds } from '../access/index.js';
import { storedInputsOf } from './projects.presenters.js';
import * as repo from './projects.repository.js';
import {
  deleteScenarioRow,
  insertScenarioRow,
  listScenarioRows,
  type ScenarioRow,
  updateScenarioRow,
} from './scenarios.repository.js';
import type { SignedInUser } from '../../lib/signed-in-user.js';

/**
 * A project's scenarios (issue 26, item 8; decision 025): named sets of model-input overrides the
 * owner's side saves, each run through the model over the project's current inputs on every read (so a
 * scenario follows the project it varies, and a figure is never stale), side by side with the base.
 */

const policyProject = (row: repo.ProjectRow): PolicyProject => ({
  id: row.id,
  ownerId: row.owner_id,
  isPublished: row.is_published === 1,
});

/** The project behind a slug, for a viewer who may read its financials (as GET /api/projects/:p). */
const requireReadable = async (db: Db, viewer: SignedInUser | null, slug: string) => {
  if (!viewer) throw new AppError('unauthenticated');
  const row = await repo.findProjectBySlug(db, slug);
  if (!row) throw new AppError('not_found');
  const project = policyProject(row);
  if (!canViewScenarios(viewer, project, await projectGrantIds(db, viewer.id))) {
    throw new AppError(project.isPublished ? 'no_project_access' : 'not_found');
  }
  return { user: viewer, row };
};

/** The project for a change of its scenarios: its owner or an administrator; others as the edit route. */
const requireEditable = async (db: Db, viewer: SignedInUser | null, slug: string) => {
  const { user, row } = await requireReadable(db, viewer, slug);
  if (!canEditScenarios(user, policyProject(row))) throw new AppError('forbidden');
  return { user, row };
};

/** The trimmed, lower-case name: "Low gas" and " low GAS " are one scenario. */
const nameKeyOf = (name: string): string => name.trim().toLocaleLowerCase('en');

const overridesOf = (row: ScenarioRow): Record<string, number | string | boolean> =>
  JSON.parse(row.overrides) as Record<string, number | string | boolean>;

/** The project's stored inputs (its gas included) with a scenario's overrides over them. */
const scenarioInputs = (project: repo.ProjectRow, overrides: Record<string, unknown>): ProjectModelInputs =>
  ({ ...storedInputsOf(project), ...overrides }) as ProjectModelInputs;

/** The model on a set of inputs, never throwing: the result, or the inputs' field errors. */
const runInputs = (inputs: ProjectModelInputs) => {
  const { result, fieldErrors } = tryEvaluateProject(inputs);
  return {
    result: result && hasFiniteOutputs(result) ? result : null,
    inputErrors: (fieldErrors ?? {}) as Record<string, string>,
  };
};

const figuresOf = (result: ProjectModelResult): ScenarioFigures => ({
  npv: result.npv,
  irr: result.irr,
  equityIrr: result.equityIrr,
  equityIrrNotMeaningful: result.equityIrrNotMeaningful,
  mirr: result.mirr,
  minDscr: result.minDscr,
  lcoeUsdPerMwh: result.lcoeUsdPerMwh,
  paybackYears: result.paybackYears,
  paybackLostLater: result.paybackLostLater,
  discountedPaybackYears: result.discountedPaybackYears,
  discountedPaybackLostLater: result.discountedPaybackLostLater,
  energyMwhPerYear: result.energyMwhPerYear,
  avoidedCo2eTonnesPerYear: result.avoidedCo2eTonnesPerYear,
  operatingYears: result.operatingYears,
  constructionYears: result.constructionYears,
  idcUsd: result.idcUsd,
});

const toScenario = (project: repo.ProjectRow, row: ScenarioRow): Scenario => {
  const overrides = overridesOf(row);
  const { result, inputErrors } = runInputs(scenarioInputs(project, overrides));
  return {
    id: row.id,
    name: row.name,
    overrides,
    figures: result && figuresOf(result),
    inputErrors,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
};

/** The scenarios of a project with the inputs and results of each, for the cash-flow download. */
export const scenarioRuns = async (
  { db }: Pick<ServiceContext, 'db'>,
  { project }: { project: repo.ProjectRow },
) =>
  (await listScenarioRows(db, project.id)).map((row) => {
    const overrides = overridesOf(row);
    const inputs = scenarioInputs(project, overrides);
    return { id: row.id, name: row.name, inputs, overrides, result: runInputs(inputs).result };
  });

/** GET: the base and every scenario, side by side, and whether the viewer may change them. */
export const listScenarios = async (
  { db, actor: viewer }: Pick<ServiceContext, 'db' | 'actor'>,
  { slug }: { slug: string },
): Promise<ScenariosResponse> => {
  const { user, row } = await requireReadable(db, viewer, slug);
  const base = runInputs(storedInputsOf(row)).result;
  return {
    base: base && figuresOf(base),
    items: (await listScenarioRows(db, row.id)).map((scenario) => toScenario(row, scenario)),
    can: { edit: canEditScenarios(user, policyProject(row)) },
  };
};

/**
 * The write's overrides judged over the project's inputs: a set the model refuses is a field error of
 * the override that caused it (`overrides.<input>`), or of the name when none did (the project's own
 * inputs are outside the bounds, saved before them): nothing is saved either way.
 */
const checkWrite = (project: repo.ProjectRow, body: ScenarioWrite) => {
  const { result, inputErrors } = runInputs(scenarioInputs(project, body.overrides));
  if (result) return;
  const fields = Object.fromEntries(
    Object.entries(inputErrors).map(([key, message]) => [`overrides.${key}`, message]),
  );
  throw new AppError('validation_failed', {
    fields: Object.keys(fields).length > 0 ? fields : { overrides: 'projects.scenarios.modelUnavailable' },
  });
};

const nameTaken = () =>
  new AppError('validation_failed', { fields: { name: 'projects.scenarios.nameTaken' } });

/**
 * POST: a new scenario (owner or admin). One writer of a project's scenarios at a time (its lock), so
 * a taken name and the count are read as they are; 20 identical creates at once answer as 20 in a row:
 * one created, the rest told the name is taken.
 */
export const createScenario = async (
  ctx: ServiceContext,
  { slug, ...body }: ScenarioWrite & { slug: string },
): Promise<ScenarioSavedResponse> => {
  const { db, clock } = ctx;
  const { user, row: project } = await requireEditable(db, ctx.actor, slug);
  checkWrite(project, body);
  const nameKey = nameKeyOf(body.name);
  const saved = await retryLostInsert(
    () =>
      db.transaction().execute(async (trx) => {
        await lockWithin(trx, `project-scenarios:${project.id}`);
        const existing = await listScenarioRows(trx, project.id);
        if (existing.some((row) => row.name_key === nameKey)) throw nameTaken();
        if (existing.length >= MAX_PROJECT_SCENARIOS) {
          throw new AppError('validation_failed', { fields: { name: 'projects.scenarios.tooMany' } });
        }
        const now = clock.now().toISOString();
        const row: ScenarioRow = {
          id: randomUUID(),
          project_id: project.id,
          name: body.name,
          name_key: nameKey,
          overrides: JSON.stringify(body.overrides),
          position: Math.max(0, ...existing.map((row) => row.position)) + 1,
          created_by: user.id,
          created_at: now,
          updated_at: now,
        };
        await insertScenarioRow(trx, row);
        return row;
      }),
    { tables: ['project_scenarios'] },
  );
  return { scenario: toScenario(project, saved) };
};

/** PUT: renames a scenario and replaces its overrides (owner or admin). */
export const updateScenario = async (
  ctx: ServiceContext,
  { slug, scenarioId, ...body }: ScenarioWrite & { slug: string; scenarioId: string },
): Promise<ScenarioSavedResponse> => {
  const { db, clock } = ctx;
  const { row: project } = await requireEditable(db, ctx.actor, slug);
  checkWrite(project, body);
  const nameKey = nameKeyOf(body.name);
  const saved = await retryLostInsert(
    () =>
      db.transaction().execute(async (trx) => {
        await lockWithin(trx, `project-scenarios:${project.id}`);
        const existing = await listScenarioRows(trx, project.id);
        const current = existing.find((row) => row.id === scenarioId);
        if (!current) throw new AppError('not_found');
        if (existing.some((row) => row.id !== scenarioId && row.name_key === nameKey)) throw nameTaken();
        const values = {
          name: body.name,
          name_key: nameKey,
          overrides: JSON.stringify(body.overrides),
          updated_at: clock.now().toISOString(),
        };
        await updateScenarioRow(trx, scenarioId, values);
        return { ...current, ...values };
      }),
    { tables: ['project_scenarios'] },
  );
  return { scenario: toScenario(project, saved) };
};

/** DELETE: removes a scenario (owner or admin); a second delete is not_found. */
export const deleteScenario = async (
  ctx: ServiceContext,
  { slug, scenarioId }: { slug: string; scenarioId: string },
): Promise<void> => {
  const { row: project } = await requireEditable(ctx.db, ctx.actor, slug);
  if (!(await deleteScenarioRow(ctx.db, project.id, scenarioId))) throw new AppError('not_found');
};

/** One scenario of a project the viewer may read (the download of its cash flows), or not_found. */
export const requireScenarioRun = async (
  ctx: Pick<ServiceContext, 'db'>,
  { project, scenarioId }: { project: repo.ProjectRow; scenarioId: string },
) => {
  const run = (await scenarioRuns(ctx, { project })).find((candidate) => candidate.id === scenarioId);
  if (!run) throw new AppError('not_found');
  return run;
};
