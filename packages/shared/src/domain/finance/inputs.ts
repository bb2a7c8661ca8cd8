/**
 * The finance model's inputs (ProjectModelInputs), their physical bounds and their validation (decisions
 * 017 and 021), the fallbacks of inputs an older project lacks, and two inputs a project's flares
 * suggest: what their detection frequency supports and their gas's decline. The units the model counts
 * in come first.
 */
import { z } from 'zod';
import {
  DEFAULT_COMBUSTION_EFFICIENCY,
  DEFAULT_COMPOSITION,
  DEFAULT_GWP_HORIZON,
  GWP_HORIZONS,
} from '../flaring-math.js';
import { DEFAULT_HHV_TO_LHV_RATIO } from '../heating-value.js';
import { JOULES_PER_BTU } from '../units.js';
import { DEFAULT_TAX_LOSS_CARRY_FORWARD_YEARS } from './tax.js';

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

/** Hours in a (non-leap) year, 365 × 24, as in NREL ATB's and SAM's capacity-factor arithmetic. */
export const HOURS_PER_YEAR = 8760;

/** Days in a (non-leap) year, for the daily gas volume. */
export const DAYS_PER_YEAR = 365;

/** MJ in one MWh: 1 MWh = 3.6 × 10⁹ J (SI: 1 W·s = 1 J). */
export const MJ_PER_MWH = 3600;

/**
 * MJ in one MMBtu (10⁶ British thermal units, International Table): 10⁶ × 1055.05585262 J = 1055.056 MJ
 * (NIST SP 811, Appendix B); the same constant as units.ts.
 */
export const MJ_PER_MMBTU = JOULES_PER_BTU;

/**
 * Grid emission factor used when a project gives none, t CO2 per MWh: 0.48, the carbon intensity of
 * the world's electricity generation in 2023 (480 g CO2/kWh; Ember, Global Electricity Review 2024).
 * Ember counts life-cycle emissions as CO2e over 100 years. An assumption: the electricity a project
 * displaces is that of its own grid (or of its diesel generators, off grid), whose factor should be
 * entered — e.g. the combined margin of the UNFCCC "Tool to calculate the emission factor for an
 * electricity system" (CDM methodological tool 07).
 */
export const DEFAULT_GRID_EMISSION_FACTOR_TCO2_PER_MWH = 0.48;

// ---------------------------------------------------------------------------------------------
// Inputs, their bounds and their validation
// ---------------------------------------------------------------------------------------------

/**
 * Message keys of the input checks (translated by the `projects` dictionaries): the zod schema, the
 * field errors and the RangeError of evaluateProject all use them, never prose.
 */
export const PROJECT_VALIDATION_KEYS = {
  notANumber: 'projects.validation.notANumber',
  capacityOutOfRange: 'projects.validation.capacityOutOfRange',
  capacityFactorOutOfRange: 'projects.validation.capacityFactorOutOfRange',
  efficiencyOutOfRange: 'projects.validation.efficiencyOutOfRange',
  lhvOutOfRange: 'projects.validation.lhvOutOfRange',
  capexOutOfRange: 'projects.validation.capexOutOfRange',
  fixedOmOutOfRange: 'projects.validation.fixedOmOutOfRange',
  variableOmOutOfRange: 'projects.validation.variableOmOutOfRange',
  gasPriceOutOfRange: 'projects.validation.gasPriceOutOfRange',
  tariffOutOfRange: 'projects.validation.tariffOutOfRange',
  escalationOutOfRange: 'projects.validation.escalationOutOfRange',
  lifetimeOutOfRange: 'projects.validation.lifetimeOutOfRange',
  discountRateOutOfRange: 'projects.validation.discountRateOutOfRange',
  debtShareOutOfRange: 'projects.validation.debtShareOutOfRange',
  debtRateOutOfRange: 'projects.validation.debtRateOutOfRange',
  debtTenorOutOfRange: 'projects.validation.debtTenorOutOfRange',
  debtTenorBeyondLifetime: 'projects.validation.debtTenorBeyondLifetime',
  taxRateOutOfRange: 'projects.validation.taxRateOutOfRange',
  depreciationYearsOutOfRange: 'projects.validation.depreciationYearsOutOfRange',
  lossCarryForwardOutOfRange: 'projects.validation.lossCarryForwardOutOfRange',
  gridEmissionFactorOutOfRange: 'projects.validation.gridEmissionFactorOutOfRange',
  methaneFractionOutOfRange: 'projects.validation.methaneFractionOutOfRange',
  combustionEfficiencyOutOfRange: 'projects.validation.combustionEfficiencyOutOfRange',
  gwpHorizonInvalid: 'projects.validation.gwpHorizonInvalid',
  sensitivityDeltaOutOfRange: 'projects.validation.sensitivityDeltaOutOfRange',
  carbonPriceOutOfRange: 'projects.validation.carbonPriceOutOfRange',
  carbonStartYearOutOfRange: 'projects.validation.carbonStartYearOutOfRange',
  carbonShareOutOfRange: 'projects.validation.carbonShareOutOfRange',
  carbonMethodologyInvalid: 'projects.validation.carbonMethodologyInvalid',
  gasAvailableOutOfRange: 'projects.validation.gasAvailableOutOfRange',
  gasDeclineOutOfRange: 'projects.validation.gasDeclineOutOfRange',
  hhvOutOfRange: 'projects.validation.hhvOutOfRange',
  hhvRatioOutOfRange: 'projects.validation.hhvRatioOutOfRange',
  mirrRateOutOfRange: 'projects.validation.mirrRateOutOfRange',
  booleanRequired: 'projects.validation.booleanRequired',
  targetDscrOutOfRange: 'projects.validation.targetDscrOutOfRange',
  debtSizingInvalid: 'projects.validation.debtSizingInvalid',
  overhaulCostOutOfRange: 'projects.validation.overhaulCostOutOfRange',
  overhaulIntervalOutOfRange: 'projects.validation.overhaulIntervalOutOfRange',
  salvageOutOfRange: 'projects.validation.salvageOutOfRange',
  receivableDaysOutOfRange: 'projects.validation.receivableDaysOutOfRange',
  dsraMonthsOutOfRange: 'projects.validation.dsraMonthsOutOfRange',
  constructionYearsOutOfRange: 'projects.validation.constructionYearsOutOfRange',
  constructionShareOutOfRange: 'projects.validation.constructionShareOutOfRange',
  constructionSharesCount: 'projects.validation.constructionSharesCount',
  constructionSharesSum: 'projects.validation.constructionSharesSum',
} as const;

const KEYS = PROJECT_VALIDATION_KEYS;

