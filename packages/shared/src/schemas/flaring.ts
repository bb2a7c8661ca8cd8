import { z } from 'zod';
import { UNIT_SYSTEMS } from '../constants.js';
import { GAS_ENDS } from '../domain/emission-range.js';
import { GAS_COMPONENTS, GWP_HORIZONS } from '../domain/flaring-math.js';

/**
 * Responses of the flaring API (`/api/flaring/*`). Everything is metric: volumes in m³ at 15 °C and
 * 101.325 kPa, masses in tonnes, temperatures in K, power in MW. The web converts with domain/units.ts.
 * Every figure says the period it covers (`year`, or `period` 'YYYY' | 'YYYY-MM') and its source id
 * (see `sources` of each answer: publisher, licence).
 */

export const FLARE_TYPES = [
  'upstream',
  'gas_field',
  'refinery',
  'oil_plant',
  'lng',
  'gas_plant',
  'other',
] as const;
export type FlareType = (typeof FLARE_TYPES)[number];

export const FLARE_SORTS = ['volume', 'name', 'type', 'company'] as const;
export type FlareSort = (typeof FLARE_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export const MAX_PAGE_SIZE = 100;

export const horizonQuerySchema = z.object({ horizon: z.enum(GWP_HORIZONS).default('gwp100') });

/** Paged, sortable flare lists (country and company views). */
/** A basin's or a province's name as the fields table writes it (a search result's place). */
const placeNameSchema = z.string().trim().min(1).max(120);

export const flareListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
  sort: z.enum(FLARE_SORTS).default('volume'),
  order: z.enum(SORT_ORDERS).default('desc'),
  /** Only the flares in fields of this basin, or of this province (a basin or province found by search). */
  basin: placeNameSchema.optional(),
  province: placeNameSchema.optional(),
});
export type FlareListQuery = z.infer<typeof flareListQuerySchema>;

export const sourceSchema = z.object({
  id: z.string(),
  publisher: z.string(),
  /** The English title and licence; the Spanish ones when an administrator wrote them (else null). */
  title: z.string(),
  licence: z.string(),
  titleEs: z.string().nullable(),
  licenceEs: z.string().nullable(),
  url: z.string().nullable(),
  publishedOn: z.string().nullable(),
  kind: z.string(),
});
export type FlaringSource = z.infer<typeof sourceSchema>;

export const countryRefSchema = z.object({
  iso3: z.string(),
  iso2: z.string(),
  slug: z.string(),
  nameEn: z.string(),
  nameEs: z.string(),
});
export type CountryRef = z.infer<typeof countryRefSchema>;

export const companyRefSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** The company `unattributed`: flares no source attributes to an operator ("Not attributed"). */
  isUnattributed: z.boolean(),
});
export type CompanyRef = z.infer<typeof companyRefSchema>;

/** CO2, unburnt CH4 and CO2e of a volume; `isDefaultComposition` flags figures from the default gas. */
export const emissionsSchema = z.object({
  co2Tonnes: z.number(),
  ch4Tonnes: z.number(),
  co2eTonnes: z.number(),
  horizon: z.enum(GWP_HORIZONS),
  isDefaultComposition: z.boolean(),
});
export type Emissions = z.infer<typeof emissionsSchema>;

/**
 * What a rank ranks against: `countries` (every country that flared in the year, by satellite volume) or
 * `named_operators` (only the operators a source names; flaring nobody attributes, and every country
 * without operator data, is outside the ranking) or `named_groups` (the same, with each company rolled up
 * to its group: its owner where a public source names one, else the same name in every country). `countries` says how many countries the ranked set
 * spans, so "1 of 23 named operators" comes with "in 1 country".
 */
export const RANK_SCOPES = ['countries', 'named_operators', 'named_groups'] as const;
export type RankScope = (typeof RANK_SCOPES)[number];

const rankSchema = z.object({
  rank: z.number().int(),
  of: z.number().int(),
  year: z.number().int(),
  among: z.enum(RANK_SCOPES),
  /** Countries the ranked set spans. */
  countries: z.number().int(),
});
export type Rank = z.infer<typeof rankSchema>;

const productionFigureSchema = z.object({
  period: z.string(),
  oilBbl: z.number().nullable(),
  gasM3: z.number().nullable(),
  /** Oil plus gas in barrels of oil equivalent (gas at 5.8 Mscf per boe, SPE). */
  totalBoe: z.number().nullable(),
  sourceId: z.string(),
});

