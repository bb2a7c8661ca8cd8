import {
  DEFAULT_COMPOSITION,
  detectionFrequencyOf,
  GAS_COMPONENTS,
  hasFiniteOutputs,
  milestoneSchema,
  PROJECT_STAGES,
  storedProjectModelInputsSchema,
  tryEvaluateProject,
  daysInYear,
  type GasComposition,
  type ProjectModelFieldErrors,
  type ProjectModelInputs,
  type ProjectModelResult,
  type ProjectResponse,
  type ProjectStage,
  type ProjectWarning,
  type ProjectSummary,
} from '@flarescope/shared';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import * as repo from './projects.repository.js';
import { peopleOf } from '../accounts/index.js';
import { flareSurvivalCurve } from '../screening/index.js';

/** What the presenters need besides the project rows, loaded in a few queries for a whole list. */
export type ProjectContext = Awaited<ReturnType<typeof loadProjectContext>>;

const toStage = (value: string): ProjectStage =>
  (PROJECT_STAGES as readonly string[]).includes(value) ? (value as ProjectStage) : 'idea';

/**
 * The stored model inputs, as saved: finite numbers, but a project saved before the model's bounds
 * (issue 25) may hold values outside them. modelOf says whether the model can evaluate them. The gas
 * the plant may burn is the project's (its column, the linked flares' or the owner's figure), for
 * every project, older ones included (decision 021): the model limits generation to it.
 */
export const storedInputsOf = (row: repo.ProjectRow): ProjectModelInputs => ({
  ...storedProjectModelInputsSchema.parse(JSON.parse(row.model_inputs)),
  gasAvailableM3PerDay: Number(row.gas_available_m3_per_day),
});

/** A project's inputs and the model's result on them, or null with the inputs' errors. */
export type ProjectModel = {
  inputs: ProjectModelInputs;
  result: ProjectModelResult | null;
  inputErrors: ProjectModelFieldErrors;
};

/**
 * The model on a project's stored inputs, never throwing, so that every project can be read: inputs
 * outside the bounds (saved before them) give no result and the field errors that say why, which the
 * pages show until the owner corrects them. Saves check the same before writing (projects.service),
 * so a project saved since always has its result.
 */
export const modelOf = (row: repo.ProjectRow): ProjectModel => {
  const inputs = storedInputsOf(row);
  const { result, fieldErrors } = tryEvaluateProject(inputs);
  // Every output is finite for inputs within the bounds (finance-model.property.test.ts); were one
  // not, the project would still be served, its figures unavailable.
  return {
    inputs,
    result: result && hasFiniteOutputs(result) ? result : null,
    inputErrors: fieldErrors ?? {},
  };
};

const milestonesOf = (row: repo.ProjectRow) => z.array(milestoneSchema).parse(JSON.parse(row.milestones));

export const loadProjectContext = async (
  db: Db,
  rows: readonly repo.ProjectRow[],
  options: { withSeries?: boolean; withVolumes?: boolean; withHistory?: boolean } = {},
) => {
  const ids = rows.map((row) => row.id);
  const [flares, countries, companies, technologies, owners] = await Promise.all([
    repo.flaresOfProjects(db, ids),
    repo.countriesByIso3(db, [...new Set(rows.map((row) => row.country_iso3))]),
    repo.companiesById(db, [...new Set(rows.flatMap((row) => (row.company_id ? [row.company_id] : [])))]),
    repo.listTechnologies(db),
    // The owners' usernames, asked of the accounts' front door in one batch (issue 36, item 2).
    peopleOf({ db }, { ids: rows.flatMap((row) => (row.owner_id ? [row.owner_id] : [])) }),
  ]);
  const flareIds = [...new Set(flares.map((flare) => flare.id))];
  const single = rows.length === 1 ? rows[0] : undefined;
  const [volumes, compositions, history, survival] = await Promise.all([
    options.withSeries || options.withVolumes
      ? repo.yearlyVolumesOfFlares(db, flareIds)
      : Promise.resolve([]),
    options.withSeries ? repo.latestCompositionsOfFlares(db, flareIds) : Promise.resolve([]),
    options.withHistory && rows[0] ? repo.stageHistory(db, rows[0].id) : Promise.resolve([]),
    // One project's page: the survival of flares of its gas in its country (decision 032).
    options.withSeries && single
      ? flareSurvivalCurve(
          { db },
          { iso3: single.country_iso3, m3PerDay: Number(single.gas_available_m3_per_day) },
        )
      : Promise.resolve(null),
  ]);
  return {
    flares,
    countries: new Map(countries.map((row) => [row.iso3, row])),
    companies: new Map(companies.map((row) => [row.id, row])),
    technologies: new Map(technologies.map((row) => [row.id, row])),
    owners: new Map(owners.map((row) => [row.id, row.username])),
    volumes,
    compositions,
    history,
    survival,
  };
};

