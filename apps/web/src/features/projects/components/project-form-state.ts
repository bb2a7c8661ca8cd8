import {
  capexUsdPerKwOf,
  clusterProjectInputs,
  constructionSharesOf,
  flareProjectInputs,
  gasDeclineFromFlares,
  higherHeatingValueMjPerM3,
  lowerHeatingValueMjPerM3,
  PROJECT_INPUT_FALLBACKS,
  TECHNOLOGIES,
  TECHNOLOGY_IDS,
  type CarbonMethodology,
  type DebtSizing,
  type FlareResponse,
  type GasDeclineFit,
  type ProjectModelInputs,
  type ProjectResponse,
  type ProjectWriteRequest,
  type ScreenedClusterResponse,
  type SurvivalCurve,
  type TechnologyId,
} from '@flarescope/shared';
import { fromDisplay, MODEL_FIELDS, modelValue, toDisplay } from './model-fields';

/** A number field as typed: empty while the user clears it. */
export type Typed = number | '';

export type MilestoneState = { date: string; labelEn: string; labelEs: string; isDone: boolean };

/** What the project form holds: texts, the linked flares, and the model's inputs in display units (%). */
export type ProjectFormState = {
  titleEn: string;
  titleEs: string;
  slug: string;
  summaryEn: string;
  summaryEs: string;
  descriptionEn: string;
  descriptionEs: string;
  technology: string;
  gasAvailableM3PerDay: Typed;
  fundingSoughtUsd: Typed;
  model: Record<string, Typed>;
  carbonMethodology: CarbonMethodology;
  canStopEarly: boolean;
  debtSizing: DebtSizing;
  /**
   * Each construction year's share of capex as typed (%), C1 first; null: evenly (the model's default),
   * as long as the owner has not changed them.
   */
  constructionShares: Typed[] | null;
  milestones: MilestoneState[];
  flares: ProjectWriteRequest['flares'];
  /** The decline fitted to the linked flares' satellite series (the decline field's help), or null. */
  declineFit: GasDeclineFit | null;
  /**
   * What the lenders' and sponsors' cases rest on (decision 032): the linked flares' yearly record and
   * uptime, and the survival curve of flares of their size, as the flare or the project was read.
   */
  supplySource: SupplySource;
  /** The gathering radius of a project drafted from a cluster (km; decision 040), else null. */
  gatheringRadiusKm: number | null;
};

/** The linked flares' record and the survival curve the draft's cases are computed from. */
export type SupplySource = {
  flares: Array<{
    series: Array<{ year: number; flaredM3: number }>;
    detectionFrequency: number | null;
    latestM3PerDay: number | null;
  }>;
  survival: SurvivalCurve | null;
};

export const isTechnologyId = (value: string): value is TechnologyId =>
  (TECHNOLOGY_IDS as readonly string[]).includes(value);

/** 'BANDURRIA SUR' → 'Bandurria Sur' (the concession file writes field names in capitals). */
const titleCase = (name: string): string =>
  name === name.toUpperCase()
    ? name
        .toLowerCase()
        .replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase())
    : name;

const displayModel = (inputs: ProjectModelInputs): Record<string, Typed> =>
  Object.fromEntries(
    MODEL_FIELDS.map((field) => [field.key, toDisplay(field, modelValue(inputs, field.key))]),
  );

/**
 * The satellite series of a flare's catalogue (the one its power figure comes from): yearly volumes,
 * for the decline the form offers.
 */
const satelliteYears = (flare: FlareResponse) => {
  const sourceId = flare.series.find((point) => point.period === flare.power?.period)?.sourceId;
  return flare.series
    .filter((point) => point.period.length === 4 && point.sourceId === sourceId)
    .map((point) => ({ year: Number(point.period), volumeM3: point.flaredM3 }));
};

/** A share (0–1) as a percentage typed in the form, to 12 significant digits as the other percentages. */
const sharePercent = (share: number): number => Number((share * 100).toPrecision(12));

/**
 * The construction years' shares of capex the form shows (%): as typed, or evenly for the years typed
 * (none for 0 or a field being typed).
 */
export const constructionSharesShown = (state: ProjectFormState): Typed[] => {
  const years = Number(state.model.constructionYears);
  if (state.constructionShares !== null) return state.constructionShares;
  return Number.isInteger(years) && years > 0 && years <= 3
    ? constructionSharesOf({ constructionYears: years }).map(sharePercent)
    : [];
};