/** How a loan is sized (ProjectModelInputs.debtSizing). */
export const DEBT_SIZINGS = ['annuity', 'sculpted'] as const;
export type DebtSizing = (typeof DEBT_SIZINGS)[number];

/**
 * What a credited tonne counts, with the methodology each assumes (the form shows the citation):
 * - flaring_and_grid: the avoided CO2e of avoidedCo2eTonnes — the flare's unburnt methane and the grid
 *   electricity the plant displaces, the baseline of UNFCCC CDM AM0009 (recovery and use of gas that
 *   would otherwise be flared) with the grid's emission factor of CDM methodological tool 07;
 * - flaring_only: only the flare's unburnt methane, for a programme that credits methane abatement but
 *   not displaced electricity (or where the grid already counts it).
 */
export const CARBON_METHODOLOGIES = ['flaring_and_grid', 'flaring_only'] as const;
export type CarbonMethodology = (typeof CARBON_METHODOLOGIES)[number];

/** A number's domain: within [min, max] (min excluded when said), a whole number when said. */
type Bound = {
  min: number;
  max: number;
  key: string;
  isMinExclusive?: boolean;
  isInteger?: boolean;
};

/**
 * Largest plant: 10,000 MW, above the largest gas-fired power stations in the world (5–9 GW); a flare
 * site feeds 0.03–50 MW (TECHNOLOGIES). The money bounds below are this plant at a cost per kW beyond
 * any technology's.
 */
const MAX_CAPACITY_MW = 10_000;
/** Longest plant life, and so the longest tenor, depreciation and carry-forward, in years. */
const MAX_YEARS = 60;
/** Longest construction period, in years (PROJECT_INPUT_BOUNDS.constructionYears). */
export const MAX_CONSTRUCTION_YEARS = 3;
/**
 * How far the construction shares' sum may stray from 1: a share typed as a percentage to two decimals
 * (33.33 + 33.33 + 33.34) sums to 1 within floating point, 10⁻⁶ leaves room for any such rounding.
 */
const SHARES_SUM_TOLERANCE = 1e-6;

/** Where the project form (and the financials page, in the same order) shows a number input. */
export type ModelInputSection = 'plant' | 'costs' | 'carbon' | 'finance';
/** How a number input is typed and shown: fractions as percentages, money in US dollars. */
export type ModelInputKind = 'percent' | 'usd' | 'number' | 'years';

/**
 * One model input, described once (issue 36, item 3): what it holds (`type`), its domain (`bound`, for a
 * number; `options` and the message key of a choice), whether a project may leave it out (`optional`)
 * and what the model then takes (`fallback`), its unit as the exports write it, where and how the form
 * shows it (`form`: section, kind, step), and whether the tornado chart varies it (`sensitivity`). The
 * type ProjectModelInputs, its zod schemas, PROJECT_INPUT_BOUNDS, PROJECT_INPUT_FALLBACKS, the form's
 * fields, the exports' units and SENSITIVITY_VARIABLES are all derived from PROJECT_INPUTS. Labels and
 * source notes are text, in the dictionaries (projects.fields.<input>) and in
 * DEFAULT_PROJECT_FINANCE_SOURCES (sources.ts), keyed by the same names.
 */
type InputDescriptor =
  | {
      type: 'number';
      bound: Bound;
      optional?: true;
      fallback?: number | boolean | string;
      unit: string;
      form?: { section: ModelInputSection; kind: ModelInputKind; step?: number };
      sensitivity?: true;
    }
  | {
      type: 'choice';
      options: readonly string[];
      key: string;
      optional: true;
      fallback: string;
      unit: string;
    }
  | { type: 'boolean'; optional: true; fallback: boolean; unit: string }
  | { type: 'shares'; optional: true; unit: string }
  | { type: 'supply'; optional: true; unit: string };

/**
 * The finance model's inputs (issue 16 on), in the form's order: fractions as 0..1, money in USD, per
 * year unless named. Each bound with its reason: values that exist in a real project, with room to
 * spare. They keep the model's every output finite (a property test evaluates 20,000 random inputs
 * drawn from them, the edges included), and they refuse the typing slips that used to give a project
 * nonsense figures (an efficiency of 1e-300, a heating value of 5e-324, 400 % a year). Projects saved
 * before these bounds may hold other values: the API reads them back and shows their figures as
 * unavailable until corrected (projects.presenters.ts).
 */