const countryRefOf = (context: ProjectContext, iso3: string) => {
  const country = context.countries.get(iso3);
  return {
    slug: country?.slug ?? iso3.toLowerCase(),
    iso3,
    nameEn: country?.name_en ?? iso3,
    nameEs: country?.name_es ?? iso3,
  };
};

/**
 * The stored inputs, for a caller that goes on to run the model on them (the investor financials):
 * a project whose inputs the model cannot evaluate (modelOf) is refused with project_model_unavailable
 * (409), its page saying why, rather than failing inside the model.
 */
export const modelInputsOf = (row: repo.ProjectRow): ProjectModelInputs => {
  const { inputs, result } = modelOf(row);
  if (result === null) throw new AppError('project_model_unavailable');
  return inputs;
};

/** One line of a list: the headline figures from the model (null when it cannot be evaluated). */
export const toSummary = (
  row: repo.ProjectRow,
  context: ProjectContext,
  { inputs, result }: ProjectModel = modelOf(row),
): ProjectSummary => {
  const company = row.company_id ? context.companies.get(row.company_id) : undefined;
  const technology = context.technologies.get(row.technology);
  const firstFlare = context.flares.find((flare) => flare.projectId === row.id);
  return {
    slug: row.slug,
    title: { en: row.title_en, es: row.title_es },
    summary: { en: row.summary_en, es: row.summary_es },
    country: countryRefOf(context, row.country_iso3),
    company: company
      ? { slug: company.slug, name: company.name, isUnattributed: company.is_unattributed === 1 }
      : null,
    stage: toStage(row.stage),
    technology: {
      id: row.technology,
      name: { en: technology?.name_en ?? row.technology, es: technology?.name_es ?? row.technology },
    },
    capacityMw: inputs.capacityMw,
    gasAvailableM3PerDay: Number(row.gas_available_m3_per_day),
    capexUsd: inputs.capexUsd,
    fundingSoughtUsd: Number(row.funding_sought_usd),
    isModelAvailable: result !== null,
    npv: result?.npv ?? null,
    irr: result?.irr ?? null,
    avoidedCo2eTonnesPerYear: result?.avoidedCo2eTonnesPerYear ?? null,
    warnings: result
      ? projectWarnings(
          result,
          Number(row.gas_available_m3_per_day),
          detectionFrequencyOfProject(row.id, context),
        ).map((warning) => warning.code)
      : [],
    isPublished: row.is_published === 1,
    isIllustrative: row.is_illustrative === 1,
    isFeatured: row.is_featured === 1,
    latitude: firstFlare ? Number(firstFlare.latitude) : null,
    longitude: firstFlare ? Number(firstFlare.longitude) : null,
    updatedAt: row.updated_at,
  };
};

const compositionFromRow = (row: Record<(typeof GAS_COMPONENTS)[number], number>): GasComposition =>
  Object.fromEntries(GAS_COMPONENTS.map((key) => [key, Number(row[key])])) as GasComposition;

/**
 * What every reader of a project should be told, with the numbers, never a refusal (issue 26):
 * - gas_short: the gas the plant would burn at its capacity factor is more than the project has (the
 *   model then generates what the gas feeds);
 * - dscr_below_one: in some year the cash available for debt service does not cover it (the lowest
 *   DSCR and its year);
 * - capacity_factor_unsupported: the plant runs more of the year than its flares burn
 *   (detectionFrequencyOf), so it counts on gas that does not flow.
 */