/**
 * A new project from a flare: its latest daily gas, its gas's LHV, and a plant of the technology its size
 * calls for (technologyForGas, decision 038) unless one is given, sized to the power that gas can feed
 * at that technology's efficiency (rounded down to 0.1 MW, so the plant never needs more gas than the
 * flare gives); costs and finance from the documented defaults.
 */
export const stateFromFlare = (flare: FlareResponse, asked?: TechnologyId): ProjectFormState => {
  const gas = flare.power?.volumeM3PerDay ?? 0;
  // The same draft the screened opportunities run the model on (flareProjectInputs).
  const { capacityMw, inputs, declineFit, technology } = flareProjectInputs(
    {
      volumeM3PerDay: gas,
      lhvMjPerM3: flare.power?.lhvMjPerM3 ?? lowerHeatingValueMjPerM3(flare.composition.components as never),
      hhvMjPerM3: higherHeatingValueMjPerM3(flare.composition.components as never),
      years: satelliteYears(flare),
    },
    asked,
  );
  const place = titleCase(flare.flare.field?.name ?? flare.flare.name);
  const gasText = (locale: string) => Math.round(gas).toLocaleString(locale);
  return {
    titleEn: `${place} gas to power`,
    titleEs: `${place}: gas a energía`,
    slug: '',
    summaryEn: `A ${capacityMw.toLocaleString('en')} MW plant burning the gas of flare ${flare.flare.name} (${flare.company.name}, ${flare.country.nameEn}) instead of flaring it.`,
    summaryEs: `Una planta de ${capacityMw.toLocaleString('es')} MW que quema el gas de la antorcha ${flare.flare.name} (${flare.company.name}, ${flare.country.nameEs}) en lugar de quemarlo en antorcha.`,
    descriptionEn: `Gas available: ${gasText('en')} m³/d (${flare.power?.period ?? '—'}, EOG VIIRS satellite estimate).`,
    descriptionEs: `Gas disponible: ${gasText('es')} m³/d (${flare.power?.period ?? '—'}, estimación satelital EOG VIIRS).`,
    technology,
    gasAvailableM3PerDay: Math.round(gas),
    fundingSoughtUsd: Math.round(inputs.capexUsd),
    model: displayModel(inputs),
    carbonMethodology: inputs.carbonMethodology ?? PROJECT_INPUT_FALLBACKS.carbonMethodology,
    canStopEarly: inputs.canStopEarly ?? PROJECT_INPUT_FALLBACKS.canStopEarly,
    debtSizing: inputs.debtSizing ?? PROJECT_INPUT_FALLBACKS.debtSizing,
    constructionShares: null,
    milestones: [],
    flares: [{ country: flare.country.slug, company: flare.company.slug, name: flare.flare.name }],
    declineFit,
    supplySource: {
      flares: [
        {
          series: satelliteYears(flare).map((point) => ({ year: point.year, flaredM3: point.volumeM3 })),
          detectionFrequency: flare.flare.detectionFrequency,
          latestM3PerDay: gas,
        },
      ],
      survival: flare.supply.survival,
    },
    gatheringRadiusKm: null,
  };
};

/**
 * A new project from the cluster around a flare (decision 040): the plant the screened cluster row runs
 * the model on (clusterProjectInputs: the members' gas pooled, its technology by the pooled size, the
 * gathering line's capex added), the members linked, the cluster's radius kept.
 */