export const PROJECT_INPUTS = {
  // ---- plant ----
  /** Net electrical capacity, MW. */
  capacityMw: {
    type: 'number',
    // 1 kW (the smallest gas gensets sold, micro-CHP units) to MAX_CAPACITY_MW.
    bound: { min: 0.001, max: MAX_CAPACITY_MW, key: KEYS.capacityOutOfRange },
    unit: 'MW',
    form: { section: 'plant', kind: 'number', step: 0.1 },
  },
  /** Share of the year's 8760 h at full output. */
  capacityFactor: {
    type: 'number',
    // A plant that runs 1 % of the year (88 h) is the least any investment case assumes: peaking gas
    // turbines, the least-used plants there are, run 5–15 % of the year (US EIA, Electric Power Monthly,
    // table 6.07.A). 100 % is every hour of the year.
    bound: { min: 0.01, max: 1, key: KEYS.capacityFactorOutOfRange },
    unit: 'fraction',
    form: { section: 'plant', kind: 'percent' },
    sensitivity: true,
  },
  /** Net electrical efficiency on the gas's lower heating value. */
  electricalEfficiency: {
    type: 'number',
    // The issue's 5–65 % (LHV): the smallest engines and microturbines reach 20–30 % (TECHNOLOGIES), so
    // 5 % leaves room for any derated unit; the best combined cycles reach about 63–64 % (the world
    // record certified by Guinness World Records in 2018: 63.08 %, Chubu Electric's Nishi-Nagoya block 1).
    bound: { min: 0.05, max: 0.65, key: KEYS.efficiencyOutOfRange },
    unit: 'fraction (LHV)',
    form: { section: 'plant', kind: 'percent' },
  },
  /** Lower heating value of the gas, MJ/m³ at 15 °C and 101.325 kPa. */
  gasLhvMjPerM3: {
    type: 'number',
    // From gas so diluted by N2 and CO2 that it barely burns (blast-furnace gas is about 3 MJ/m³) to
    // above pure propane (86.4 MJ/m³, COMPONENT_LHV_MJ_PER_M3); rich associated gas is 40–60 MJ/m³.
    bound: { min: 1, max: 100, key: KEYS.lhvOutOfRange },
    unit: 'MJ/m³ (LHV)',
    form: { section: 'plant', kind: 'number', step: 0.1 },
  },
  /**
   * Higher heating value of the gas, MJ/m³ at 15 °C and 101.325 kPa, for the traded price; default the
   * LHV × DEFAULT_HHV_TO_LHV_RATIO (the default associated gas, 1.1076).
   */
  gasHhvMjPerM3: {
    type: 'number',
    // As the LHV, with the room HHV/LHV ≤ 1.25 gives (hhvRatioOutOfRange checks the pair).
    bound: { min: 1, max: 125, key: KEYS.hhvOutOfRange },
    optional: true,
    unit: 'MJ/m³ (HHV)',
    form: { section: 'plant', kind: 'number', step: 0.1 },
  },
  /** Yearly decline of the gas available, from year 2 on; default 0. */
  gasDeclineRate: {
    type: 'number',
    // 0 (a plateau) to 50 % a year: a new shale well loses 60–80 % of its output in its first year, but a
    // flare gathers many wells of a field, and 50 % a year every year leaves 0.2 % of the gas after 10
    // years. Growth is not modelled: a plant cannot count on gas that is not there yet.
    bound: { min: 0, max: 0.5, key: KEYS.gasDeclineOutOfRange },
    optional: true,
    fallback: 0,
    unit: 'fraction/yr',
    form: { section: 'plant', kind: 'percent' },
    sensitivity: true,
  },
  // ---- costs ----
  /** Capital expenditure: at year 0, or over the construction years (constructionYears). */
  capexUsd: {
    type: 'number',
    // Up to USD 100 billion: MAX_CAPACITY_MW at 10,000 USD/kW, above the costliest power technologies
    // per kW (NREL ATB 2024: nuclear about 7,000–8,000 USD/kW; gas engines 1,400–2,900, TECHNOLOGIES).
    // 0 is a plant already paid for.
    bound: { min: 0, max: 1e11, key: KEYS.capexOutOfRange },
    unit: 'USD',
    form: { section: 'costs', kind: 'usd' },
    sensitivity: true,
  },
  /** Fixed O&M in year 1, USD/yr (escalates with costEscalation). */
  fixedOmUsdPerYear: {
    type: 'number',
    // Up to USD 10 billion a year: MAX_CAPACITY_MW at 1,000 USD/kW-yr, several times the highest fixed
    // O&M of any technology (NREL ATB 2024: nuclear about 150 USD/kW-yr).
    bound: { min: 0, max: 1e10, key: KEYS.fixedOmOutOfRange },
    unit: 'USD/yr',
    form: { section: 'costs', kind: 'usd' },
  },
  /** Variable O&M in year 1, USD per MWh generated (escalates with costEscalation). */
  variableOmUsdPerMwh: {
    type: 'number',
    // Up to 1,000 USD/MWh, 40 times the highest of the EPA CHP catalogue (9–25 USD/MWh).
    bound: { min: 0, max: 1000, key: KEYS.variableOmOutOfRange },
    unit: 'USD/MWh',
    form: { section: 'costs', kind: 'number', step: 0.5 },
  },
  /** Gas price in year 1 as traded, USD per MMBtu of the gas's HHV (escalates with costEscalation). */
  gasPriceUsdPerMmbtu: {
    type: 'number',
    // Up to 200 USD/MMBtu, twice the highest gas price any benchmark has recorded (Dutch TTF, August 2022:
    // about 340 EUR/MWh ≈ 100 USD/MMBtu). 0 is gas given away, as flared gas often is.
    bound: { min: 0, max: 200, key: KEYS.gasPriceOutOfRange },
    unit: 'USD/MMBtu (HHV, as traded)',
    form: { section: 'costs', kind: 'number', step: 0.1 },
    sensitivity: true,
  },
  /** Electricity price in year 1, USD/MWh. */
  tariffUsdPerMwh: {
    type: 'number',
    // Up to 5,000 USD/MWh: ERCOT's offer cap (Texas PUC, 2021), the highest price a large market pays,
    // and for one hour of scarcity only; no contract pays it for a year (diesel on remote islands costs
    // a few hundred).
    bound: { min: 0, max: 5000, key: KEYS.tariffOutOfRange },
    unit: 'USD/MWh',
    form: { section: 'costs', kind: 'number', step: 1 },
    sensitivity: true,
  },
  /** Yearly growth of the tariff from year 2 on. */
  tariffEscalation: {
    type: 'number',
    // ±20 % a year, every year of the life, in US dollars: 20 % over 20 years multiplies a price by 38,
    // beyond any dollar price path on record (the fastest yearly rise of US consumer prices since the
    // Second World War was 14.4 %, in 1947: BLS, CPI-U).
    bound: { min: -0.2, max: 0.2, key: KEYS.escalationOutOfRange },
    unit: 'fraction/yr',
    form: { section: 'costs', kind: 'percent' },
  },
  /** Yearly growth of fuel and O&M costs from year 2 on. */
  costEscalation: {
    type: 'number',
    bound: { min: -0.2, max: 0.2, key: KEYS.escalationOutOfRange },
    unit: 'fraction/yr',
    form: { section: 'costs', kind: 'percent' },
  },
  /**
   * Cost of one major overhaul, USD per kW of capacity at today's prices (escalated with the costs), due
   * each time the plant's running hours (full-load equivalent, E_t ÷ capacity) pass a multiple of
   * overhaulIntervalHours; expensed. Default 0 (issue 26).
   */
  overhaulUsdPerKw: {
    type: 'number',
    // Up to 2,000 USD/kW, the capex of a whole new engine plant (TECHNOLOGIES).
    bound: { min: 0, max: 2000, key: KEYS.overhaulCostOutOfRange },
    optional: true,
    fallback: 0,
    unit: 'USD/kW',
    form: { section: 'costs', kind: 'number', step: 10 },
  },
  /** Running hours between major overhauls; default 60,000. */
  overhaulIntervalHours: {
    type: 'number',
    // Every 1,000 h (a plant overhauled every six weeks) to 200,000 h (23 years of continuous running).
    bound: { min: 1000, max: 200_000, key: KEYS.overhaulIntervalOutOfRange },
    optional: true,
    fallback: 60_000,
    unit: 'h',
    form: { section: 'costs', kind: 'number', step: 1000 },
  },
  /**
   * What the plant is worth at the end of its life, as a share of capex: positive a salvage value
   * received, negative a decommissioning cost paid, in the last year of life (untaxed). Default 0.
   */
  salvageShareOfCapex: {
    type: 'number',
    // A decommissioning cost of up to half the capex (−50 %) to a salvage value of half of it (+50 %).
    bound: { min: -0.5, max: 0.5, key: KEYS.salvageOutOfRange },
    optional: true,
    fallback: 0,
    unit: 'fraction of capex',
    form: { section: 'costs', kind: 'percent' },
  },
  /**
   * Days of revenue (electricity and carbon) owed to the project at each year's end: working capital
   * tied up as revenue grows and released when it falls and at the end of life. Default 0.
   */
  receivableDays: {
    type: 'number',
    // Up to half a year of revenue owed.
    bound: { min: 0, max: 180, key: KEYS.receivableDaysOutOfRange },
    optional: true,
    fallback: 0,
    unit: 'days',
    form: { section: 'costs', kind: 'number', step: 1 },
  },
  // ---- carbon ----
  /**
   * Price of a tonne of CO2e credited, USD, in the first year credits are sold (escalating with
   * carbonEscalation after it); default 0, no carbon revenue.
   */
  carbonPriceUsdPerTonne: {
    type: 'number',
    // Up to 1,000 USD/t CO2e, several times the highest carbon prices in force (Uruguay's and Sweden's
    // carbon taxes, about 130–170 USD/t: World Bank, State and Trends of Carbon Pricing 2024). 0: none.
    bound: { min: 0, max: 1000, key: KEYS.carbonPriceOutOfRange },
    optional: true,
    fallback: 0,
    unit: 'USD/t CO2e',
    form: { section: 'carbon', kind: 'number', step: 1 },
    sensitivity: true,
  },
  /** Share of the credited tonnes sold (the rest kept back, cancelled or unsold); default 1. */
  carbonShareSold: {
    type: 'number',
    bound: { min: 0, max: 1, key: KEYS.carbonShareOutOfRange },
    optional: true,
    fallback: 1,
    unit: 'fraction',
    form: { section: 'carbon', kind: 'percent' },
  },
  /** The operating year (1 = the first) from which credits are sold, a whole number; default 1. */
  carbonStartYear: {
    type: 'number',
    // Any year of the longest life; a start after the project's own life sells nothing.
    bound: { min: 1, max: MAX_YEARS, isInteger: true, key: KEYS.carbonStartYearOutOfRange },
    optional: true,
    fallback: 1,
    unit: 'operating year',
    form: { section: 'carbon', kind: 'years' },
  },
  /** Yearly growth of the carbon price after its first year; default 0. */
  carbonEscalation: {
    type: 'number',
    bound: { min: -0.2, max: 0.2, key: KEYS.escalationOutOfRange },
    optional: true,
    fallback: 0,
    unit: 'fraction/yr',
    form: { section: 'carbon', kind: 'percent' },
  },
  // ---- finance ----
  /**
   * Years of construction before operating year 1, a whole number; default 0: the whole capex at year 0,
   * as a project saved before the input. With C ≥ 1 years, construction years C1..CC hold the capex, the
   * last being year 0, and the debt drawn in them accrues interest that is added to the loan (constructionOf).
   */
  constructionYears: {
    type: 'number',
    // 0 (capex at once, as before the input) to 3 years: gas engines and simple-cycle turbines of 1–50 MW
    // are packaged plants built in about a year (DEFAULT_PROJECT_FINANCE_SOURCES.constructionYears); 3 years
    // is a large combined cycle's build. Whole years, the model's step.
    bound: { min: 0, max: MAX_CONSTRUCTION_YEARS, isInteger: true, key: KEYS.constructionYearsOutOfRange },
    optional: true,
    fallback: 0,
    unit: 'years before operation',
    form: { section: 'finance', kind: 'years' },
  },
  /** Operating years, a whole number. */
  lifetimeYears: {
    type: 'number',
    // Gas engines and turbines are built for 20–30 years with overhauls; none runs beyond 60.
    bound: { min: 1, max: MAX_YEARS, isInteger: true, key: KEYS.lifetimeOutOfRange },
    unit: 'years',
    form: { section: 'finance', kind: 'years' },
  },
  /** Discount rate of the project's NPV, LCOE and discounted payback. */
  discountRate: {
    type: 'number',
    // Up to 50 % a year in US dollars: at 50 %, a cash flow of year 10 counts for 1.7 % of its value, so a
    // higher rate appraises nothing; the costliest capital in the riskiest markets is around 20–30 %.
    bound: { min: 0, max: 0.5, key: KEYS.discountRateOutOfRange },
    unit: 'fraction',
    form: { section: 'finance', kind: 'percent' },
    sensitivity: true,
  },
  /** Share of capex borrowed: of capex + interest during construction, with a construction period. */
  debtShare: {
    type: 'number',
    bound: { min: 0, max: 1, key: KEYS.debtShareOutOfRange },
    unit: 'fraction',
    form: { section: 'finance', kind: 'percent' },
  },
  /** Interest rate of the loan. */
  debtRate: {
    type: 'number',
    // As the discount rate: nobody lends to a power plant at more than 50 % a year in US dollars.
    bound: { min: 0, max: 0.5, key: KEYS.debtRateOutOfRange },
    unit: 'fraction',
    form: { section: 'finance', kind: 'percent' },
  },
  /** Years of level loan payments, a whole number 1..lifetimeYears (0 allowed without debt). */
  debtTenorYears: {
    type: 'number',
    bound: { min: 0, max: MAX_YEARS, isInteger: true, key: KEYS.debtTenorOutOfRange },
    unit: 'years',
    form: { section: 'finance', kind: 'years' },
  },
  /** Income tax rate. */
  taxRate: {
    type: 'number',
    // Up to 80 %: the highest taxes on company profits are special petroleum regimes (Norway: 22 %
    // corporate + 56 % special tax = 78 %); general corporate rates are at most about 35–50 %.
    bound: { min: 0, max: 0.8, key: KEYS.taxRateOutOfRange },
    unit: 'fraction',
    form: { section: 'finance', kind: 'percent' },
  },
  /** Years of straight-line tax depreciation of capex, a whole number. */
  depreciationYears: {
    type: 'number',
    bound: { min: 1, max: MAX_YEARS, isInteger: true, key: KEYS.depreciationYearsOutOfRange },
    unit: 'years',
    form: { section: 'finance', kind: 'years' },
  },
  /** The DSCR a sculpted loan is sized to; default 1.3. */
  targetMinDscr: {
    type: 'number',
    // 1 (the cash just pays the debt) to 5: lenders size small thermal plants at about 1.2–1.5 (NREL
    // SAM's default target for debt sizing: 1.3); at 5 a loan is a fifth of what the plant could carry.
    bound: { min: 1, max: 5, key: KEYS.targetDscrOutOfRange },
    optional: true,
    fallback: 1.3,
    unit: 'ratio',
    form: { section: 'finance', kind: 'number', step: 0.05 },
  },
  /**
   * Months of the next year's debt service the lenders require in a debt-service reserve account,
   * funded by the equity at year 0, adjusted each year, released as the loan is repaid. Default 0.
   */
  dsraMonths: {
    type: 'number',
    // Up to a year of debt service held in reserve.
    bound: { min: 0, max: 12, key: KEYS.dsraMonthsOutOfRange },
    optional: true,
    fallback: 0,
    unit: 'months',
    form: { section: 'finance', kind: 'number', step: 1 },
  },
  /** Rate at which the MIRR discounts the negative cash flows (the cost of funding them); default discountRate. */
  mirrFinanceRate: {
    type: 'number',
    // As the discount rate: the cost of funding a project's negative years, and what its positive years
    // earn elsewhere, in US dollars.
    bound: { min: 0, max: 0.5, key: KEYS.mirrRateOutOfRange },
    optional: true,
    unit: 'fraction',
    form: { section: 'finance', kind: 'percent' },
  },
  /** Rate at which the MIRR compounds the positive cash flows (what they earn when reinvested); default discountRate. */
  mirrReinvestmentRate: {
    type: 'number',
    bound: { min: 0, max: 0.5, key: KEYS.mirrRateOutOfRange },
    optional: true,
    unit: 'fraction',
    form: { section: 'finance', kind: 'percent' },
  },
  // ---- not number fields of the form ----
  /** Years a tax loss may be carried forward, a whole number; default 5 (Argentina). */
  taxLossCarryForwardYears: {
    type: 'number',
    // 0 (no carry-forward) to the longest life: an indefinite carry-forward (UK, Australia) is MAX_YEARS.
    bound: { min: 0, max: MAX_YEARS, isInteger: true, key: KEYS.lossCarryForwardOutOfRange },
    optional: true,
    fallback: DEFAULT_TAX_LOSS_CARRY_FORWARD_YEARS,
    unit: 'years',
  },
  /** Grid emission factor of the displaced electricity, t CO2(e)/MWh; default 0.48. */
  gridEmissionFactorTco2PerMwh: {
    type: 'number',
    // Up to 2 t/MWh, above the dirtiest generation (lignite plants, about 1.1–1.3 t/MWh); 0 is a grid of
    // hydro, nuclear or renewables.
    bound: { min: 0, max: 2, key: KEYS.gridEmissionFactorOutOfRange },
    optional: true,
    fallback: DEFAULT_GRID_EMISSION_FACTOR_TCO2_PER_MWH,
    unit: 't CO2/MWh',
  },
  /** Methane mole fraction of the gas; default that of DEFAULT_COMPOSITION (0.8918). */
  methaneMoleFraction: {
    type: 'number',
    // Shares: any mole fraction and any combustion efficiency (0 is a vent) exist.
    bound: { min: 0, max: 1, key: KEYS.methaneFractionOutOfRange },
    optional: true,
    fallback: DEFAULT_COMPOSITION.c1,
    unit: 'mole fraction',
  },
  /** Combustion efficiency of the flare the project replaces; default 0.98. */
  flareCombustionEfficiency: {
    type: 'number',
    bound: { min: 0, max: 1, key: KEYS.combustionEfficiencyOutOfRange },
    optional: true,
    fallback: DEFAULT_COMBUSTION_EFFICIENCY,
    unit: 'fraction',
  },
  /** GWP horizon of the avoided methane; default 'gwp100'. */
  gwpHorizon: {
    type: 'choice',
    options: GWP_HORIZONS,
    key: KEYS.gwpHorizonInvalid,
    optional: true,
    fallback: DEFAULT_GWP_HORIZON,
    unit: '',
  },
  /** What a credited tonne counts (CARBON_METHODOLOGIES); default 'flaring_and_grid'. */
  carbonMethodology: {
    type: 'choice',
    options: CARBON_METHODOLOGIES,
    key: KEYS.carbonMethodologyInvalid,
    optional: true,
    fallback: 'flaring_and_grid',
    unit: '',
  },
  /**
   * Gas the project has in year 1, m³/d; generation is limited to what it can feed each year. Absent:
   * no limit (a model run without a project behind it).
   */
  gasAvailableM3PerDay: {
    type: 'number',
    // The project's own bound on the gas it may say it has (schemas/projects.ts, MAX_PROJECT_GAS_M3_PER_DAY:
    // more than twice all the gas flared on Earth). 0 is a flare gone out: no power.
    bound: { min: 0, max: 1e9, key: KEYS.gasAvailableOutOfRange },
    optional: true,
    unit: 'm³/d',
  },
  /**
   * Gas available in each operating year, m³/d (index 0 = year 1), at least lifetimeYears of them: when
   * given it replaces gasAvailableM3PerDay × (1 − gasDeclineRate)^(t − 1). Not a form input: the
   * lenders' and sponsors' cases (P90 × survival, P50; gas-supply.ts, decision 032) set it.
   */
  gasSupplyM3PerDay: { type: 'supply', optional: true, unit: 'm³/d by operating year' },
  /**
   * Whether the plant stops after the last year it covers its cash costs (EBITDA ≥ 0) rather than run
   * its whole life; default false.
   */
  canStopEarly: { type: 'boolean', optional: true, fallback: false, unit: 'true/false' },
  /**
   * How the loan is sized and repaid: 'annuity', debtShare × capex in level payments; 'sculpted', as
   * much as a debt service of CFADS ÷ targetMinDscr repays, up to debtShare × capex. Default 'annuity'.
   */
  debtSizing: {
    type: 'choice',
    options: DEBT_SIZINGS,
    key: KEYS.debtSizingInvalid,
    optional: true,
    fallback: 'annuity',
    unit: '',
  },
  /**
   * Share of capex spent in each construction year, C1 first: as many as constructionYears, summing to 1.
   * Default: evenly.
   */
  constructionCapexShares: { type: 'shares', optional: true, unit: 'fractions of capex, C1 first' },
} as const satisfies Record<string, InputDescriptor>;

