import { z } from 'zod';
import { projectModelInputsSchema, TECHNOLOGY_IDS } from '../domain/finance/index.js';
import { isCleanText } from '../text.js';
import { survivalCurveSchema } from './flaring.js';
import { gatheringRadiusQuerySchema } from './projects.js';

/**
 * Scenarios of a project (issue 26, item 8): named sets of model-input overrides an owner saves beside
 * the project's own inputs (base, low gas, high carbon …), and the figures each gives, side by side.
 */

/** A project keeps at most this many scenarios besides its own inputs. */
export const MAX_PROJECT_SCENARIOS = 12;

/**
 * The inputs a scenario changes: any of the model's, each within its bounds (the same field messages
 * as the project form), nothing else. The whole set (the project's inputs with these over them) is
 * judged by the model when saved, so a tenor beyond a lifetime the scenario shortens is refused too.
 */
export const scenarioOverridesSchema = z.object(projectModelInputsSchema.shape).partial().strict();
export type ScenarioOverrides = z.infer<typeof scenarioOverridesSchema>;

/** POST /api/projects/:project/scenarios and PUT …/scenarios/:scenario. */
export const scenarioWriteSchema = z.object({
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(80, { error: 'validation.too_long' })
    .refine((value) => isCleanText(value), { error: 'validation.control_characters' }),
  overrides: scenarioOverridesSchema,
});
export type ScenarioWrite = z.infer<typeof scenarioWriteSchema>;
export type ScenarioWriteRequest = z.input<typeof scenarioWriteSchema>;

/** The headline figures of one set of inputs; null when the model cannot evaluate them. */
export const scenarioFiguresSchema = z.object({
  npv: z.number(),
  irr: z.number().nullable(),
  equityIrr: z.number().nullable(),
  /** The equity pays for none of the capex: its IRR is not meaningful (decision 030). */
  equityIrrNotMeaningful: z.boolean(),
  mirr: z.number().nullable(),
  minDscr: z.number().nullable(),
  lcoeUsdPerMwh: z.number().nullable(),
  paybackYears: z.number().nullable(),
  /** The capex is recovered and lost again by the end of life: no payback (decision 030). */
  paybackLostLater: z.boolean(),
  discountedPaybackYears: z.number().nullable(),
  discountedPaybackLostLater: z.boolean(),
  energyMwhPerYear: z.number(),
  avoidedCo2eTonnesPerYear: z.number(),
  operatingYears: z.number().int(),
  /** Construction years before operation, and the interest during them added to the loan. */
  constructionYears: z.number().int(),
  idcUsd: z.number(),
});
export type ScenarioFigures = z.infer<typeof scenarioFiguresSchema>;