export const stateFromCluster = (cluster: ScreenedClusterResponse): ProjectFormState => {
  const sources = cluster.members.map((member) => ({
    id: `${member.countrySlug}/${member.companySlug}/${member.name}`,
    latitude: member.latitude,
    longitude: member.longitude,
    m3PerDay: member.m3PerDay,
    lhvMjPerM3: member.lhvMjPerM3,
    hhvMjPerM3: member.hhvMjPerM3,
    years: member.series.map((point) => ({ year: point.year, volumeM3: point.flaredM3 })),
  }));
  const plant = clusterProjectInputs(sources);
  const anchor = cluster.members[0];
  const place = titleCase(anchor?.fieldName ?? anchor?.name ?? '');
  const count = cluster.members.length;
  const operators = [...new Set(cluster.members.map((member) => member.companyName))].join(', ');
  const gas = (locale: string) => Math.round(plant.volumeM3PerDay).toLocaleString(locale);
  const km = (locale: string) => plant.gatheringKm.toLocaleString(locale, { maximumFractionDigits: 1 });
  const usd = (locale: string) => Math.round(plant.gatheringCapexUsd).toLocaleString(locale);
  const radius = (locale: string) => cluster.radiusKm.toLocaleString(locale);
  return {
    titleEn: `${place} cluster gas to power`,
    titleEs: `Agrupación ${place}: gas a energía`,
    slug: '',
    summaryEn: `A ${plant.capacityMw.toLocaleString('en')} MW plant burning the gas of ${count} flares within ${radius('en')} km of flare ${anchor?.name ?? ''} (${operators}) instead of flaring it.`,
    summaryEs: `Una planta de ${plant.capacityMw.toLocaleString('es')} MW que quema el gas de ${count} antorchas a menos de ${radius('es')} km de la antorcha ${anchor?.name ?? ''} (${operators}) en lugar de quemarlo en antorcha.`,
    descriptionEn: `Gas available: ${gas('en')} m³/d pooled (${anchor?.period ?? '—'}, EOG VIIRS satellite estimate). Gathering line: ${km('en')} km, ${usd('en')} USD in the capex (estimate: 4-inch pipeline, Parker 2004, USD 2017).`,
    descriptionEs: `Gas disponible: ${gas('es')} m³/d reunidos (${anchor?.period ?? '—'}, estimación satelital EOG VIIRS). Línea de recolección: ${km('es')} km, ${usd('es')} USD en el capex (estimación: ducto de 4 pulgadas, Parker 2004, USD 2017).`,
    technology: plant.technology,
    gasAvailableM3PerDay: Math.round(plant.volumeM3PerDay),
    fundingSoughtUsd: Math.round(plant.inputs.capexUsd),
    model: displayModel(plant.inputs),
    carbonMethodology: plant.inputs.carbonMethodology ?? PROJECT_INPUT_FALLBACKS.carbonMethodology,
    canStopEarly: plant.inputs.canStopEarly ?? PROJECT_INPUT_FALLBACKS.canStopEarly,
    debtSizing: plant.inputs.debtSizing ?? PROJECT_INPUT_FALLBACKS.debtSizing,
    constructionShares: null,
    milestones: [],
    flares: cluster.members.map((member) => ({
      country: member.countrySlug,
      company: member.companySlug,
      name: member.name,
    })),
    declineFit: plant.declineFit,
    supplySource: {
      flares: cluster.members.map((member) => ({
        series: member.series,
        detectionFrequency: member.detectionFrequency,
        latestM3PerDay: member.m3PerDay,
      })),
      survival: cluster.survival,
    },
    gatheringRadiusKm: cluster.radiusKm,
  };
};

/** What a cluster decides in its draft: always the new cluster's when it is re-formed. */
const CLUSTER_OWNED: ReadonlyArray<keyof ProjectFormState> = [
  'flares',
  'gasAvailableM3PerDay',
  'declineFit',
  'supplySource',
  'gatheringRadiusKm',
];

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The draft of a re-formed cluster, keeping what the owner changed in the last one: each field and model
 * input whose value differs from the last cluster's pre-filled one (`before`) keeps the value in the form
 * (`typed`); the others, and what the cluster decides (its flares, pooled gas, supply record, radius), are
 * the new cluster's (`next`). Typed construction shares stay while the construction years do.
 */
export const carryTypedFields = (
  before: ProjectFormState,
  typed: ProjectFormState,
  next: ProjectFormState,
): ProjectFormState => {
  const carried: Record<string, unknown> = { ...next };
  for (const key of Object.keys(next) as Array<keyof ProjectFormState>) {
    if (key === 'model' || CLUSTER_OWNED.includes(key)) continue;
    if (!sameValue(typed[key], before[key])) carried[key] = typed[key];
  }
  const model = { ...next.model };
  for (const [key, value] of Object.entries(typed.model)) {
    if (!sameValue(value, before.model[key])) model[key] = value;
  }
  carried.model = model;
  if (!sameValue(model.constructionYears, typed.model.constructionYears)) carried.constructionShares = null;
  return carried as ProjectFormState;
};