type Inputs = typeof PROJECT_INPUTS;
type InputValue<D> = D extends { type: 'number' }
  ? number
  : D extends { type: 'choice'; options: readonly (infer O)[] }
    ? O
    : D extends { type: 'boolean' }
      ? boolean
      : D extends { type: 'shares' }
        ? number[]
        : D extends { type: 'supply' }
          ? readonly number[]
          : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/**
 * The inputs of evaluateProject, as PROJECT_INPUTS describes them: an input marked optional may be
 * absent (the model then takes its fallback); each number lies within its PROJECT_INPUT_BOUNDS.
 */
export type ProjectModelInputs = Simplify<
  {
    -readonly [K in keyof Inputs as Inputs[K] extends { optional: true } ? never : K]: InputValue<Inputs[K]>;
  } & {
    -readonly [K in keyof Inputs as Inputs[K] extends { optional: true } ? K : never]?: InputValue<Inputs[K]>;
  }
>;

/** The inputs that are numbers. */
type NumberInput = { [K in keyof Inputs]: Inputs[K] extends { type: 'number' } ? K : never }[keyof Inputs];
/** The inputs the model takes a stated value for when a project leaves them out. */
type FallbackInput = {
  [K in keyof Inputs]: Inputs[K] extends { fallback: unknown } ? K : never;
}[keyof Inputs];