/**
 * Progress toward zero routine flaring by 2030. Both ends (and the trend) come from the one source
 * `sourceId`: the World Bank's published series where it covers the entity, else the satellite sum;
 * never one publisher's baseline against another's latest year.
 */
export const progressSchema = z.object({
  sourceId: z.string(),
  baselineYear: z.number().int(),
  baselineVolume: z.number(),
  latestYear: z.number().int(),
  latestVolume: z.number(),
  expectedVolumeOnTrack: z.number(),
  isOnTrack: z.boolean().nullable(),
  percentReduced: z.number().nullable(),
  trendSlopePerYear: z.number().nullable(),
  projectedZeroYear: z.number().int().nullable(),
});

/**
 * CO2e with the assumptions swept over their published ranges wherever a flare's gas and efficiency are
 * not measured: the combustion efficiency from `efficiencyHigh` (0.98, the default) down to
 * `efficiencyLow` (0.95, measured in US basins) and, per flare type, the gas between the two published
 * gases of GAS_RANGE_BY_FLARE_TYPE (`byType`: the default-gas volume of each type and its gases; low =
 * high where no source gives the type's gas). `lowTonnes` is the lowest CO2e over both, `highTonnes` the
 * highest. Null when none of the volume uses the defaults.
 */
export const co2eRangeSchema = z.object({
  lowTonnes: z.number(),
  highTonnes: z.number(),
  efficiencyLow: z.number(),
  efficiencyHigh: z.number(),
  byType: z.array(
    z.object({
      type: z.enum(FLARE_TYPES),
      volumeM3: z.number(),
      gasLow: z.enum(GAS_ENDS),
      gasHigh: z.enum(GAS_ENDS),
    }),
  ),
});
export type Co2eRangeView = z.infer<typeof co2eRangeSchema>;

/** Key figures of a country or a company, each with its period and source. */
export const flaringSummarySchema = z.object({
  /** Satellite (or imported) flared volume of the latest full year. */
  flared: z.object({ m3: z.number(), year: z.number().int(), sourceId: z.string() }),
  emissions: emissionsSchema.extend({
    year: z.number().int(),
    /**
     * CO2e with the assumed combustion efficiency swept over its published range: `highTonnes` at
     * `efficiencyLow` (0.95, measured in US basins) and `lowTonnes` at `efficiencyHigh` (0.98, the default),
     * wherever a flare's efficiency is not measured. Null when none of the volume uses the default.
     */
    co2eRange: co2eRangeSchema.nullable(),
  }),
  /** m³ flared per barrel of oil produced: the World Bank's published figure for countries, ours otherwise. */
  intensity: z.object({ m3PerBbl: z.number(), year: z.number().int(), sourceId: z.string() }).nullable(),
  /** Share of produced gas that is flared, in % (our definition; needs gas production). */
  flaringIndex: z.object({ percent: z.number(), year: z.number().int(), sourceId: z.string() }).nullable(),
  production: productionFigureSchema.nullable(),
  activeFlares: z.object({ count: z.number().int(), year: z.number().int() }),
  flareCount: z.number().int(),
  /** Latest month with monthly data ('YYYY-MM'), or null when only annual data exists. */
  lastMonth: z.string().nullable(),
  worldRank: rankSchema.nullable(),
  progressTo2030: progressSchema.nullable(),
});
export type FlaringSummary = z.infer<typeof flaringSummarySchema>;

/**
 * The share of a year's satellite volume that a source attributes to a named operator (the rest is "Not
 * attributed"), with the sources that name operators (`namingSourceIds`) and the countries they cover.
 */
export const operatorCoverageSchema = z.object({
  year: z.number().int(),
  sourceId: z.string(),
  attributedM3: z.number(),
  totalM3: z.number(),
  share: z.number().nullable(),
  countries: z.number().int(),
  namingSourceIds: z.array(z.string()),
});
export type OperatorCoverage = z.infer<typeof operatorCoverageSchema>;