export const scenarioSchema = z.object({
  id: z.string(),
  name: z.string(),
  overrides: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
  /** Null when the project's inputs with these overrides lie outside the model's bounds. */
  figures: scenarioFiguresSchema.nullable(),
  /** The message key of each input the model refuses (the project's inputs changed since it was saved). */
  inputErrors: z.record(z.string(), z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Scenario = z.infer<typeof scenarioSchema>;

/** GET /api/projects/:project/scenarios: the project as saved (the base) and each scenario. */
export const scenariosResponseSchema = z.object({
  base: scenarioFiguresSchema.nullable(),
  items: z.array(scenarioSchema),
  can: z.object({ edit: z.boolean() }),
});
export type ScenariosResponse = z.infer<typeof scenariosResponseSchema>;

export const scenarioSavedResponseSchema = z.object({ scenario: scenarioSchema });
export type ScenarioSavedResponse = z.infer<typeof scenarioSavedResponseSchema>;

export const scenarioParamsSchema = z.object({
  project: z.string().min(1).max(160),
  scenario: z.uuid(),
});

// ---------------------------------------------------------------------------------------------
// Screened opportunities (issue 26, item 9)
// ---------------------------------------------------------------------------------------------

export const SCREENED_SORTS = [
  'npv',
  'irr',
  'capacity',
  'avoided',
  'country',
  'operator',
  'lenders',
  'sponsors',
] as const;
export type ScreenedSort = (typeof SCREENED_SORTS)[number];

/** Rows per page of the screened opportunities. */
export const SCREENED_PAGE_SIZE = 25;

export const screenedListQuerySchema = z.object({
  sort: z.enum(SCREENED_SORTS).default('npv'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** A country slug or ISO alpha-3 code. */
  country: z.string().min(1).max(160).optional(),
  /** Rows whose lenders' case supports at least this debt share of capex (0–1; decision 032). */
  minLendersDebtShare: z.coerce.number().min(0).max(1).optional(),
  /** Rows whose sponsors' case has at least this equity IRR (−1 to 10: −100 % to 1 000 %). */
  minSponsorsEquityIrr: z.coerce.number().min(-1).max(10).optional(),
  /**
   * Which flares (decision 038): 'latest' (the default) those seen in the catalogue's latest year; 'all'
   * also those not seen since whose like more often than not burned again (screeningListing).
   */
  seen: z.enum(['latest', 'all']).default('latest'),
  /** Which rows (decision 040): 'all' (the default) single flares and clusters, 'flare' or 'cluster' only. */
  kind: z.enum(['all', 'flare', 'cluster']).default('all'),
});
export type ScreenedListQuery = z.infer<typeof screenedListQuerySchema>;

/** One flare of a cluster: where its page is, its operator, its gas and share of the pool, its distance. */
export const clusterMemberSchema = z.object({
  name: z.string(),
  countrySlug: z.string(),
  companySlug: z.string(),
  companyName: z.string(),
  isUnattributed: z.boolean(),
  m3PerDay: z.number(),
  share: z.number(),
  km: z.number(),
});
export type ClusterMember = z.infer<typeof clusterMemberSchema>;

export const screenedOpportunitySchema = z.object({
  flare: z.object({
    name: z.string(),
    country: z.object({ slug: z.string(), iso3: z.string(), nameEn: z.string(), nameEs: z.string() }),
    company: z.object({ slug: z.string(), name: z.string(), isUnattributed: z.boolean() }),
    latitude: z.number(),
    longitude: z.number(),
  }),
  /** The flare page's power potential, MW, and the latest period's gas it comes from. */
  powerPotentialMw: z.number(),
  volumeM3PerDay: z.number(),
  /** The period and source of that gas (a year, or a month). */
  period: z.string(),
  sourceId: z.string(),
  isDefaultComposition: z.boolean(),
  /**
   * The default plant: its technology (by the size of the flare's gas, decision 038), its size, whether
   * that size is beyond the sizes of the technology's cost source ('below' / 'above': the end's cost
   * taken, not a curve), and the model's figures on the default inputs.
   */
  technology: z.enum(TECHNOLOGY_IDS),
  costBeyond: z.enum(['below', 'above']).nullable(),
  capacityMw: z.number(),
  capexUsd: z.number(),
  npv: z.number(),
  irr: z.number().nullable(),
  equityIrr: z.number().nullable(),
  minDscr: z.number().nullable(),
  lcoeUsdPerMwh: z.number().nullable(),
  paybackYears: z.number().nullable(),
  avoidedCo2eTonnesPerYear: z.number(),
  gasDeclineRate: z.number(),
  /**
   * The gas the flare can be counted on (decision 032): the years of record with gas it rests on, P50
   * and P90 of operating year 1 (m³/d) and the uptime; the figures null with fewer than 3 years.
   */
  supply: z.object({
    years: z.number().int(),
    fromYear: z.number().int().nullable(),
    toYear: z.number().int().nullable(),
    p50M3PerDay: z.number().nullable(),
    p90M3PerDay: z.number().nullable(),
    uptime: z.number().nullable(),
  }),
  /**
   * When the flare was last seen (decision 038): the year, the years since then to the catalogue's latest,
   * and the share of the catalogue's flares of its size dark as many years running that were seen again
   * the next year (screeningListing; null when seen in the latest year).
   */
  lastSeen: z.object({
    year: z.number().int(),
    yearsUnseen: z.number().int(),
    survival: z.number().nullable(),
  }),
  /** The share of flares of its size still seen 5 years on: its country's curve, or the world's. */
  survival: z
    .object({ share5y: z.number(), scope: z.enum(['country', 'world']), followed: z.number().int() })
    .nullable(),
  /** The lenders' case: P90 × survival, the loan sized to the target DSCR (null: not enough years). */
  lenders: z
    .object({
      debtUsd: z.number(),
      debtShare: z.number(),
      minDscr: z.number().nullable(),
      npv: z.number(),
      irr: z.number().nullable(),
    })
    .nullable(),
  /** The sponsors' case: P50 with the lenders' loan. */
  sponsors: z.object({ equityIrr: z.number().nullable(), npv: z.number() }).nullable(),
  /**
   * A single flare, or a cluster (decision 040): flares pooled into one plant at the largest (the row's
   * flare, country and company are its), each member with its operator, share of the gas and distance
   * to it; the radius it was formed with and the gathering line's length and capex (an estimate, in the
   * capex above).
   */
  kind: z.enum(['flare', 'cluster']),
  cluster: z
    .object({
      radiusKm: z.number(),
      gatheringKm: z.number(),
      gatheringCapexUsd: z.number(),
      members: z.array(clusterMemberSchema),
    })
    .nullable(),
});
export type ScreenedOpportunity = z.infer<typeof screenedOpportunitySchema>;

export const screenedListResponseSchema = z.object({
  items: z.array(screenedOpportunitySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /**
   * The threshold every row was screened with, the catalogue's latest year (the default list's flares
   * were seen in it), the survival a flare unseen since must have, and the data version.
   */
  minPowerMw: z.number(),
  latestYear: z.number().int().nullable(),
  unseenMinSurvival: z.number(),
  dataVersion: z.string().nullable(),
  computedAt: z.string().nullable(),
  sources: z.array(z.object({ id: z.string(), publisher: z.string(), title: z.string() })),
});
export type ScreenedListResponse = z.infer<typeof screenedListResponseSchema>;

/** GET /api/screened-opportunities/cluster: the cluster around a flare at a radius (a project draft's). */
export const screenedClusterQuerySchema = z.object({
  country: z.string().min(1).max(160),
  company: z.string().min(1).max(160),
  flare: z.string().min(1).max(160),
  radiusKm: gatheringRadiusQuerySchema.default(5),
});
export type ScreenedClusterQuery = z.infer<typeof screenedClusterQuerySchema>;

/**
 * The cluster around the flare asked (its anchor, first) at the radius asked (clusterAround over the flares
 * the last screening let clusters take): each member with what the draft's plant is drawn from
 * (clusterProjectInputs) and its cases rest on (projectSupplyOutlook); the survival curve of the pooled gas.
 */
export const screenedClusterResponseSchema = z.object({
  radiusKm: z.number(),
  members: z.array(
    clusterMemberSchema.extend({
      /** The oil or gas field the flare is in, where the catalogue names one. */
      fieldName: z.string().nullable(),
      countryNameEn: z.string(),
      countryNameEs: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      lhvMjPerM3: z.number(),
      hhvMjPerM3: z.number(),
      period: z.string(),
      series: z.array(z.object({ year: z.number().int(), flaredM3: z.number() })),
      detectionFrequency: z.number().nullable(),
    }),
  ),
  survival: survivalCurveSchema.nullable(),
});
export type ScreenedClusterResponse = z.infer<typeof screenedClusterResponseSchema>;