const descriptors = Object.entries(PROJECT_INPUTS) as Array<[keyof Inputs, InputDescriptor]>;

/**
 * The domain of every numeric input (PROJECT_INPUTS' bounds, by name). Built by calls marked pure, as
 * everything derived here: a bundle that uses none of it leaves it out.
 */
export const PROJECT_INPUT_BOUNDS = /* @__PURE__ */ (() =>
  Object.fromEntries(
    descriptors.flatMap(([key, input]) => (input.type === 'number' ? [[key, input.bound]] : [])),
  ) as { [K in NumberInput]: Inputs[K] extends { bound: infer B } ? B : never })();

/**
 * What the model takes for an optional input that is absent: the figures that reproduce a project
 * saved before the input existed (no carbon revenue, no decline, issue 26), and the documented
 * defaults of the others. A form that edits such a project starts from these.
 */
export const PROJECT_INPUT_FALLBACKS = /* @__PURE__ */ (() =>
  Object.fromEntries(
    descriptors.flatMap(([key, input]) => ('fallback' in input ? [[key, input.fallback]] : [])),
  ) as { [K in FallbackInput]: Inputs[K] extends { fallback: infer V } ? V : never })();

/** Each input's unit as the exports write it (the model's own units: fractions, US dollars). */
export const PROJECT_INPUT_UNITS = /* @__PURE__ */ (() =>
  Object.fromEntries(descriptors.map(([key, input]) => [key, input.unit])) as Record<keyof Inputs, string>)();