export const worldSummaryResponseSchema = z.object({
  latestYear: z.number().int(),
  totals: z.object({
    year: z.number().int(),
    /** `flaredM3`, the active flares and the CO2 figures are the satellite sum of `year` from this source. */
    sourceId: z.string(),
    flaredM3: z.number(),
    co2Tonnes: z.number(),
    ch4Tonnes: z.number(),
    co2eTonnes: z.number(),
    horizon: z.enum(GWP_HORIZONS),
    isDefaultComposition: z.boolean(),
    /** The range of `co2eTonnes` over the assumed efficiency and gas (see co2eRangeSchema). */
    co2eRange: co2eRangeSchema.nullable(),
    activeFlares: z.number().int(),
    flareCount: z.number().int(),
    /** World intensity from the World Bank's published volumes and oil production of its latest year. */
    intensityM3PerBbl: z.number().nullable(),
    intensityYear: z.number().int().nullable(),
    intensitySourceId: z.string().nullable(),
  }),
  series: z.array(
    z.object({
      year: z.number().int(),
      satelliteM3: z.number().nullable(),
      worldBankM3: z.number().nullable(),
      energyInstituteM3: z.number().nullable(),
    }),
  ),
  /**
   * What `series[].energyInstituteM3` is: the Energy Institute's own "Total World" (`publisher_total`),
   * or our sum of its country rows (`sum_of_country_rows`), lower than EI's total because EI's regional
   * "Other …" rows are not countries (2023: 146.65 against EI's 157.14 bcm).
   */
  energyInstituteBasis: z.enum(['publisher_total', 'sum_of_country_rows']),
  countries: z.array(
    countryRefSchema.extend({
      /** Satellite sum of `flaredYear` from `flaredSourceId`; the active flares and rank are of the same. */
      flaredM3: z.number(),
      flaredYear: z.number().int(),
      flaredSourceId: z.string(),
      activeFlares: z.number().int(),
      worldRank: z.number().int().nullable(),
      /** The World Bank's published volume of `worldBankYear`. */
      worldBankM3: z.number().nullable(),
      worldBankYear: z.number().int().nullable(),
      /** Our satellite sum of `worldBankYear`, to set beside the World Bank's figure (null without one). */
      satelliteInWorldBankYearM3: z.number().nullable(),
      /** The World Bank's published intensity of `intensityYear` (its source: `intensitySourceId`). */
      intensityM3PerBbl: z.number().nullable(),
      intensityYear: z.number().int().nullable(),
      intensitySourceId: z.string().nullable(),
    }),
  ),
  progressTo2030: progressSchema.nullable(),
  /** How much of the world's satellite volume of `year` has a named operator, and which sources name them. */
  operatorCoverage: operatorCoverageSchema,
  sources: z.array(sourceSchema),
});
export type WorldSummaryResponse = z.infer<typeof worldSummaryResponseSchema>;

export const yearSeriesPointSchema = z.object({
  year: z.number().int(),
  satelliteM3: z.number().nullable(),
  /** Imported operator/regulator volume summed over the year, where any exists. */
  reportedM3: z.number().nullable(),
  worldBankM3: z.number().nullable(),
  energyInstituteM3: z.number().nullable(),
});

export const companyRankRowSchema = companyRefSchema.extend({
  flaredM3: z.number(),
  activeFlares: z.number().int(),
  flareCount: z.number().int(),
  /** 1 = largest flared volume among the country's named operators in the latest year; null for `unattributed`. */
  countryRank: z.number().int().nullable(),
  /** Rank among every named operator of every country (see CountryResponse.companyRanks). */
  worldRank: z.number().int().nullable(),
  /**
   * The operator's progress to 2030 from its attributed satellite series alone (as the company page),
   * for operators with at least MIN_OPERATOR_PROGRESS_YEARS years of data; null otherwise and for
   * "Not attributed", which is no operator.
   */
  progressTo2030: progressSchema.nullable(),
});
export type CompanyRankRow = z.infer<typeof companyRankRowSchema>;

