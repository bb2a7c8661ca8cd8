import { z } from 'zod';
import { GATHERING_RADIUS_KM } from '../domain/flare-clusters.js';
import { survivalCurveSchema } from './flaring.js';
import {
  PROJECT_INPUT_BOUNDS,
  projectWriteModelSchema,
  storedProjectModelInputsSchema,
} from '../domain/finance/index.js';

/**
 * Gas-to-power projects (DESIGN §7): the request and response bodies of /api/projects, used by the API
 * routes and the web forms alike. Money is in US dollars; rates, shares and factors are fractions.
 */

/** A project's life: the pipeline shown on its info page. */
export const PROJECT_STAGES = ['idea', 'feasibility', 'seeking_funding', 'funded', 'operating'] as const;
export type ProjectStage = (typeof PROJECT_STAGES)[number];

export const PROJECT_SORTS = ['irr', 'capex', 'avoided', 'capacity', 'updated'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

/** The largest capacity a list filter takes (the model's own bound). */
export const MAX_PROJECT_CAPACITY_MW = PROJECT_INPUT_BOUNDS.capacityMw.max;
/** A project links at most this many flares (a cluster feeding one plant). */
export const MAX_PROJECT_FLARES = 20;
export const MAX_PROJECT_MILESTONES = 20;
/**
 * The most gas a project may say it has, m³/d: 10⁹, more than twice all the gas flared on Earth
 * (147.7 bcm in 2023 ≈ 4 × 10⁸ m³/d: World Bank GGFR, data/seed/worldbank_ggfr).
 */
export const MAX_PROJECT_GAS_M3_PER_DAY = 1e9;
/** The most funding a project may seek, USD: its largest capex (PROJECT_INPUT_BOUNDS). */
export const MAX_PROJECT_FUNDING_USD = PROJECT_INPUT_BOUNDS.capexUsd.max;

const number = () => z.number({ error: 'projects.validation.notANumber' });
/** 0..max, each failure with the message key that names the range. */
/** A gathering radius, km (decision 040): GATHERING_RADIUS_KM's bounds, else radiusOutOfRange. */
const radiusWithin = (radius: z.ZodNumber | z.ZodCoercedNumber) =>
  radius
    .min(GATHERING_RADIUS_KM.min, { error: 'projects.validation.radiusOutOfRange' })
    .max(GATHERING_RADIUS_KM.max, { error: 'projects.validation.radiusOutOfRange' });
export const gatheringRadiusSchema = radiusWithin(
  z.number({ error: 'projects.validation.radiusOutOfRange' }),
);
/** The same in a query string. */
export const gatheringRadiusQuerySchema = radiusWithin(
  z.coerce.number({ error: 'projects.validation.radiusOutOfRange' }),
);

const upTo = (max: number, key: string) => number().min(0, { error: key }).max(max, { error: key });
const fraction = () =>
  number()
    .min(0, { error: 'projects.validation.fractionRange' })
    .max(1, { error: 'projects.validation.fractionRange' });

const text = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.too_long' });

const slugText = z
  .string()
  .min(1)
  .max(160)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'projects.validation.slugFormat' });

/** A flare as the explorer's URLs name it: country, company and flare slugs. */
export const projectFlareRefSchema = z.object({
  country: z.string().min(1).max(160),
  company: z.string().min(1).max(160),
  name: z.string().min(1).max(160),
});
export type ProjectFlareRef = z.infer<typeof projectFlareRefSchema>;

/** YYYY-MM or YYYY-MM-DD. */
const monthOrDay = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, {
  error: 'projects.validation.monthFormat',
});

export const milestoneSchema = z.object({
  date: monthOrDay,
  labelEn: text(200),
  labelEs: text(200),
  isDone: z.boolean().default(false),
});
export type Milestone = z.infer<typeof milestoneSchema>;

/** Mole fractions as the explorer's compositions; summing to 1 ± 0.005 is checked by the API. */
export const projectCompositionSchema = z.object({
  c1: fraction(),
  c2: fraction(),
  c3: fraction(),
  ic4: fraction(),
  nc4: fraction(),
  ic5: fraction(),
  nc5: fraction(),
  c6plus: fraction(),
  n2: fraction(),
  co2: fraction(),
  h2s: fraction(),
});