export const projectWarnings = (
  result: ProjectModelResult,
  gasAvailableM3PerDay: number,
  detectionFrequency: number | null,
): ProjectWarning[] => {
  const warnings: ProjectWarning[] = [];
  const gasNeededM3PerDay = result.gasNeededM3PerDay;
  if (gasNeededM3PerDay > gasAvailableM3PerDay * 1.0001) {
    warnings.push({ code: 'gas_short', gasNeededM3PerDay, gasAvailableM3PerDay });
  }
  const { minDscr } = result;
  if (minDscr !== null && minDscr < 1) {
    const year = result.yearly.find((row) => row.dscr === minDscr)?.year ?? 0;
    warnings.push({ code: 'dscr_below_one', minDscr, year });
  }
  if (detectionFrequency !== null && result.effectiveCapacityFactor > detectionFrequency + 1e-9) {
    warnings.push({
      code: 'capacity_factor_unsupported',
      capacityFactor: result.effectiveCapacityFactor,
      detectionFrequency,
    });
  }
  return warnings;
};

/** A flare's daily gas in its latest satellite year (context.volumes, in year order); null when never seen. */
const latestDailyGas = (context: ProjectContext, flareId: string): number | null => {
  const latest = context.volumes.filter((volume) => volume.flare_id === flareId).at(-1);
  return latest ? Number(latest.volume_m3) / daysInYear(latest.year) : null;
};

/**
 * The share of the time a project's linked flares burn (detectionFrequencyOf, weighted by their latest
 * daily gas): the list and the page load the flares' volumes for it, the service computes it the same
 * way on a write.
 */
const detectionFrequencyOfProject = (projectId: string, context: ProjectContext): number | null =>
  detectionFrequencyOf(
    context.flares
      .filter((flare) => flare.projectId === projectId)
      .map((flare) => ({
        detectionFrequency: flare.detectionFrequency === null ? null : Number(flare.detectionFrequency),
        gasM3PerDay: latestDailyGas(context, flare.id),
      })),
  );

/** The whole project: the four pages read it. */
export const toProjectResponse = (
  row: repo.ProjectRow,
  context: ProjectContext,
  viewer: { viewerId: string | null; canEdit: boolean; canPublish: boolean },
): ProjectResponse => {
  const model = modelOf(row);
  const { inputs, result } = model;
  const flares = context.flares
    .filter((flare) => flare.projectId === row.id)
    .map((flare) => {
      const series = context.volumes
        .filter((volume) => volume.flare_id === flare.id)
        .map((volume) => ({
          year: volume.year,
          flaredM3: Number(volume.volume_m3),
          sourceId: volume.source_id,
        }));
      const latest = series.at(-1);
      return {
        country: {
          slug: flare.countrySlug,
          iso3: flare.iso3,
          nameEn: flare.countryNameEn,
          nameEs: flare.countryNameEs,
        },
        company: {
          slug: flare.companySlug,
          name: flare.companyName,
          isUnattributed: flare.isUnattributed === 1,
        },
        name: flare.name,
        latitude: Number(flare.latitude),
        longitude: Number(flare.longitude),
        type: flare.type,
        series,
        latestM3PerDay: latest ? latest.flaredM3 / daysInYear(latest.year) : null,
        latestYear: latest?.year ?? null,
        detectionFrequency: flare.detectionFrequency === null ? null : Number(flare.detectionFrequency),
      };
    });
  const entered = row.composition ? (JSON.parse(row.composition) as GasComposition) : null;
  const measured = context.compositions[0];
  const composition = entered ?? (measured ? compositionFromRow(measured) : DEFAULT_COMPOSITION);
  const gasAvailable = Number(row.gas_available_m3_per_day);
  const detectionFrequency = detectionFrequencyOfProject(row.id, context);
  const owner = row.owner_id
    ? { username: context.owners.get(row.owner_id) ?? null, isYou: row.owner_id === viewer.viewerId }
    : null;
  return {
    project: {
      ...toSummary(row, context, model),
      description: { en: row.description_en, es: row.description_es },
      owner,
      composition,
      isDefaultComposition: !entered && !measured,
      isEnteredComposition: entered !== null,
      model: inputs,
      milestones: milestonesOf(row),
      stageHistory: context.history.map((change) => ({
        stage: toStage(change.stage),
        changedAt: change.changed_at,
      })),
      publishedAt: row.published_at,
      createdAt: row.created_at,
      gatheringRadiusKm: row.gathering_radius_km === null ? null : Number(row.gathering_radius_km),
    },
    flares,
    results: result && { ...result, equityUsd: inputs.capexUsd - result.debtUsd },
    inputErrors: model.inputErrors,
    can: { edit: viewer.canEdit, publish: viewer.canPublish },
    warnings: result ? projectWarnings(result, gasAvailable, detectionFrequency) : [],
    survival: context.survival,
  };
};