export const countryResponseSchema = z.object({
  country: countryRefSchema,
  latestYear: z.number().int(),
  summary: flaringSummarySchema,
  series: z.array(yearSeriesPointSchema),
  companies: z.array(companyRankRowSchema),
  /** What the companies' ranks rank: named operators only, how many in the country and in the world. */
  companyRanks: z.object({
    among: z.literal('named_operators'),
    year: z.number().int(),
    inCountry: z.number().int(),
    inWorld: z.number().int(),
    /** Countries where a source names operators (the world rank spans only these). */
    worldCountries: z.number().int(),
  }),
  /**
   * How much of the country's satellite volume of `year` a source attributes to a named operator (the
   * rest is "Not attributed"): `share` = attributedM3 ÷ totalM3 (0–1), null when nothing flared.
   */
  attribution: z.object({
    year: z.number().int(),
    sourceId: z.string(),
    attributedM3: z.number(),
    totalM3: z.number(),
    share: z.number().nullable(),
    /** The sources that name the country's operators (decision 016); empty where none does. */
    namingSourceIds: z.array(z.string()),
  }),
  sources: z.array(sourceSchema),
});
export type CountryResponse = z.infer<typeof countryResponseSchema>;

export const fieldRowSchema = z.object({
  slug: z.string(),
  name: z.string(),
  basin: z.string().nullable(),
  province: z.string().nullable(),
  flareCount: z.number().int(),
  flaredM3: z.number(),
  /** Whether the concession's outline is published: GET …/companies/{company}/outlines serves it. */
  hasOutline: z.boolean(),
});

/**
 * A company's concession outlines as GeoJSON (Polygon or MultiPolygon, WGS 84), one feature per field
 * with a published outline. Served apart from the company view: they are most of its bytes and only a
 * map needs them.
 */
export const fieldOutlinesResponseSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      id: z.string(),
      properties: z.object({ slug: z.string(), name: z.string(), flareCount: z.number().int() }),
      geometry: z.object({
        type: z.enum(['Polygon', 'MultiPolygon']),
        coordinates: z.array(z.unknown()),
      }),
    }),
  ),
});
export type FieldOutlinesResponse = z.infer<typeof fieldOutlinesResponseSchema>;

export const compositionSchema = z.object({
  /** Mole fractions, summing to 1 ± 0.005. */
  components: z.record(z.enum(GAS_COMPONENTS), z.number()),
  isDefault: z.boolean(),
  /** The chromatography's date and source, or the default's published source. */
  sampledOn: z.string().nullable(),
  sourceId: z.string().nullable(),
  reference: z.string(),
});
export type CompositionView = z.infer<typeof compositionSchema>;

/**
 * Which years of a company's (or a group's) series a source dates (decision 016): `datedYears` have every
 * volume dated by a source (`sourceIds`); `undatedYears` hold flares filed under it as the operator of
 * their latest dated year (`asOfYear`): the history of the flares it runs, not who ran them then.
 */
export const attributionBasisSchema = z.object({
  datedYears: z.array(z.number().int()),
  undatedYears: z.array(z.number().int()),
  asOfYear: z.number().int().nullable(),
  sourceIds: z.array(z.string()),
});

export const companyAliasSchema = z.object({
  name: z.string(),
  kind: z.enum(['rename', 'branch', 'spelling', 'encoding', 'merger']),
  evidence: z.string(),
});
export type CompanyAlias = z.infer<typeof companyAliasSchema>;

export const companyGroupRefSchema = z.object({
  slug: z.string(),
  name: z.string(),
  ownerEvidence: z.string().nullable(),
  countries: z.number().int(),
  companies: z.number().int(),
});

/**
 * Who holds a group no one controls (a joint venture: Slavneft by Rosneft and Gazprom Neft), each with its
 * share where a source gives it (decision 035). Such a group is never rolled into one holder.
 */
export const groupHolderSchema = z.object({
  name: z.string(),
  /** The holder's group page, `/companies/world/{groupSlug}`, where it has one. */
  groupSlug: z.string().nullable(),
  sharePct: z.number().nullable(),
  evidence: z.string(),
});
export type GroupHolder = z.infer<typeof groupHolderSchema>;

/** A stake a group holds in a joint venture it does not control: shown, never rolled up (decision 035). */
export const groupStakeSchema = z.object({
  slug: z.string(),
  name: z.string(),
  sharePct: z.number().nullable(),
  evidence: z.string(),
});
export type GroupStake = z.infer<typeof groupStakeSchema>;