/** POST /api/projects and PUT /api/projects/:project: the whole project as its form holds it. */
export const projectWriteSchema = z.object({
  /** The URL name; made from the English title when left out. */
  slug: slugText.optional(),
  titleEn: text(160),
  titleEs: text(160),
  summaryEn: text(600),
  summaryEs: text(600),
  descriptionEn: text(8000),
  descriptionEs: text(8000),
  flares: z
    .array(projectFlareRefSchema)
    .min(1, { error: 'projects.validation.flaresRequired' })
    .max(MAX_PROJECT_FLARES, { error: 'projects.validation.tooMany' }),
  technology: z.string().min(1).max(60),
  /** m³/d; the linked flares' latest daily average when left out. */
  gasAvailableM3PerDay: upTo(
    MAX_PROJECT_GAS_M3_PER_DAY,
    'projects.validation.gasAvailableOutOfRange',
  ).optional(),
  /** Entered mole fractions; the linked flares' measured (or the default) composition when left out. */
  composition: projectCompositionSchema.nullable().optional(),
  model: projectWriteModelSchema,
  fundingSoughtUsd: upTo(MAX_PROJECT_FUNDING_USD, 'projects.validation.fundingOutOfRange'),
  milestones: z
    .array(milestoneSchema)
    .max(MAX_PROJECT_MILESTONES, { error: 'projects.validation.tooMany' })
    .default([]),
  /**
   * The gathering radius (km) of a project drafted from a cluster of flares (decision 040): its flares are
   * the cluster's at this radius; null or left out: not from a cluster.
   */
  gatheringRadiusKm: gatheringRadiusSchema.nullable().optional(),
});
export type ProjectWriteRequest = z.input<typeof projectWriteSchema>;
export type ProjectWrite = z.infer<typeof projectWriteSchema>;

export const projectStageRequestSchema = z.object({ stage: z.enum(PROJECT_STAGES) });
export const projectPublishRequestSchema = z.object({
  isPublished: z.boolean(),
  isFeatured: z.boolean().optional(),
});