/** A number field of the project form: the input, how it is typed, its step. */
export type ModelInputField = { key: NumberInput; kind: ModelInputKind; step?: number };

/** The form's number fields by section, in order (the financials page lists them the same way). */
export const MODEL_INPUT_SECTIONS = /* @__PURE__ */ (() =>
  (['plant', 'costs', 'carbon', 'finance'] as const).map((section) => ({
    section,
    fields: descriptors.flatMap(([key, input]): ModelInputField[] =>
      input.type === 'number' && 'form' in input && input.form?.section === section
        ? [
            {
              key: key as NumberInput,
              kind: input.form.kind,
              ...(input.form.step ? { step: input.form.step } : {}),
            },
          ]
        : [],
    ),
  })))();

/** The inputs the tornado chart varies (issue 16; the carbon price and the gas decline, issue 26). */
export const SENSITIVITY_INPUTS = /* @__PURE__ */ (() =>
  descriptors.flatMap(([key, input]) =>
    input.type === 'number' && 'sensitivity' in input && input.sensitivity ? [key] : [],
  ) as Array<{ [K in NumberInput]: Inputs[K] extends { sensitivity: true } ? K : never }[NumberInput]>)();

/**
 * A numeric input as the model takes it: as given, or, when absent, PROJECT_INPUT_FALLBACKS's value, the
 * HHV of gasHhvOf, or the discount rate for the MIRR's rates (a form editing an older project shows
 * these).
 */
export const numericInputOf = (inputs: ProjectModelInputs, key: NumberInput): number => {
  const given = inputs[key];
  if (given !== undefined) return given;
  if (key === 'gasHhvMjPerM3') return gasHhvOf(inputs);
  if (key === 'mirrFinanceRate' || key === 'mirrReinvestmentRate') return inputs.discountRate;
  if (key === 'gasAvailableM3PerDay') return Number.POSITIVE_INFINITY;
  return F[key as keyof typeof F] as number;
};

/** The gas's HHV as the model takes it: the project's own, or its LHV × the default gas's ratio. */
export const gasHhvOf = (inputs: Pick<ProjectModelInputs, 'gasLhvMjPerM3' | 'gasHhvMjPerM3'>): number =>
  inputs.gasHhvMjPerM3 ?? inputs.gasLhvMjPerM3 * DEFAULT_HHV_TO_LHV_RATIO;

const F = PROJECT_INPUT_FALLBACKS;

/** A finite number within a bound; every failure carries the bound's message key. */
const bounded = ({ min, max, key, isMinExclusive, isInteger }: Bound) => {
  const finite = z.number({ error: KEYS.notANumber });
  const whole = isInteger ? finite.int({ error: key }) : finite;
  return (isMinExclusive ? whole.gt(min, { error: key }) : whole.gte(min, { error: key })).lte(max, {
    error: key,
  });
};

const B = PROJECT_INPUT_BOUNDS;

const isWithin = (value: unknown, { min, max }: Bound): value is number =>
  typeof value === 'number' && value >= min && value <= max;

/** Each construction year's share of capex: 0 to all of it. */
const CONSTRUCTION_SHARE_BOUND: Bound = { min: 0, max: 1, key: KEYS.constructionShareOutOfRange };

/**
 * The fields of ProjectModelInputs' schema, from PROJECT_INPUTS, each number made by `number` from its
 * bound: one list for the bounded schema and for the one that reads stored inputs back. The yearly
 * supply is not a field (no form sends it; gasSupplyErrorOf checks it).
 */
const inputFields = (number: (bound: Bound) => z.ZodNumber): InputShape =>
  Object.fromEntries(
    descriptors.flatMap(([key, input]): Array<[string, z.ZodType]> => {
      const field = (() => {
        switch (input.type) {
          case 'number':
            return number(input.bound);
          case 'choice':
            return z.enum(input.options as unknown as [string, ...string[]], { error: input.key });
          case 'boolean':
            return z.boolean({ error: KEYS.booleanRequired });
          case 'shares':
            return z
              .array(number(CONSTRUCTION_SHARE_BOUND), { error: KEYS.constructionSharesCount })
              .max(MAX_CONSTRUCTION_YEARS, { error: KEYS.constructionSharesCount });
          case 'supply':
            return null;
        }
      })();
      if (!field) return [];
      return [[key, 'optional' in input && input.optional ? field.optional() : field]];
    }),
  ) as InputShape;