export const companyResponseSchema = z.object({
  country: countryRefSchema,
  company: companyRefSchema.extend({
    website: z.string().nullable(),
    descriptionEn: z.string().nullable(),
    descriptionEs: z.string().nullable(),
    countries: z.array(countryRefSchema),
    /** Names it is also known by (a rename, a branch, a spelling), each with its evidence (decision 016). */
    aliases: z.array(companyAliasSchema),
    /**
     * The group it rolls up to: its owner where a public source names one (`ownerEvidence`), else itself
     * under the same name in every country; `countries` and `companies` the group's span.
     */
    group: companyGroupRefSchema.nullable(),
    /** Its group's holders when the group is a joint venture (empty otherwise). */
    holders: z.array(groupHolderSchema),
    /** Joint ventures its group holds a stake in without controlling them. */
    stakes: z.array(groupStakeSchema),
  }),
  latestYear: z.number().int(),
  summary: flaringSummarySchema.extend({
    countryRank: rankSchema.nullable(),
    /** The company's group among every named group world-wide (`among`: named_groups). */
    groupRank: rankSchema.nullable(),
  }),
  attributionBasis: attributionBasisSchema,
  series: z.array(yearSeriesPointSchema),
  production: z.array(productionFigureSchema),
  fields: z.array(fieldRowSchema),
  /** Volume-weighted composition of the company's flares with a chromatography, or null. */
  composition: compositionSchema.nullable(),
  sources: z.array(sourceSchema),
});
export type CompanyResponse = z.infer<typeof companyResponseSchema>;

/**
 * A group world-wide (`/companies/world/{group}`): one company under one name in several countries, or an
 * owner with its subsidiaries (decision 016): its companies with their country and latest-year volume,
 * the group's satellite series, rank and progress to 2030.
 */
export const groupResponseSchema = z.object({
  group: z.object({ slug: z.string(), name: z.string() }),
  /** The group's holders when it is a joint venture (decision 035); empty otherwise. */
  holders: z.array(groupHolderSchema),
  /** Joint ventures the group holds a stake in without controlling them: not in its figures. */
  stakes: z.array(groupStakeSchema),
  latestYear: z.number().int(),
  countries: z.array(countryRefSchema),
  companies: z.array(
    companyRefSchema.extend({
      country: countryRefSchema,
      flaredM3: z.number(),
      activeFlares: z.number().int(),
      flareCount: z.number().int(),
      /** Why it belongs to the group: the owner's evidence, or null for the same name. */
      ownerEvidence: z.string().nullable(),
    }),
  ),
  summary: z.object({
    year: z.number().int(),
    sourceId: z.string(),
    flaredM3: z.number(),
    activeFlares: z.number().int(),
    co2eTonnes: z.number(),
    horizon: z.enum(GWP_HORIZONS),
    isDefaultComposition: z.boolean(),
    groupRank: rankSchema.nullable(),
  }),
  series: z.array(z.object({ year: z.number().int(), satelliteM3: z.number().nullable() })),
  progressTo2030: progressSchema.nullable(),
  attributionBasis: attributionBasisSchema,
  sources: z.array(sourceSchema),
});
export type GroupResponse = z.infer<typeof groupResponseSchema>;

export const flareRowSchema = z.object({
  name: z.string(),
  company: companyRefSchema,
  field: z.string().nullable(),
  type: z.enum(FLARE_TYPES),
  latitude: z.number(),
  longitude: z.number(),
  /** Volume of the list's year (the latest), 0 when the flare was not seen that year. */
  flaredM3: z.number(),
  year: z.number().int(),
  firstYear: z.number().int().nullable(),
  lastYear: z.number().int().nullable(),
});
export type FlareRow = z.infer<typeof flareRowSchema>;