/** The form of an existing project. */
export const stateFromProject = (data: ProjectResponse): ProjectFormState => ({
  titleEn: data.project.title.en,
  titleEs: data.project.title.es,
  slug: data.project.slug,
  summaryEn: data.project.summary.en,
  summaryEs: data.project.summary.es,
  descriptionEn: data.project.description.en,
  descriptionEs: data.project.description.es,
  technology: data.project.technology.id,
  gasAvailableM3PerDay: data.project.gasAvailableM3PerDay,
  fundingSoughtUsd: data.project.fundingSoughtUsd,
  model: displayModel(data.project.model),
  carbonMethodology: data.project.model.carbonMethodology ?? PROJECT_INPUT_FALLBACKS.carbonMethodology,
  canStopEarly: data.project.model.canStopEarly ?? PROJECT_INPUT_FALLBACKS.canStopEarly,
  debtSizing: data.project.model.debtSizing ?? PROJECT_INPUT_FALLBACKS.debtSizing,
  constructionShares: data.project.model.constructionCapexShares
    ? data.project.model.constructionCapexShares.map((share) => sharePercent(share))
    : null,
  milestones: data.project.milestones.map((milestone) => ({ ...milestone })),
  flares: data.flares.map((flare) => ({
    country: flare.country.slug,
    company: flare.company.slug,
    name: flare.name,
  })),
  declineFit: projectDeclineFit(data),
  supplySource: { flares: data.flares, survival: data.survival },
  gatheringRadiusKm: data.project.gatheringRadiusKm,
});

/**
 * The decline fitted to a project's linked flares' satellite series (their volumes added over the
 * years they all have gas).
 */
export const projectDeclineFit = (data: ProjectResponse): GasDeclineFit | null =>
  gasDeclineFromFlares(
    data.flares.map((flare) => flare.series.map((point) => ({ year: point.year, volumeM3: point.flaredM3 }))),
  );

/** A technology chosen in the form brings its efficiency, capex per kW and O&M (the capacity stays). */
export const withTechnology = (state: ProjectFormState, technology: string): ProjectFormState => {
  if (!isTechnologyId(technology)) return { ...state, technology };
  const plant = TECHNOLOGIES[technology];
  const capacity = Number(state.model.capacityMw) || 0;
  return {
    ...state,
    technology,
    model: {
      ...state.model,
      electricalEfficiency: plant.electricalEfficiency * 100,
      capexUsd: Math.round(capexUsdPerKwOf(technology, capacity) * 1000 * capacity),
      fixedOmUsdPerYear: Math.round(plant.fixedOmUsdPerKwYear * 1000 * capacity),
      variableOmUsdPerMwh: plant.variableOmUsdPerMwh,
    },
  };
};

/**
 * The model's inputs as the form holds them (fractions); NaN where a field is empty (the schema says
 * so). The gas available is the project's own field, sent beside them.
 */
const formModelOf = (state: ProjectFormState): Omit<ProjectModelInputs, 'gasAvailableM3PerDay'> => ({
  ...(Object.fromEntries(
    MODEL_FIELDS.map((field) => {
      const typed = state.model[field.key];
      return [field.key, typed === '' || typed === undefined ? Number.NaN : fromDisplay(field, typed)];
    }),
  ) as unknown as ProjectModelInputs),
  carbonMethodology: state.carbonMethodology,
  canStopEarly: state.canStopEarly,
  debtSizing: state.debtSizing,
  ...(state.constructionShares === null
    ? {}
    : {
        constructionCapexShares: state.constructionShares.map((share) =>
          share === '' ? Number.NaN : Number((share / 100).toPrecision(12)),
        ),
      }),
});

/** The model's inputs as the model takes them: the gas available limits generation, as on the saved project. */
export const modelInputsOf = (state: ProjectFormState): ProjectModelInputs => ({
  ...formModelOf(state),
  ...(state.gasAvailableM3PerDay === '' ? {} : { gasAvailableM3PerDay: state.gasAvailableM3PerDay }),
});

/** The request body of POST/PUT /api/projects. */
export const bodyOf = (state: ProjectFormState): ProjectWriteRequest => ({
  titleEn: state.titleEn,
  titleEs: state.titleEs,
  ...(state.slug ? { slug: state.slug } : {}),
  summaryEn: state.summaryEn,
  summaryEs: state.summaryEs,
  descriptionEn: state.descriptionEn,
  descriptionEs: state.descriptionEs,
  flares: state.flares,
  technology: state.technology,
  ...(state.gasAvailableM3PerDay === '' ? {} : { gasAvailableM3PerDay: state.gasAvailableM3PerDay }),
  model: formModelOf(state),
  fundingSoughtUsd: state.fundingSoughtUsd === '' ? Number.NaN : state.fundingSoughtUsd,
  milestones: state.milestones,
  ...(state.gatheringRadiusKm === null ? {} : { gatheringRadiusKm: state.gatheringRadiusKm }),
});