/** The zod shape of the inputs a form sends (all but the yearly supply), optional ones optional. */
type InputShape = {
  [K in Exclude<keyof Inputs, 'gasSupplyM3PerDay'>]: Inputs[K] extends { optional: true }
    ? z.ZodOptional<z.ZodType<NonNullable<ProjectModelInputs[K]>, NonNullable<ProjectModelInputs[K]>>>
    : z.ZodType<ProjectModelInputs[K], ProjectModelInputs[K]>;
};

/**
 * HHV ÷ LHV of any fuel gas lies between 1 (carbon monoxide forms no water) and that of hydrogen,
 * 141.8 / 120.0 MJ/kg = 1.18 (the highest: it is all hydrogen); methane's is 1.11. 1.25 leaves room.
 */
export const HHV_TO_LHV_RATIO_BOUNDS = { min: 1, max: 1.25 } as const;

/** What the fields' own bounds cannot say: the HHV against the LHV, the construction shares, the tenor. */
const checkTogether = (
  inputs: Omit<ProjectModelInputs, 'gasAvailableM3PerDay' | 'gasSupplyM3PerDay'>,
  context: z.RefinementCtx,
) => {
  // zod runs this even when fields failed; the HHV is only judged against a valid LHV.
  const { gasHhvMjPerM3: hhv, gasLhvMjPerM3: lhv } = inputs;
  if (hhv !== undefined && isWithin(hhv, B.gasHhvMjPerM3) && isWithin(lhv, B.gasLhvMjPerM3)) {
    const ratio = hhv / lhv;
    if (ratio < HHV_TO_LHV_RATIO_BOUNDS.min || ratio > HHV_TO_LHV_RATIO_BOUNDS.max) {
      context.addIssue({ code: 'custom', path: ['gasHhvMjPerM3'], message: KEYS.hhvRatioOutOfRange });
    }
  }
  // Construction shares: one per construction year, summing to 1 (judged against a valid count).
  const shares = inputs.constructionCapexShares;
  const years = inputs.constructionYears ?? F.constructionYears;
  if (shares !== undefined && isWithin(years, B.constructionYears) && Number.isInteger(years)) {
    if (shares.length !== years) {
      context.addIssue({
        code: 'custom',
        path: ['constructionCapexShares'],
        message: KEYS.constructionSharesCount,
      });
    } else if (
      years > 0 &&
      shares.every((share) => isWithin(share, CONSTRUCTION_SHARE_BOUND)) &&
      !(Math.abs(shares.reduce((sum, share) => sum + share, 0) - 1) <= SHARES_SUM_TOLERANCE)
    ) {
      context.addIssue({
        code: 'custom',
        path: ['constructionCapexShares'],
        message: KEYS.constructionSharesSum,
      });
    }
  }
  // A tenor is only judged against a valid share and lifetime.
  const { debtShare, lifetimeYears } = inputs;
  if (!isWithin(debtShare, B.debtShare) || debtShare === 0 || !isWithin(lifetimeYears, B.lifetimeYears))
    return;
  if (inputs.debtTenorYears < 1) {
    context.addIssue({ code: 'custom', path: ['debtTenorYears'], message: KEYS.debtTenorOutOfRange });
  } else if (inputs.debtTenorYears > inputs.lifetimeYears) {
    context.addIssue({ code: 'custom', path: ['debtTenorYears'], message: KEYS.debtTenorBeyondLifetime });
  }
};

const buildInputsSchema = () =>
  z.object(inputFields(bounded)).superRefine(checkTogether) satisfies z.ZodType<ProjectModelInputs>;

/**
 * zod schema of ProjectModelInputs for the API body and the web form (zodResolver): each issue's
 * message is a PROJECT_VALIDATION_KEYS key. Besides each field's domain, a project with debt needs a
 * tenor of 1..lifetimeYears years. Built by a call marked pure, so that a bundle using only the
 * constants of this file (the Methodology page) leaves the schema, and zod, out.
 */
export const projectModelInputsSchema = /* @__PURE__ */ buildInputsSchema();

/**
 * The model inputs of a project's write (POST/PUT /api/projects): all but the gas available, which is the
 * project's own field (`gasAvailableM3PerDay` beside `model`, stored in its own column) — sent once, not
 * also inside the model (issue 36, item 3). The model is then evaluated on these and the project's gas.
 */
export const projectWriteModelSchema = /* @__PURE__ */ (() => {
  // The same field schemas as projectModelInputsSchema's, not built a second time at start-up.
  const { gasAvailableM3PerDay: _project, ...fields } = projectModelInputsSchema.shape;
  return z.object(fields).superRefine(checkTogether);
})();

/**
 * Model inputs as stored before the bounds of PROJECT_INPUT_BOUNDS (issue 25): any finite numbers.
 * Only for reading projects back (the API answers them with their figures unavailable), never for a
 * write; projectModelFieldErrors says which of them are out of bounds.
 */
export const storedProjectModelInputsSchema = /* @__PURE__ */ (() =>
  z.object(
    inputFields(() => z.number({ error: KEYS.notANumber })),
  ) satisfies z.ZodType<ProjectModelInputs>)();

/**
 * gasSupplyM3PerDay, which no form sends (the schema leaves it out): when present, an array of at least
 * lifetimeYears numbers each within gasAvailableM3PerDay's bounds; else its message key.
 */
const gasSupplyErrorOf = (inputs: Partial<Record<keyof ProjectModelInputs, unknown>>): string | null => {
  const supply = inputs.gasSupplyM3PerDay;
  if (supply === undefined) return null;
  const lifetime = typeof inputs.lifetimeYears === 'number' ? inputs.lifetimeYears : 0;
  return Array.isArray(supply) &&
    supply.length >= lifetime &&
    supply.every((gas) => typeof gas === 'number' && isWithin(gas, B.gasAvailableM3PerDay))
    ? null
    : KEYS.gasAvailableOutOfRange;
};

/** The first message key of each field that fails, for a form; {} when the inputs are valid. */
export type ProjectModelFieldErrors = Partial<Record<keyof ProjectModelInputs, string>>;

/**
 * Field errors of projectModelInputsSchema, the first per field (e.g. { capexUsd:
 * 'projects.validation.capexOutOfRange' }); {} when the inputs are valid.
 */