export const flareListResponseSchema = z.object({
  items: z.array(flareRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  sort: z.enum(FLARE_SORTS),
  order: z.enum(SORT_ORDERS),
  year: z.number().int(),
});
export type FlareListResponse = z.infer<typeof flareListResponseSchema>;

/**
 * The share of flares of one size class still seen 1..5 years on (decision 032): its country's counts or
 * the world's, with the catalogue's years.
 */
export const survivalCurveSchema = z.object({
  scope: z.enum(['country', 'world']),
  sizeClass: z.number().int(),
  firstYear: z.number().int(),
  lastYear: z.number().int(),
  points: z.array(
    z.object({
      years: z.number().int(),
      share: z.number().nullable(),
      followed: z.number().int(),
      seen: z.number().int(),
    }),
  ),
});

export const flareResponseSchema = z.object({
  country: countryRefSchema,
  company: companyRefSchema,
  flare: z.object({
    name: z.string(),
    type: z.enum(FLARE_TYPES),
    isRoutine: z.boolean().nullable(),
    isOnshore: z.boolean().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    location: z.string().nullable(),
    field: z
      .object({
        slug: z.string(),
        name: z.string(),
        basin: z.string().nullable(),
        /** oil, gas or lng where a source says (the World Bank's workbook). */
        fieldType: z.string().nullable(),
      })
      .nullable(),
    /**
     * The per-flare sources' sites matched to this flare (decision 016), latest year first: the field and
     * operator as the source writes them, the site's distance from the flare and its volume.
     */
    siteMatches: z.array(
      z.object({
        year: z.number().int(),
        sourceId: z.string(),
        distanceM: z.number(),
        fieldName: z.string().nullable(),
        fieldType: z.string().nullable(),
        operator: z.string().nullable(),
        volumeM3: z.number().nullable(),
      }),
    ),
    /** Operator of the field (from the concession data), which is the flare's company. */
    fieldOperator: companyRefSchema.nullable(),
    /**
     * Who each observed year's volume is attributed to, as runs of years (decision 014): `sourceId` names
     * the source that dates the run (the Secretaría's production per concession and company); null when
     * no source dates it and the year stays with the flare's company (today's operator).
     */
    operatorsByYear: z.array(
      z.object({
        fromYear: z.number().int(),
        toYear: z.number().int(),
        company: companyRefSchema,
        sourceId: z.string().nullable(),
      }),
    ),
    combustionEfficiency: z.number(),
    isDefaultEfficiency: z.boolean(),
    temperatureK: z.number().nullable(),
    detectionFrequency: z.number().nullable(),
    dataDate: z.string().nullable(),
    source: sourceSchema,
    externalId: z.string(),
  }),
  composition: compositionSchema,
  latest: z
    .object({ period: z.string(), flaredM3: z.number(), sourceId: z.string() })
    .extend({ emissions: emissionsSchema.extend({ co2eRange: co2eRangeSchema.nullable() }) })
    .nullable(),
  series: z.array(
    z.object({
      period: z.string(),
      flaredM3: z.number(),
      co2eTonnes: z.number(),
      /** The period's CO2e over the assumed efficiency and gas, as `latest.emissions.co2eRange`; null unswept. */
      co2eLowTonnes: z.number().nullable(),
      co2eHighTonnes: z.number().nullable(),
      sourceId: z.string(),
      confidence: z.string().nullable(),
    }),
  ),
  power: z
    .object({
      powerMw: z.number(),
      lhvMjPerM3: z.number(),
      volumeM3PerDay: z.number(),
      electricalEfficiency: z.number(),
      period: z.string(),
      isDefaultComposition: z.boolean(),
      /**
       * Share of cloud-free nights the flare was seen burning in its source (0–1), or null. The annual
       * volume already averages over the nights it was out, so `powerMw` is a yearly average; while lit
       * the gas carries `whileLitMw` = powerMw ÷ detectionFrequency (the size a generator needs), running
       * that share of the time.
       */
      detectionFrequency: z.number().nullable(),
      whileLitMw: z.number().nullable(),
      /** The year of `period`; `isStale` when it is before the latest satellite year (the flare may be out). */
      lastSeenYear: z.number().int(),
      isStale: z.boolean(),
    })
    .nullable(),
  /**
   * The gas a plant on this flare can count on (decision 032): P50 and P90 m³/d for each operating year
   * of the default draft (its lifetime and construction years), from the yearly record of `sourceId`
   * (the latest period's source), with the years it rests on; 'notEnoughYears' below 3 years with gas
   * (no figure). The survival curve of flares of its size (its country's or the world's), null before
   * the catalogue's counts exist.
   */
  supply: z.object({
    status: z.enum(['ok', 'notEnoughYears']),
    sourceId: z.string().nullable(),
    years: z.number().int(),
    fromYear: z.number().int().nullable(),
    toYear: z.number().int().nullable(),
    declineRate: z.number().nullable(),
    residualSdLog: z.number().nullable(),
    uptime: z.number().nullable(),
    firstYear: z.number().int().nullable(),
    lifetimeYears: z.number().int(),
    constructionYears: z.number().int(),
    p50M3PerDay: z.array(z.number()),
    p90M3PerDay: z.array(z.number()),
    survival: survivalCurveSchema.nullable(),
  }),
  sources: z.array(sourceSchema),
});
export type FlareResponse = z.infer<typeof flareResponseSchema>;

/** Bounding box `west,south,east,north` in degrees; zoom as MapLibre's. */
export const mapQuerySchema = z.object({
  bbox: z
    .string()
    // Four numbers need no more; nothing else runs on a longer text.
    .max(200, { error: 'validation.bbox', abort: true })
    .regex(/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/, { error: 'validation.bbox' })
    .transform((value) => value.split(',').map(Number) as [number, number, number, number])
    .refine(
      ([west, south, east, north]) =>
        west >= -180 && east <= 180 && south >= -90 && north <= 90 && south <= north && west <= east,
      { error: 'validation.bbox' },
    )
    .default([-180, -90, 180, 90]),
  zoom: z.coerce.number().min(0).max(24).default(1),
  country: z.string().max(80).optional(),
  company: z.string().max(120).optional(),
});
export type MapQuery = z.infer<typeof mapQuerySchema>;

export const mapResponseSchema = z.object({
  year: z.number().int(),
  /** true when points were grouped on a zoom-dependent grid because the box holds more than `cap`. */
  clustered: z.boolean(),
  cap: z.number().int(),
  total: z.number().int(),
  points: z.array(
    z.object({
      latitude: z.number(),
      longitude: z.number(),
      flaredM3: z.number(),
      /** 1 for a single flare; more for a cluster (then the names are null). */
      count: z.number().int(),
      name: z.string().nullable(),
      countrySlug: z.string().nullable(),
      companySlug: z.string().nullable(),
      type: z.enum(FLARE_TYPES).nullable(),
    }),
  ),
});
export type MapResponse = z.infer<typeof mapResponseSchema>;

export const searchQuerySchema = z.object({
  q: z.string().trim().min(2, { error: 'validation.search_too_short' }).max(100),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** What search finds, in the order it lists them: places first, then who operates, then flares. */
export const SEARCH_KINDS = ['country', 'basin', 'province', 'company', 'group', 'field', 'flare'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const searchResponseSchema = z.object({
  results: z.array(
    z.object({
      kind: z.enum(SEARCH_KINDS),
      label: z.string(),
      /** Spanish label where it differs (country names). */
      labelEs: z.string(),
      /** The result's country; null for a group, which spans countries (its slug is `companySlug`). */
      country: countryRefSchema.nullable(),
      /** A company; a group; a field's operator; a flare's company. Null for a field no source assigns an operator. */
      companySlug: z.string().nullable(),
      /** The operator's name of a field (null otherwise). */
      companyName: z.string().nullable(),
      /** A field (concession): its slug, as the company view's fields table names it. */
      fieldSlug: z.string().nullable(),
      /** A basin or province: how many fields (concessions) of the data lie in it; null otherwise. */
      fieldCount: z.number().int().nullable(),
      flareName: z.string().nullable(),
      /** The other name the query matched, when not the label (a basin found by its formation: Vaca Muerta). */
      matched: z.string().nullable(),
    }),
  ),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** Tables a view can export; XLSX holds every table of the view as sheets, CSV one table. */
export const EXPORT_TABLES = [
  'summary',
  'series',
  'countries',
  'companies',
  'flares',
  'fields',
  'production',
  'composition',
  'cash_flows',
  'inputs',
  'scenarios',
  'scenario_cash_flows',
  'declared_vs_observed',
  'observed_months',
  'scenario_inputs',
  'sources',
] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];
export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS).default('csv'),
  table: z.enum(EXPORT_TABLES).optional(),
  lang: z.enum(['en', 'es']).default('en'),
  horizon: z.enum(GWP_HORIZONS).default('gwp100'),
  /** The user's unit system: volumes in million m³ or MMscf, intensity in m³/bbl or scf/bbl, masses in t or short tons. */
  units: z.enum(UNIT_SYSTEMS).default('metric'),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;
/** A country's export: its flares table only those in fields of a basin or province, as the view lists them. */
export const countryExportQuerySchema = exportQuerySchema.extend({
  basin: placeNameSchema.optional(),
  province: placeNameSchema.optional(),
});