export const projectListQuerySchema = z.object({
  country: z.string().min(1).max(160).optional(),
  stage: z.enum(PROJECT_STAGES).optional(),
  technology: z.string().min(1).max(60).optional(),
  minMw: z.coerce.number().min(0).max(MAX_PROJECT_CAPACITY_MW).optional(),
  maxMw: z.coerce.number().min(0).max(MAX_PROJECT_CAPACITY_MW).optional(),
  sort: z.enum(PROJECT_SORTS).default('irr'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** `open`: published ones the user may see; `mine`: those the user owns (drafts too); `all`: admins. */
  scope: z.enum(['open', 'mine', 'all']).default('open'),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

const localized = z.object({ en: z.string(), es: z.string() });

export const projectYearSchema = z.object({
  year: z.number().int(),
  energyMwh: z.number(),
  gasM3: z.number(),
  avoidedCo2eTonnes: z.number(),
  capexUsd: z.number(),
  revenueUsd: z.number(),
  carbonRevenueUsd: z.number(),
  fuelUsd: z.number(),
  omUsd: z.number(),
  ebitdaUsd: z.number(),
  depreciationUsd: z.number(),
  interestUsd: z.number(),
  principalUsd: z.number(),
  debtServiceUsd: z.number(),
  taxUsd: z.number(),
  unleveredTaxUsd: z.number(),
  cfadsUsd: z.number(),
  overhaulUsd: z.number(),
  workingCapitalUsd: z.number(),
  salvageUsd: z.number(),
  dsraUsd: z.number(),
  /** Construction year 1..C (shown C1…), null for operating years. */
  constructionYear: z.number().int().nullable(),
  debtDrawnUsd: z.number(),
  idcUsd: z.number(),
  projectCashFlowUsd: z.number(),
  equityCashFlowUsd: z.number(),
  dscr: z.number().nullable(),
});

/** The model's answer (evaluateProject), as the API serves it; no NaN or Infinity ever. */
export const projectResultsSchema = z.object({
  energyMwhPerYear: z.number(),
  gasM3PerDay: z.number(),
  gasNeededM3PerDay: z.number(),
  effectiveCapacityFactor: z.number(),
  npv: z.number(),
  irr: z.number().nullable(),
  equityIrr: z.number().nullable(),
  /** The equity pays for none of the capex (a loan of 100 %): its IRR and MIRR are left out (decision 030). */
  equityIrrNotMeaningful: z.boolean(),
  /** Every IRR of the project flows, lowest first: several when late losses make the IRR meaningless. */
  irrRoots: z.array(z.number()),
  equityIrrRoots: z.array(z.number()),
  mirr: z.number().nullable(),
  equityMirr: z.number().nullable(),
  /** The last year the plant runs (fewer than its life when it stops early). */
  operatingYears: z.number().int(),
  paybackYears: z.number().nullable(),
  /** The capex is recovered in some year and lost again by the end of life: no payback (decision 030). */
  paybackLostLater: z.boolean(),
  discountedPaybackYears: z.number().nullable(),
  discountedPaybackLostLater: z.boolean(),
  /** Null when the plant generates nothing (its gas is gone). */
  lcoeUsdPerMwh: z.number().nullable(),
  minDscr: z.number().nullable(),
  averageDscr: z.number().nullable(),
  /** The LLCR without the debt-service reserve's balance; llcrWithReserve counts it. */
  llcr: z.number().nullable(),
  llcrWithReserve: z.number().nullable(),
  avoidedCo2eTonnesPerYear: z.number(),
  avoidedCo2eTonnesTotal: z.number(),
  /** The traded (HHV) gas price × HHV/LHV: per MMBtu of the fuel energy the LHV efficiency burns. */
  gasPriceLhvUsdPerMmbtu: z.number(),
  debtUsd: z.number(),
  /** Interest during construction added to the loan; 0 without construction. */
  idcUsd: z.number(),
  /** Construction years before operation (yearly starts with them). */
  constructionYears: z.number().int(),
  equityUsd: z.number(),
  yearly: z.array(projectYearSchema),
});
export type ProjectResults = z.infer<typeof projectResultsSchema>;

export const projectFlareSchema = z.object({
  country: z.object({ slug: z.string(), iso3: z.string(), nameEn: z.string(), nameEs: z.string() }),
  company: z.object({ slug: z.string(), name: z.string(), isUnattributed: z.boolean() }),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  type: z.string(),
  /** The flare's volume per year of the satellite catalogue (m³), oldest first. */
  series: z.array(z.object({ year: z.number().int(), flaredM3: z.number(), sourceId: z.string() })),
  /** Daily average of the latest year (m³/d) and that year; null when never seen. */
  latestM3PerDay: z.number().nullable(),
  latestYear: z.number().int().nullable(),
  /** Share of cloud-free nights its satellite source saw it burning (0–1); null when unknown. */
  detectionFrequency: z.number().nullable(),
});

/** What a project may be warned of (projectWarningSchema). */
export const PROJECT_WARNING_CODES = ['gas_short', 'dscr_below_one', 'capacity_factor_unsupported'] as const;

export const projectSummarySchema = z.object({
  slug: z.string(),
  title: localized,
  summary: localized,
  country: z.object({ slug: z.string(), iso3: z.string(), nameEn: z.string(), nameEs: z.string() }),
  company: z.object({ slug: z.string(), name: z.string(), isUnattributed: z.boolean() }).nullable(),
  stage: z.enum(PROJECT_STAGES),
  technology: z.object({ id: z.string(), name: localized }),
  capacityMw: z.number(),
  /** m³/d the project may take from its flares. */
  gasAvailableM3PerDay: z.number(),
  capexUsd: z.number(),
  fundingSoughtUsd: z.number(),
  /**
   * False when the model cannot be evaluated on the project's inputs (saved before the bounds of
   * PROJECT_INPUT_BOUNDS and outside them): npv, irr and avoided CO2e are then null.
   */
  isModelAvailable: z.boolean(),
  npv: z.number().nullable(),
  irr: z.number().nullable(),
  avoidedCo2eTonnesPerYear: z.number().nullable(),
  /** The codes of the project's warnings (projectWarningSchema): the cards flag them. */
  warnings: z.array(z.enum(PROJECT_WARNING_CODES)),
  isPublished: z.boolean(),
  isIllustrative: z.boolean(),
  isFeatured: z.boolean(),
  /** Where its first flare is: the opportunities map. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  updatedAt: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectListResponseSchema = z.object({
  items: z.array(projectSummarySchema),
  /** False when the user has no project access at all: the screen shows SPEC's message. */
  hasProjectAccess: z.boolean(),
});
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;

/** One warning of a project (projectResponseSchema.warnings). */
export const projectWarningSchema = z.discriminatedUnion('code', [
  z.object({
    code: z.literal('gas_short'),
    gasNeededM3PerDay: z.number(),
    gasAvailableM3PerDay: z.number(),
  }),
  /** The lowest DSCR is below 1.0: in that year the equity pays part of the debt service. */
  z.object({ code: z.literal('dscr_below_one'), minDscr: z.number(), year: z.number().int() }),
  /** The plant's capacity factor is above the flares' detection frequency (detectionFrequencyOf). */
  z.object({
    code: z.literal('capacity_factor_unsupported'),
    capacityFactor: z.number(),
    detectionFrequency: z.number(),
  }),
]);
export type ProjectWarning = z.infer<typeof projectWarningSchema>;

export const projectResponseSchema = z.object({
  project: projectSummarySchema.extend({
    description: localized,
    owner: z.object({ username: z.string().nullable(), isYou: z.boolean() }).nullable(),
    composition: projectCompositionSchema,
    /** True when no composition was entered and none of the flares has a measured one. */
    isDefaultComposition: z.boolean(),
    isEnteredComposition: z.boolean(),
    /** The inputs as saved: a project saved before the bounds may hold values outside them. */
    model: storedProjectModelInputsSchema,
    milestones: z.array(milestoneSchema),
    stageHistory: z.array(z.object({ stage: z.enum(PROJECT_STAGES), changedAt: z.string() })),
    publishedAt: z.string().nullable(),
    createdAt: z.string(),
    /** The gathering radius of a project drafted from a cluster (km; decision 040), else null. */
    gatheringRadiusKm: z.number().nullable(),
  }),
  flares: z.array(projectFlareSchema),
  /** The model's results; null when its inputs lie outside the bounds (inputErrors says which). */
  results: projectResultsSchema.nullable(),
  /**
   * Each saved input outside PROJECT_INPUT_BOUNDS with its message key (a project saved before the
   * bounds existed); {} for every project saved since. Its owner corrects them on the form.
   */
  inputErrors: z.record(z.string(), z.string()),
  /** What the signed-in user may do with it. */
  can: z.object({ edit: z.boolean(), publish: z.boolean() }),
  /**
   * Notes every reader of the project should see (issue 26): the gas cannot feed the capacity; the
   * cash does not cover the debt service in some year; the capacity factor is above the share of the
   * time the flares burn.
   */
  warnings: z.array(projectWarningSchema),
  /**
   * The share of flares of the project's size (its gas) in its country still seen 1..5 years on, for the
   * lenders' case (decision 032); null before the catalogue's counts exist.
   */
  survival: survivalCurveSchema.nullable(),
});
export type ProjectResponse = z.infer<typeof projectResponseSchema>;

export const projectTechnologySchema = z.object({ id: z.string(), name: localized });
/** POST /api/projects/technologies (administrators): a technology projects may then name. */
export const projectTechnologyRequestSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, { error: 'projects.validation.slugFormat' }),
  nameEn: text(120),
  nameEs: text(120),
});
export type ProjectTechnologyRequest = z.infer<typeof projectTechnologyRequestSchema>;

export const projectTechnologiesResponseSchema = z.object({ items: z.array(projectTechnologySchema) });
export type ProjectTechnologiesResponse = z.infer<typeof projectTechnologiesResponseSchema>;

export const projectSavedResponseSchema = z.object({
  slug: z.string(),
  warnings: projectResponseSchema.shape.warnings,
});
export type ProjectSavedResponse = z.infer<typeof projectSavedResponseSchema>;