export const projectModelFieldErrors = (
  inputs: Partial<Record<keyof ProjectModelInputs, unknown>>,
): ProjectModelFieldErrors => {
  const parsed = projectModelInputsSchema.safeParse(inputs);
  const supplyError = gasSupplyErrorOf(inputs);
  if (parsed.success) return supplyError ? { gasSupplyM3PerDay: supplyError } : {};
  const errors: Record<string, string> = supplyError ? { gasSupplyM3PerDay: supplyError } : {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors as ProjectModelFieldErrors;
};

/**
 * Thrown by evaluateProject and sensitivity for inputs outside their domain. A RangeError whose
 * message is the first failing message key; `fieldErrors` has the key of every failing field.
 */
export class ProjectModelInputError extends RangeError {
  readonly fieldErrors: ProjectModelFieldErrors;

  constructor(fieldErrors: ProjectModelFieldErrors) {
    super(Object.values(fieldErrors)[0] ?? KEYS.notANumber);
    this.name = 'ProjectModelInputError';
    this.fieldErrors = fieldErrors;
  }
}

export const assertValid = (inputs: ProjectModelInputs): void => {
  const errors = projectModelFieldErrors(inputs);
  if (Object.keys(errors).length > 0) throw new ProjectModelInputError(errors);
};

// ---------------------------------------------------------------------------------------------
// What the flares' detection frequency supports
// ---------------------------------------------------------------------------------------------

/**
 * The share of the time a project's flares burn: each flare's detection frequency (the share of
 * cloud-free nights its satellite source saw it burning, EOG VIIRS), weighted by the gas it gives. Its
 * yearly volume averages over the nights it was out, so the gas flows that share of the time, at the
 * average ÷ that share while it does: a plant on it runs at most that share of the year (with no gas
 * storage), whatever its size. Flares without a frequency are left out; null when none has one. Weights
 * are the daily gas; if no flare with a frequency has gas, their plain mean.
 */
export const detectionFrequencyOf = (
  flares: ReadonlyArray<{ detectionFrequency: number | null; gasM3PerDay: number | null }>,
): number | null => {
  const known = flares.filter(
    (flare): flare is { detectionFrequency: number; gasM3PerDay: number | null } =>
      flare.detectionFrequency !== null && Number.isFinite(flare.detectionFrequency),
  );
  if (known.length === 0) return null;
  const weight = known.reduce((sum, flare) => sum + Math.max(0, flare.gasM3PerDay ?? 0), 0);
  return weight > 0
    ? known.reduce((sum, flare) => sum + flare.detectionFrequency * Math.max(0, flare.gasM3PerDay ?? 0), 0) /
        weight
    : known.reduce((sum, flare) => sum + flare.detectionFrequency, 0) / known.length;
};

// ---------------------------------------------------------------------------------------------
// The gas's decline, from a flare's own satellite series
// ---------------------------------------------------------------------------------------------

/** Years of satellite volumes a flare needs before its own decline is offered as the default. */
export const MIN_DECLINE_FIT_YEARS = 3;

/** A decline rate fitted to yearly volumes: what the form offers, and what it came from. */
export type GasDeclineFit = {
  /** The default decline: fittedRate within gasDeclineRate's bounds (growth gives 0). */
  rate: number;
  /** 1 − e^b, b the slope of the fitted line; negative when the volumes grew. */
  fittedRate: number;
  fromYear: number;
  toYear: number;
  /** Years with gas that the line was fitted to. */
  years: number;
  /** The line: ln V = meanLog + slope × (year − meanYear), least squares (slope = b above). */
  meanYear: number;
  meanLog: number;
  slope: number;
  /** Σ (y − ȳ)², for a prediction's standard error (gas-supply.ts). */
  sumSquaresYears: number;
  /**
   * The residuals' standard deviation on ln V, √(Σ e² ÷ (n − 2)): the year-to-year variability around
   * the line (n ≥ 3, so n − 2 ≥ 1).
   */
  residualSdLog: number;
};

/**
 * The yearly decline of a flare's (or a cluster's) gas from its own yearly volumes: the least-squares
 * line through ln V_y against the year y (an exponential decline, V_y = V₀ e^(b·y), the Arps
 * exponential decline curve: Arps, "Analysis of Decline Curves", Trans. AIME 160, 1945), with
 *   b = Σ (y − ȳ)(ln V_y − mean ln V) / Σ (y − ȳ)²,  decline = 1 − e^b.
 * Volumes of the same year are added (several flares); years without gas (a flare out, or not seen)
 * are left out. Null with fewer than MIN_DECLINE_FIT_YEARS years of gas: two points are one
 * difference, and a single year's noise would decide the default. A rising series gives 0 (the plant
 * cannot count on growth), a steeper fall than gasDeclineRate's bound gives the bound.
 */
export const gasDeclineFromSeries = (
  series: ReadonlyArray<{ year: number; volumeM3: number }>,
): GasDeclineFit | null => {
  const byYear = new Map<number, number>();
  for (const { year, volumeM3 } of series) byYear.set(year, (byYear.get(year) ?? 0) + volumeM3);
  const points = [...byYear]
    .filter(([, volume]) => volume > 0 && Number.isFinite(volume))
    .sort(([a], [b]) => a - b);
  if (points.length < MIN_DECLINE_FIT_YEARS) return null;
  const meanYear = points.reduce((sum, [year]) => sum + year, 0) / points.length;
  const meanLog = points.reduce((sum, [, volume]) => sum + Math.log(volume), 0) / points.length;
  let covariance = 0;
  let variance = 0;
  for (const [year, volume] of points) {
    covariance += (year - meanYear) * (Math.log(volume) - meanLog);
    variance += (year - meanYear) ** 2;
  }
  const slope = covariance / variance;
  const fittedRate = -Math.expm1(slope);
  const { min, max } = PROJECT_INPUT_BOUNDS.gasDeclineRate;
  let squares = 0;
  for (const [year, volume] of points)
    squares += (Math.log(volume) - meanLog - slope * (year - meanYear)) ** 2;
  return {
    rate: Math.min(max, Math.max(min, fittedRate)),
    fittedRate,
    fromYear: points[0]?.[0] ?? 0,
    toYear: points.at(-1)?.[0] ?? 0,
    years: points.length,
    meanYear,
    meanLog,
    slope,
    sumSquaresYears: variance,
    residualSdLog: Math.sqrt(squares / (points.length - 2)),
  };
};

/**
 * The decline of several flares' gas together (a project's linked flares): their volumes added over
 * the years in which every one of them has gas, then gasDeclineFromSeries. A flare seen only lately
 * would otherwise make the sum jump up in its first year and look like growth.
 */
export const gasDeclineFromFlares = (
  flares: ReadonlyArray<ReadonlyArray<{ year: number; volumeM3: number }>>,
): GasDeclineFit | null => {
  const withGas = flares.map(
    (series) => new Set(series.filter((point) => point.volumeM3 > 0).map((point) => point.year)),
  );
  const [first, ...others] = withGas;
  if (!first) return null;
  const common = [...first].filter((year) => others.every((years) => years.has(year)));
  return gasDeclineFromSeries(flares.flat().filter((point) => common.includes(point.year)));
};
