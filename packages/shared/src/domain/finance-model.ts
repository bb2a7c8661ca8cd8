import { z } from 'zod';
import {
  DEFAULT_COMBUSTION_EFFICIENCY,
  DEFAULT_COMPOSITION,
  DEFAULT_GWP_HORIZON,
  GWP_CH4,
  GWP_HORIZONS,
  type GwpHorizon,
  MOLAR_MASS_CH4_G_PER_MOL,
  MOLAR_MASS_CO2_G_PER_MOL,
  MOLAR_VOLUME_M3_PER_KMOL,
} from './flaring-math.js';
import { irrRoots, mirr, npv } from './finance-rates.js';
import { DEFAULT_HHV_TO_LHV_RATIO } from './heating-value.js';
import { JOULES_PER_BTU } from './units.js';

/**
 * The gas-to-power project cash-flow model of DESIGN §7 (issue 16): energy, fuel, yearly cash flows to
 * the project and to equity, NPV, IRR, LCOE, DSCR, paybacks and the CO2e avoided by burning flared gas
 * in an engine or turbine instead of a flare. Pure functions, no I/O; fast enough to run on every
 * keystroke (evaluateProject + sensitivity for 30 years take well under a millisecond).
 *
 * Conventions (the Methodology page repeats them):
 * - rates, shares and factors are fractions (0.1 = 10 %); money is US dollars, nominal;
 * - years are whole; cash flows fall at the end of each year; capex is spent at year 0 and the plant
 *   runs in years 1..lifetimeYears — or, with a construction period of C years (constructionYears), capex
 *   is spent over construction years C1..CC, the last of which is year 0 (constructionOf);
 * - escalation starts after year 1: a price of year t is the year-1 price × (1 + escalation)^(t − 1);
 * - the gas price is the price as traded, per MMBtu of the gas's higher heating value (HHV); the fuel
 *   energy follows from the electrical efficiency on the lower heating value (LHV) and is converted with
 *   the gas's own HHV/LHV ratio (decision 021).
 * IRR and NPV are written here rather than taken from npm: see docs/decisions/004-finance-model.md.
 */

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

/**
 * Years a tax loss can be carried forward when a project gives none: 5, as in Argentina's income tax
 * law (Ley de Impuesto a las Ganancias, t.o. 2019, art. 25: quebrantos are offset against the profits
 * of the next five years). Losses are never carried back and never refunded.
 */
export const DEFAULT_TAX_LOSS_CARRY_FORWARD_YEARS = 5;

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

/**
 * The inputs of evaluateProject (issue 16). Fractions as 0..1, money in USD, per year unless named;
 * each number lies within its PROJECT_INPUT_BOUNDS.
 */
export type ProjectModelInputs = {
  /** Net electrical capacity, MW. */
  capacityMw: number;
  /** Share of the year's 8760 h at full output. */
  capacityFactor: number;
  /** Net electrical efficiency on the gas's lower heating value. */
  electricalEfficiency: number;
  /** Lower heating value of the gas, MJ/m³ at 15 °C and 101.325 kPa. */
  gasLhvMjPerM3: number;
  /**
   * Higher heating value of the gas, MJ/m³ at 15 °C and 101.325 kPa, for the traded price; default the
   * LHV × DEFAULT_HHV_TO_LHV_RATIO (the default associated gas, 1.1076).
   */
  gasHhvMjPerM3?: number;
  /** Capital expenditure, spent at year 0. */
  capexUsd: number;
  /** Fixed O&M in year 1, USD/yr (escalates with costEscalation). */
  fixedOmUsdPerYear: number;
  /** Variable O&M in year 1, USD per MWh generated (escalates with costEscalation). */
  variableOmUsdPerMwh: number;
  /** Gas price in year 1 as traded, USD per MMBtu of the gas's HHV (escalates with costEscalation). */
  gasPriceUsdPerMmbtu: number;
  /** Electricity price in year 1, USD/MWh. */
  tariffUsdPerMwh: number;
  /** Yearly growth of the tariff from year 2 on. */
  tariffEscalation: number;
  /** Yearly growth of fuel and O&M costs from year 2 on. */
  costEscalation: number;
  /** Operating years, a whole number. */
  lifetimeYears: number;
  /** Discount rate of the project's NPV, LCOE and discounted payback. */
  discountRate: number;
  /** Share of capex borrowed. */
  debtShare: number;
  /** Interest rate of the loan. */
  debtRate: number;
  /** Years of level loan payments, a whole number 1..lifetimeYears (0 allowed without debt). */
  debtTenorYears: number;
  /** Income tax rate. */
  taxRate: number;
  /** Years of straight-line tax depreciation of capex, a whole number. */
  depreciationYears: number;
  /** Grid emission factor of the displaced electricity, t CO2(e)/MWh; default 0.48. */
  gridEmissionFactorTco2PerMwh?: number;
  /** Methane mole fraction of the gas; default that of DEFAULT_COMPOSITION (0.8918). */
  methaneMoleFraction?: number;
  /** Combustion efficiency of the flare the project replaces; default 0.98. */
  flareCombustionEfficiency?: number;
  /** GWP horizon of the avoided methane; default 'gwp100'. */
  gwpHorizon?: GwpHorizon;
  /** Years a tax loss may be carried forward, a whole number; default 5 (Argentina). */
  taxLossCarryForwardYears?: number;
  /**
   * Price of a tonne of CO2e credited, USD, in the first year credits are sold (escalating with
   * carbonEscalation after it); default 0, no carbon revenue.
   */
  carbonPriceUsdPerTonne?: number;
  /** The operating year (1 = the first) from which credits are sold, a whole number; default 1. */
  carbonStartYear?: number;
  /** Yearly growth of the carbon price after its first year; default 0. */
  carbonEscalation?: number;
  /** Share of the credited tonnes sold (the rest kept back, cancelled or unsold); default 1. */
  carbonShareSold?: number;
  /** What a credited tonne counts (CARBON_METHODOLOGIES); default 'flaring_and_grid'. */
  carbonMethodology?: CarbonMethodology;
  /**
   * Gas the project has in year 1, m³/d; generation is limited to what it can feed each year. Absent:
   * no limit (a model run without a project behind it).
   */
  gasAvailableM3PerDay?: number;
  /** Yearly decline of the gas available, from year 2 on; default 0. */
  gasDeclineRate?: number;
  /** Rate at which the MIRR discounts the negative cash flows (the cost of funding them); default discountRate. */
  mirrFinanceRate?: number;
  /** Rate at which the MIRR compounds the positive cash flows (what they earn when reinvested); default discountRate. */
  mirrReinvestmentRate?: number;
  /**
   * Whether the plant stops after the last year it covers its cash costs (EBITDA ≥ 0) rather than run
   * its whole life; default false.
   */
  canStopEarly?: boolean;
  /**
   * How the loan is sized and repaid: 'annuity', debtShare × capex in level payments; 'sculpted', as
   * much as a debt service of CFADS ÷ targetMinDscr repays, up to debtShare × capex. Default 'annuity'.
   */
  debtSizing?: DebtSizing;
  /** The DSCR a sculpted loan is sized to; default 1.3. */
  targetMinDscr?: number;
  /**
   * Cost of one major overhaul, USD per kW of capacity at today's prices (escalated with the costs), due
   * each time the plant's running hours (full-load equivalent, E_t ÷ capacity) pass a multiple of
   * overhaulIntervalHours; expensed. Default 0 (issue 26).
   */
  overhaulUsdPerKw?: number;
  /** Running hours between major overhauls; default 60,000. */
  overhaulIntervalHours?: number;
  /**
   * What the plant is worth at the end of its life, as a share of capex: positive a salvage value
   * received, negative a decommissioning cost paid, in the last year of life (untaxed). Default 0.
   */
  salvageShareOfCapex?: number;
  /**
   * Days of revenue (electricity and carbon) owed to the project at each year's end: working capital
   * tied up as revenue grows and released when it falls and at the end of life. Default 0.
   */
  receivableDays?: number;
  /**
   * Months of the next year's debt service the lenders require in a debt-service reserve account,
   * funded by the equity at year 0, adjusted each year, released as the loan is repaid. Default 0.
   */
  dsraMonths?: number;
  /**
   * Years of construction before operating year 1, a whole number; default 0: the whole capex at year 0,
   * as a project saved before the input. With C ≥ 1 years, construction years C1..CC hold the capex, the
   * last being year 0, and the debt drawn in them accrues interest that is added to the loan (constructionOf).
   */
  constructionYears?: number;
  /**
   * Share of capex spent in each construction year, C1 first: as many as constructionYears, summing to 1.
   * Default: evenly.
   */
  constructionCapexShares?: number[];
};

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

/**
 * What the model takes for an optional input that is absent: the figures that reproduce a project
 * saved before the input existed (no carbon revenue, no decline, issue 26), and the documented
 * defaults of the others. A form that edits such a project starts from these.
 */
export const PROJECT_INPUT_FALLBACKS = {
  gridEmissionFactorTco2PerMwh: DEFAULT_GRID_EMISSION_FACTOR_TCO2_PER_MWH,
  methaneMoleFraction: DEFAULT_COMPOSITION.c1,
  flareCombustionEfficiency: DEFAULT_COMBUSTION_EFFICIENCY,
  gwpHorizon: DEFAULT_GWP_HORIZON,
  taxLossCarryForwardYears: DEFAULT_TAX_LOSS_CARRY_FORWARD_YEARS,
  carbonPriceUsdPerTonne: 0,
  carbonStartYear: 1,
  carbonEscalation: 0,
  carbonShareSold: 1,
  carbonMethodology: 'flaring_and_grid',
  gasDeclineRate: 0,
  canStopEarly: false,
  debtSizing: 'annuity',
  targetMinDscr: 1.3,
  overhaulUsdPerKw: 0,
  overhaulIntervalHours: 60_000,
  salvageShareOfCapex: 0,
  receivableDays: 0,
  dsraMonths: 0,
  constructionYears: 0,
} as const satisfies Required<
  Omit<
    ProjectModelInputs,
    | RequiredInput
    | 'gasAvailableM3PerDay'
    | 'gasHhvMjPerM3'
    | 'mirrFinanceRate'
    | 'mirrReinvestmentRate'
    | 'constructionCapexShares'
  >
>;

/**
 * A numeric input as the model takes it: as given, or, when absent, PROJECT_INPUT_FALLBACKS's value, the
 * HHV of gasHhvOf, or the discount rate for the MIRR's rates (a form editing an older project shows
 * these).
 */
export const numericInputOf = (
  inputs: ProjectModelInputs,
  key: keyof typeof PROJECT_INPUT_BOUNDS,
): number => {
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

/** The inputs every project gives. */
type RequiredInput = {
  [K in keyof ProjectModelInputs]-?: undefined extends ProjectModelInputs[K] ? never : K;
}[keyof ProjectModelInputs];

const F = PROJECT_INPUT_FALLBACKS;

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

/**
 * The domain of every numeric input: values that exist in a real project, with room to spare, each
 * bound with its reason. They keep the model's every output finite (a property test evaluates 100,000
 * random inputs drawn from them, the edges included), and they refuse the typing slips that used to
 * give a project nonsense figures (an efficiency of 1e-300, a heating value of 5e-324, 400 % a year).
 * Projects saved before these bounds may hold other values: the API reads them back and shows their
 * figures as unavailable until corrected (projects.presenters.ts).
 */
export const PROJECT_INPUT_BOUNDS = {
  // 1 kW (the smallest gas gensets sold, micro-CHP units) to MAX_CAPACITY_MW.
  capacityMw: { min: 0.001, max: MAX_CAPACITY_MW, key: KEYS.capacityOutOfRange },
  // A plant that runs 1 % of the year (88 h) is the least any investment case assumes: peaking gas
  // turbines, the least-used plants there are, run 5–15 % of the year (US EIA, Electric Power Monthly,
  // table 6.07.A). 100 % is every hour of the year.
  capacityFactor: { min: 0.01, max: 1, key: KEYS.capacityFactorOutOfRange },
  // The issue's 5–65 % (LHV): the smallest engines and microturbines reach 20–30 % (TECHNOLOGIES), so
  // 5 % leaves room for any derated unit; the best combined cycles reach about 63–64 % (the world
  // record certified by Guinness World Records in 2018: 63.08 %, Chubu Electric's Nishi-Nagoya block 1).
  electricalEfficiency: { min: 0.05, max: 0.65, key: KEYS.efficiencyOutOfRange },
  // From gas so diluted by N2 and CO2 that it barely burns (blast-furnace gas is about 3 MJ/m³) to
  // above pure propane (86.4 MJ/m³, COMPONENT_LHV_MJ_PER_M3); rich associated gas is 40–60 MJ/m³.
  gasLhvMjPerM3: { min: 1, max: 100, key: KEYS.lhvOutOfRange },
  // Up to USD 100 billion: MAX_CAPACITY_MW at 10,000 USD/kW, above the costliest power technologies
  // per kW (NREL ATB 2024: nuclear about 7,000–8,000 USD/kW; gas engines 1,400–2,900, TECHNOLOGIES).
  // 0 is a plant already paid for.
  capexUsd: { min: 0, max: 1e11, key: KEYS.capexOutOfRange },
  // Up to USD 10 billion a year: MAX_CAPACITY_MW at 1,000 USD/kW-yr, several times the highest fixed
  // O&M of any technology (NREL ATB 2024: nuclear about 150 USD/kW-yr).
  fixedOmUsdPerYear: { min: 0, max: 1e10, key: KEYS.fixedOmOutOfRange },
  // Up to 1,000 USD/MWh, 40 times the highest of the EPA CHP catalogue (9–25 USD/MWh).
  variableOmUsdPerMwh: { min: 0, max: 1000, key: KEYS.variableOmOutOfRange },
  // Up to 200 USD/MMBtu, twice the highest gas price any benchmark has recorded (Dutch TTF, August 2022:
  // about 340 EUR/MWh ≈ 100 USD/MMBtu). 0 is gas given away, as flared gas often is.
  gasPriceUsdPerMmbtu: { min: 0, max: 200, key: KEYS.gasPriceOutOfRange },
  // Up to 5,000 USD/MWh: ERCOT's offer cap (Texas PUC, 2021), the highest price a large market pays,
  // and for one hour of scarcity only; no contract pays it for a year (diesel on remote islands costs
  // a few hundred).
  tariffUsdPerMwh: { min: 0, max: 5000, key: KEYS.tariffOutOfRange },
  // ±20 % a year, every year of the life, in US dollars: 20 % over 20 years multiplies a price by 38,
  // beyond any dollar price path on record (the fastest yearly rise of US consumer prices since the
  // Second World War was 14.4 %, in 1947: BLS, CPI-U).
  tariffEscalation: { min: -0.2, max: 0.2, key: KEYS.escalationOutOfRange },
  costEscalation: { min: -0.2, max: 0.2, key: KEYS.escalationOutOfRange },
  // Gas engines and turbines are built for 20–30 years with overhauls; none runs beyond 60.
  lifetimeYears: { min: 1, max: MAX_YEARS, isInteger: true, key: KEYS.lifetimeOutOfRange },
  // Up to 50 % a year in US dollars: at 50 %, a cash flow of year 10 counts for 1.7 % of its value, so a
  // higher rate appraises nothing; the costliest capital in the riskiest markets is around 20–30 %.
  discountRate: { min: 0, max: 0.5, key: KEYS.discountRateOutOfRange },
  debtShare: { min: 0, max: 1, key: KEYS.debtShareOutOfRange },
  // As the discount rate: nobody lends to a power plant at more than 50 % a year in US dollars.
  debtRate: { min: 0, max: 0.5, key: KEYS.debtRateOutOfRange },
  debtTenorYears: { min: 0, max: MAX_YEARS, isInteger: true, key: KEYS.debtTenorOutOfRange },
  // Up to 80 %: the highest taxes on company profits are special petroleum regimes (Norway: 22 %
  // corporate + 56 % special tax = 78 %); general corporate rates are at most about 35–50 %.
  taxRate: { min: 0, max: 0.8, key: KEYS.taxRateOutOfRange },
  depreciationYears: { min: 1, max: MAX_YEARS, isInteger: true, key: KEYS.depreciationYearsOutOfRange },
  // Up to 2 t/MWh, above the dirtiest generation (lignite plants, about 1.1–1.3 t/MWh); 0 is a grid of
  // hydro, nuclear or renewables.
  gridEmissionFactorTco2PerMwh: { min: 0, max: 2, key: KEYS.gridEmissionFactorOutOfRange },
  // Shares: any mole fraction and any combustion efficiency (0 is a vent) exist.
  methaneMoleFraction: { min: 0, max: 1, key: KEYS.methaneFractionOutOfRange },
  flareCombustionEfficiency: { min: 0, max: 1, key: KEYS.combustionEfficiencyOutOfRange },
  // 0 (no carry-forward) to the longest life: an indefinite carry-forward (UK, Australia) is MAX_YEARS.
  taxLossCarryForwardYears: { min: 0, max: MAX_YEARS, isInteger: true, key: KEYS.lossCarryForwardOutOfRange },
  // Up to 1,000 USD/t CO2e, several times the highest carbon prices in force (Uruguay's and Sweden's
  // carbon taxes, about 130–170 USD/t: World Bank, State and Trends of Carbon Pricing 2024). 0: none.
  carbonPriceUsdPerTonne: { min: 0, max: 1000, key: KEYS.carbonPriceOutOfRange },
  // Any year of the longest life; a start after the project's own life sells nothing.
  carbonStartYear: { min: 1, max: MAX_YEARS, isInteger: true, key: KEYS.carbonStartYearOutOfRange },
  carbonEscalation: { min: -0.2, max: 0.2, key: KEYS.escalationOutOfRange },
  carbonShareSold: { min: 0, max: 1, key: KEYS.carbonShareOutOfRange },
  // As the LHV, with the room HHV/LHV ≤ 1.25 gives (hhvRatioOutOfRange checks the pair).
  gasHhvMjPerM3: { min: 1, max: 125, key: KEYS.hhvOutOfRange },
  // As the discount rate: the cost of funding a project's negative years, and what its positive years
  // earn elsewhere, in US dollars.
  mirrFinanceRate: { min: 0, max: 0.5, key: KEYS.mirrRateOutOfRange },
  mirrReinvestmentRate: { min: 0, max: 0.5, key: KEYS.mirrRateOutOfRange },
  // 1 (the cash just pays the debt) to 5: lenders size small thermal plants at about 1.2–1.5 (NREL
  // SAM's default target for debt sizing: 1.3); at 5 a loan is a fifth of what the plant could carry.
  targetMinDscr: { min: 1, max: 5, key: KEYS.targetDscrOutOfRange },
  // Up to 2,000 USD/kW, the capex of a whole new engine plant (TECHNOLOGIES); every 1,000 h (a plant
  // overhauled every six weeks) to 200,000 h (23 years of continuous running).
  overhaulUsdPerKw: { min: 0, max: 2000, key: KEYS.overhaulCostOutOfRange },
  overhaulIntervalHours: { min: 1000, max: 200_000, key: KEYS.overhaulIntervalOutOfRange },
  // A decommissioning cost of up to half the capex (−50 %) to a salvage value of half of it (+50 %).
  salvageShareOfCapex: { min: -0.5, max: 0.5, key: KEYS.salvageOutOfRange },
  // Up to half a year of revenue owed.
  receivableDays: { min: 0, max: 180, key: KEYS.receivableDaysOutOfRange },
  // Up to a year of debt service held in reserve.
  dsraMonths: { min: 0, max: 12, key: KEYS.dsraMonthsOutOfRange },
  // The project's own bound on the gas it may say it has (schemas/projects.ts, MAX_PROJECT_GAS_M3_PER_DAY:
  // more than twice all the gas flared on Earth). 0 is a flare gone out: no power.
  gasAvailableM3PerDay: { min: 0, max: 1e9, key: KEYS.gasAvailableOutOfRange },
  // 0 (a plateau) to 50 % a year: a new shale well loses 60–80 % of its output in its first year, but a
  // flare gathers many wells of a field, and 50 % a year every year leaves 0.2 % of the gas after 10
  // years. Growth is not modelled: a plant cannot count on gas that is not there yet.
  gasDeclineRate: { min: 0, max: 0.5, key: KEYS.gasDeclineOutOfRange },
  // 0 (capex at once, as before the input) to 3 years: gas engines and simple-cycle turbines of 1–50 MW
  // are packaged plants built in about a year (DEFAULT_PROJECT_FINANCE_SOURCES.constructionYears); 3 years
  // is a large combined cycle's build. Whole years, the model's step.
  constructionYears: {
    min: 0,
    max: MAX_CONSTRUCTION_YEARS,
    isInteger: true,
    key: KEYS.constructionYearsOutOfRange,
  },
} as const satisfies Record<
  Exclude<
    keyof ProjectModelInputs,
    'gwpHorizon' | 'carbonMethodology' | 'canStopEarly' | 'debtSizing' | 'constructionCapexShares'
  >,
  Bound
>;

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

/**
 * The fields of ProjectModelInputs, each number made by `number` from its bound: one list for the
 * bounded schema and for the one that reads stored inputs back.
 */
const inputFields = (number: (bound: Bound) => z.ZodNumber) => ({
  capacityMw: number(B.capacityMw),
  capacityFactor: number(B.capacityFactor),
  electricalEfficiency: number(B.electricalEfficiency),
  gasLhvMjPerM3: number(B.gasLhvMjPerM3),
  capexUsd: number(B.capexUsd),
  fixedOmUsdPerYear: number(B.fixedOmUsdPerYear),
  variableOmUsdPerMwh: number(B.variableOmUsdPerMwh),
  gasPriceUsdPerMmbtu: number(B.gasPriceUsdPerMmbtu),
  tariffUsdPerMwh: number(B.tariffUsdPerMwh),
  tariffEscalation: number(B.tariffEscalation),
  costEscalation: number(B.costEscalation),
  lifetimeYears: number(B.lifetimeYears),
  discountRate: number(B.discountRate),
  debtShare: number(B.debtShare),
  debtRate: number(B.debtRate),
  debtTenorYears: number(B.debtTenorYears),
  taxRate: number(B.taxRate),
  depreciationYears: number(B.depreciationYears),
  gridEmissionFactorTco2PerMwh: number(B.gridEmissionFactorTco2PerMwh).optional(),
  methaneMoleFraction: number(B.methaneMoleFraction).optional(),
  flareCombustionEfficiency: number(B.flareCombustionEfficiency).optional(),
  gwpHorizon: z.enum(GWP_HORIZONS, { error: KEYS.gwpHorizonInvalid }).optional(),
  taxLossCarryForwardYears: number(B.taxLossCarryForwardYears).optional(),
  carbonPriceUsdPerTonne: number(B.carbonPriceUsdPerTonne).optional(),
  carbonStartYear: number(B.carbonStartYear).optional(),
  carbonEscalation: number(B.carbonEscalation).optional(),
  carbonShareSold: number(B.carbonShareSold).optional(),
  carbonMethodology: z.enum(CARBON_METHODOLOGIES, { error: KEYS.carbonMethodologyInvalid }).optional(),
  gasAvailableM3PerDay: number(B.gasAvailableM3PerDay).optional(),
  gasDeclineRate: number(B.gasDeclineRate).optional(),
  gasHhvMjPerM3: number(B.gasHhvMjPerM3).optional(),
  mirrFinanceRate: number(B.mirrFinanceRate).optional(),
  mirrReinvestmentRate: number(B.mirrReinvestmentRate).optional(),
  canStopEarly: z.boolean({ error: KEYS.booleanRequired }).optional(),
  debtSizing: z.enum(DEBT_SIZINGS, { error: KEYS.debtSizingInvalid }).optional(),
  targetMinDscr: number(B.targetMinDscr).optional(),
  overhaulUsdPerKw: number(B.overhaulUsdPerKw).optional(),
  overhaulIntervalHours: number(B.overhaulIntervalHours).optional(),
  salvageShareOfCapex: number(B.salvageShareOfCapex).optional(),
  receivableDays: number(B.receivableDays).optional(),
  dsraMonths: number(B.dsraMonths).optional(),
  constructionYears: number(B.constructionYears).optional(),
  constructionCapexShares: z
    .array(number(CONSTRUCTION_SHARE_BOUND), { error: KEYS.constructionSharesCount })
    .max(MAX_CONSTRUCTION_YEARS, { error: KEYS.constructionSharesCount })
    .optional(),
});

/** Each construction year's share of capex: 0 to all of it. */
const CONSTRUCTION_SHARE_BOUND: Bound = { min: 0, max: 1, key: KEYS.constructionShareOutOfRange };

/**
 * HHV ÷ LHV of any fuel gas lies between 1 (carbon monoxide forms no water) and that of hydrogen,
 * 141.8 / 120.0 MJ/kg = 1.18 (the highest: it is all hydrogen); methane's is 1.11. 1.25 leaves room.
 */
export const HHV_TO_LHV_RATIO_BOUNDS = { min: 1, max: 1.25 } as const;

const buildInputsSchema = () =>
  z.object(inputFields(bounded)).superRefine((inputs, context) => {
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
  }) satisfies z.ZodType<ProjectModelInputs>;

/**
 * zod schema of ProjectModelInputs for the API body and the web form (zodResolver): each issue's
 * message is a PROJECT_VALIDATION_KEYS key. Besides each field's domain, a project with debt needs a
 * tenor of 1..lifetimeYears years. Built by a call marked pure, so that a bundle using only the
 * constants of this file (the Methodology page) leaves the schema, and zod, out.
 */
export const projectModelInputsSchema = /* @__PURE__ */ buildInputsSchema();

/**
 * Model inputs as stored before the bounds of PROJECT_INPUT_BOUNDS (issue 25): any finite numbers.
 * Only for reading projects back (the API answers them with their figures unavailable), never for a
 * write; projectModelFieldErrors says which of them are out of bounds.
 */
export const storedProjectModelInputsSchema = /* @__PURE__ */ (() =>
  z.object(
    inputFields(() => z.number({ error: KEYS.notANumber })),
  ) satisfies z.ZodType<ProjectModelInputs>)();

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
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
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

const assertValid = (inputs: ProjectModelInputs): void => {
  const errors = projectModelFieldErrors(inputs);
  if (Object.keys(errors).length > 0) throw new ProjectModelInputError(errors);
};

// ---------------------------------------------------------------------------------------------
// Discounting: NPV, IRR and MIRR (finance-rates.ts)
// ---------------------------------------------------------------------------------------------

export { irr, irrRoots, mirr, npv } from './finance-rates.js';

// ---------------------------------------------------------------------------------------------
// The model
// ---------------------------------------------------------------------------------------------

/**
 * One year of the model, USD unless named. Year 0 holds capex only (and the equity's share of it); with a
 * construction period of C years, construction years C1..CC are years 1 − C..0 and share the capex.
 */
export type ProjectYear = {
  /** Operating years 1..N; year 0 and before are construction (the last construction year is 0). */
  year: number;
  /** 1..C for construction year C1..CC (shown "C1", "C2"…); null for operating years and a year 0 without construction. */
  constructionYear: number | null;
  /** MWh generated (0 at year 0). */
  energyMwh: number;
  /** m³ of gas burnt in the year (15 °C, 101.325 kPa). */
  gasM3: number;
  /** t CO2e the year avoids against flaring the same gas (avoidedCo2eTonnes). */
  avoidedCo2eTonnes: number;
  /** Capital expenditure (year 0, or each construction year's share). */
  capexUsd: number;
  /** Debt drawn in the year against its capex (construction years; year 0 without construction). */
  debtDrawnUsd: number;
  /** Interest during construction: accrued on the debt drawn and added to the loan, not paid. */
  idcUsd: number;
  /** Electricity sold. */
  revenueUsd: number;
  /** Carbon credits sold: credited t × share sold × price of the year. */
  carbonRevenueUsd: number;
  fuelUsd: number;
  /** Fixed + variable O&M. */
  omUsd: number;
  /** Major overhauls due in the year (overhaulUsdPerKw), expensed. */
  overhaulUsd: number;
  /** Revenue + carbon revenue − fuel − O&M − overhaul. */
  ebitdaUsd: number;
  /** Straight-line tax depreciation. */
  depreciationUsd: number;
  interestUsd: number;
  principalUsd: number;
  /** Interest + principal. */
  debtServiceUsd: number;
  /** Tax the company pays: on EBITDA − depreciation − interest, after carried-forward losses. */
  taxUsd: number;
  /** Tax without the interest shield, for the unlevered project cash flow: on EBITDA − depreciation. */
  unleveredTaxUsd: number;
  /** Cash flow available for debt service: EBITDA − tax. */
  cfadsUsd: number;
  /** Working capital released (+) or tied up (−) in the year: the change of the receivables. */
  workingCapitalUsd: number;
  /** Salvage value received (+) or decommissioning paid (−), in the last year of life. */
  salvageUsd: number;
  /** Paid into (−) or released from (+) the debt-service reserve account: equity flows only. */
  dsraUsd: number;
  /**
   * Unlevered free cash flow: −capex at year 0, then EBITDA − unlevered tax + working capital +
   * salvage.
   */
  projectCashFlowUsd: number;
  /**
   * −capex × (1 − debtShare) at year 0, then EBITDA − debt service − tax + working capital + salvage;
   * with the reserve account's movements every year.
   */
  equityCashFlowUsd: number;
  /** CFADS / debt service; null in years without debt service. */
  dscr: number | null;
};

/** What evaluateProject returns (issue 16). Null marks a figure that does not exist; never NaN. */
export type ProjectModelResult = {
  /** MWh in the first year of operation: capacity × capacity factor × 8760, or less where gas limits it. */
  energyMwhPerYear: number;
  /** Gas burnt in the first year of operation, m³/day at 15 °C and 101.325 kPa. */
  gasM3PerDay: number;
  /**
   * Gas the plant would burn at its capacity factor, m³/day, whatever the gas available: more than
   * gasAvailableM3PerDay when the gas cannot feed the capacity.
   */
  gasNeededM3PerDay: number;
  /** Share of the first year's 8760 h at full output once the gas limit applies (≤ capacityFactor). */
  effectiveCapacityFactor: number;
  /** Years 0..lifetimeYears, or construction years C1..CC (years 1 − C..0) and 1..lifetimeYears. */
  yearly: ProjectYear[];
  /** Construction years before operation (constructionYears, 0 when absent). */
  constructionYears: number;
  /**
   * NPV of the project cash flows at discountRate, USD, at the start of construction: without
   * construction at year 0 (undiscounted capex), with C years each flow discounted from its year's end
   * to the start of C1.
   */
  npv: number;
  /** IRR of the project cash flows; null when none exists or it is not unique. */
  irr: number | null;
  /** IRR of the equity cash flows; null when none exists or it is not unique. */
  equityIrr: number | null;
  /**
   * Every IRR of the project cash flows, lowest first (irrRoots): none, one (= irr), or several, when
   * late negative years give the NPV more than one zero and no IRR means anything.
   */
  irrRoots: number[];
  /** Every IRR of the equity cash flows, lowest first. */
  equityIrrRoots: number[];
  /**
   * Modified IRR of the project cash flows (mirr(), at mirrFinanceRate and mirrReinvestmentRate): one
   * rate whatever the signs; null when the flows are all of one sign.
   */
  mirr: number | null;
  /** Modified IRR of the equity cash flows. */
  equityMirr: number | null;
  /** The last year the plant runs: lifetimeYears, or fewer when it stops early (canStopEarly). */
  operatingYears: number;
  /**
   * Years from the start of operation until the cumulative project cash flow (all of the capex counted
   * at the start of operation) turns ≥ 0; null if it never does.
   */
  paybackYears: number | null;
  /** The same with flows discounted at discountRate; null if never. */
  discountedPaybackYears: number | null;
  /**
   * Levelized cost of electricity, USD/MWh, before tax and financing; null when the plant generates
   * nothing (no gas) or next to nothing (lcoe()).
   */
  lcoeUsdPerMwh: number | null;
  /** Lowest DSCR over the debt years; null without debt. */
  minDscr: number | null;
  /** Mean DSCR over the years with debt service; null without debt. */
  averageDscr: number | null;
  /**
   * Loan life cover ratio: the CFADS of the loan's years discounted at the debt rate, over the loan
   * (Yescombe, "Principles of Project Finance", on cover ratios); null without debt.
   */
  llcr: number | null;
  /**
   * The loan drawn against capex, USD: debtShare × capex, or less when sculpted to a target DSCR; 0
   * without. The balance repaid from year 1 is this plus idcUsd.
   */
  debtUsd: number;
  /** Interest during construction added to the loan, USD (0 without construction or debt). */
  idcUsd: number;
  /** t CO2e avoided in the first year of operation against flaring the same gas. */
  avoidedCo2eTonnesPerYear: number;
  /** t CO2e avoided over the plant's life. */
  avoidedCo2eTonnesTotal: number;
  /**
   * The year-1 gas price on the LHV basis of the fuel energy: the traded (HHV) price × HHV/LHV, what a
   * MMBtu of fuel energy burnt costs.
   */
  gasPriceLhvUsdPerMmbtu: number;
};

/**
 * Level annuity payment of a loan: P = D / a, a = (1 − (1 + i)^−n) / i, and a = n when i = 0.
 * a is computed as −expm1(−n · log1p(i)) / i, which stays exact for tiny rates, where 1 + i rounds
 * to 1 and the textbook form divides by 0.
 * Source: Brealey, Myers & Allen, ch. 2 (annuities); NREL SAM Help, "Debt service" (mortgage-style).
 */
const annuityPayment = (principal: number, rate: number, years: number): number =>
  principal / (rate === 0 ? years : -Math.expm1(-years * Math.log1p(rate)) / rate);

/**
 * A loan under one US cent is no loan: the model counts money in cents, and a debt service of a
 * fraction of a cent would only make a DSCR of 10³⁰⁰ (a debt share of 10⁻³⁰⁰ is within its bounds).
 */
const MIN_DEBT_USD = 0.01;

/**
 * Income tax of one year with losses carried forward: a loss (taxable income < 0) is kept for
 * `carryForwardYears` years and offsets later profits, oldest first; no tax is ever negative (no
 * refund, no carry-back). Mutates `losses`, the open losses of earlier years.
 * Source: Ley de Impuesto a las Ganancias (Argentina, t.o. 2019), art. 25 (quebrantos, 5 years).
 */
const taxOfYear = (
  taxableIncome: number,
  year: number,
  taxRate: number,
  carryForwardYears: number,
  losses: { year: number; amount: number }[],
): number => {
  if (taxableIncome <= 0) {
    if (taxableIncome < 0 && carryForwardYears > 0) losses.push({ year, amount: -taxableIncome });
    return 0;
  }
  let taxable = taxableIncome;
  for (const loss of losses) {
    if (taxable === 0) break;
    if (year - loss.year > carryForwardYears) continue;
    const used = Math.min(loss.amount, taxable);
    loss.amount -= used;
    taxable -= used;
  }
  return taxRate * taxable;
};

/**
 * Years until the cumulative cash flow first turns ≥ 0, interpolating linearly within the year:
 *   payback = (t − 1) + (−C_{t−1}) / CF_t, where C is the cumulative flow and t the first year with C_t ≥ 0.
 * 0 when the year-0 flow is already ≥ 0; null when the cumulative flow stays negative to the end.
 * Source: Brealey, Myers & Allen, ch. 5 (payback and discounted payback).
 */
const payback = (flows: readonly number[]): number | null => {
  let cumulative = flows[0] ?? 0;
  if (cumulative >= 0) return 0;
  for (let t = 1; t < flows.length; t++) {
    const flow = flows[t] ?? 0;
    if (cumulative + flow >= 0) return t - 1 + -cumulative / flow;
    cumulative += flow;
  }
  return null;
};

/**
 * A cash-flow series as counted from the start of operation: the construction years' flows added into
 * one year-0 flow (all of the capex spent by then), then years 1..N, for the paybacks.
 */
const fromOperation = (flows: readonly number[], constructionYears: number): number[] => {
  const before = Math.max(1, constructionYears);
  return [flows.slice(0, before).reduce((sum, flow) => sum + flow, 0), ...flows.slice(before)];
};

/** CO2e avoided in one year, t: its two parts (see avoidedCo2eTonnes). */
type AvoidedCo2e = { gridTonnes: number; methaneTonnes: number };

/**
 * CO2e avoided in a year by burning in the plant the gas that would otherwise be flared, t:
 *   V = gas m³ the plant burns in the year
 *   n_CH4 = V / 23.645 × (1 − η_flare) × y_CH4          (kmol of methane the flare lets out unburnt)
 *   avoided = E × EF_grid + n_CH4 × (GWP × 16.04 − 44.01) / 1000
 * Baseline: the gas is flared (its carbon leaves as CO2, the share 1 − η of its methane unburnt) and
 * the E MWh come from the grid at EF_grid. Project: the plant burns the same gas (the same CO2, plus
 * the CO2 of the methane the flare let through) and the grid does not generate E. Methane slip of the
 * engine is neglected (it lowers the figure for lean-burn engines). Sources: UNFCCC CDM methodology
 * AM0009 ("Recovery and utilization of gas from oil fields that would otherwise be flared or vented":
 * baseline = flaring emissions); 40 CFR 98.233(n) and flaring-math.ts for the flare's unburnt methane;
 * IPCC AR6 WG1 Table 7.15 for GWP; the grid factor per DEFAULT_GRID_EMISSION_FACTOR_TCO2_PER_MWH.
 */
const avoidedCo2eTonnes = (inputs: ProjectModelInputs, energyMwh: number, gasM3: number): AvoidedCo2e => {
  const gridFactor = inputs.gridEmissionFactorTco2PerMwh ?? F.gridEmissionFactorTco2PerMwh;
  const methane = inputs.methaneMoleFraction ?? F.methaneMoleFraction;
  const flareEfficiency = inputs.flareCombustionEfficiency ?? F.flareCombustionEfficiency;
  const gwp = GWP_CH4[inputs.gwpHorizon ?? F.gwpHorizon];
  const unburntCh4Kmol = (gasM3 / MOLAR_VOLUME_M3_PER_KMOL) * (1 - flareEfficiency) * methane;
  return {
    gridTonnes: energyMwh * gridFactor,
    methaneTonnes: (unburntCh4Kmol * (gwp * MOLAR_MASS_CH4_G_PER_MOL - MOLAR_MASS_CO2_G_PER_MOL)) / 1000,
  };
};

/**
 * One operating year's plant: the energy the capacity gives, or less where the gas does not feed it,
 * the gas burnt and the CO2e avoided. Year t (1..N) has gas_t = gas₁ × (1 − decline)^(t − 1) m³/d, and
 *   E_t = min(P × CF × 8760, gas_t × 365 × LHV × η / 3600)
 * (an energy balance: MJ of gas × η = MJ of electricity; 3600 MJ = 1 MWh).
 */
const operatingYear = (
  inputs: ProjectModelInputs,
  year: number,
): { energyMwh: number; gasM3: number; avoided: AvoidedCo2e } => {
  const capacityEnergy = inputs.capacityMw * inputs.capacityFactor * HOURS_PER_YEAR;
  const gasAvailable = inputs.gasAvailableM3PerDay;
  const gasEnergy =
    gasAvailable === undefined
      ? Number.POSITIVE_INFINITY
      : (gasAvailable *
          DAYS_PER_YEAR *
          (1 - (inputs.gasDeclineRate ?? F.gasDeclineRate)) ** (year - 1) *
          inputs.gasLhvMjPerM3 *
          inputs.electricalEfficiency) /
        MJ_PER_MWH;
  const energyMwh = Math.min(capacityEnergy, gasEnergy);
  const gasM3 = (energyMwh * MJ_PER_MWH) / inputs.electricalEfficiency / inputs.gasLhvMjPerM3;
  return { energyMwh, gasM3, avoided: avoidedCo2eTonnes(inputs, energyMwh, gasM3) };
};

/**
 * Carbon revenue of operating year t: the credited tonnes (all the avoided CO2e, or the methane part
 * alone: CARBON_METHODOLOGIES) × the share sold × the price, which applies from carbonStartYear and
 * escalates after it: price_t = price × (1 + carbonEscalation)^(t − start) for t ≥ start, else nothing.
 */
const carbonRevenue = (inputs: ProjectModelInputs, year: number, avoided: AvoidedCo2e): number => {
  const price = inputs.carbonPriceUsdPerTonne ?? F.carbonPriceUsdPerTonne;
  const start = inputs.carbonStartYear ?? F.carbonStartYear;
  if (price === 0 || year < start) return 0;
  const credited =
    (inputs.carbonMethodology ?? F.carbonMethodology) === 'flaring_only'
      ? avoided.methaneTonnes
      : avoided.gridTonnes + avoided.methaneTonnes;
  const escalation = 1 + (inputs.carbonEscalation ?? F.carbonEscalation);
  return credited * (inputs.carbonShareSold ?? F.carbonShareSold) * price * escalation ** (year - start);
};

/**
 * HHV ÷ LHV of the project's gas: its own HHV, or the default gas's ratio (an older project). The
 * traded price per MMBtu(HHV) × this ratio is the price per MMBtu(LHV) of the fuel energy the plant's
 * LHV efficiency burns.
 */
const hhvToLhvOf = (inputs: ProjectModelInputs): number =>
  inputs.gasHhvMjPerM3 === undefined ? DEFAULT_HHV_TO_LHV_RATIO : inputs.gasHhvMjPerM3 / inputs.gasLhvMjPerM3;

/**
 * Present costs over present energy; null when the plant generates nothing (no gas), or so little
 * (a trace of gas, 10⁻³⁰⁰ m³/d) that the cost of a MWh is beyond the largest number.
 */
const lcoe = (presentCosts: number, presentEnergy: number): number | null => {
  const value = presentCosts / presentEnergy;
  return presentEnergy > 0 && Number.isFinite(value) ? value : null;
};

/** What the plant does in one operating year, before financing and tax. */
type Operations = Pick<
  ProjectYear,
  | 'energyMwh'
  | 'gasM3'
  | 'avoidedCo2eTonnes'
  | 'revenueUsd'
  | 'carbonRevenueUsd'
  | 'fuelUsd'
  | 'omUsd'
  | 'overhaulUsd'
  | 'ebitdaUsd'
>;

/** A year the plant does not run (stopped early): nothing made, nothing spent. */
const IDLE: Operations = {
  energyMwh: 0,
  gasM3: 0,
  avoidedCo2eTonnes: 0,
  revenueUsd: 0,
  carbonRevenueUsd: 0,
  fuelUsd: 0,
  omUsd: 0,
  overhaulUsd: 0,
  ebitdaUsd: 0,
};

/**
 * The plant's operating years 1..N: energy (operatingYear), revenue, carbon revenue, fuel, O&M and
 * EBITDA, each price escalated from year 1. With canStopEarly the plant runs to the last year whose
 * EBITDA is ≥ 0, the last year it covers its cash costs, and is IDLE after it: the owner's option to
 * end early, which only removes years that lose cash. `lastYear` is the last year it runs (0: never).
 */
const operations = (
  inputs: ProjectModelInputs,
  hhvToLhv: number,
): { years: Operations[]; lastYear: number } => {
  const years: Operations[] = [];
  let tariffIndex = 1;
  let costIndex = 1;
  const overhaulUsd = (inputs.overhaulUsdPerKw ?? F.overhaulUsdPerKw) * inputs.capacityMw * 1000;
  const interval = inputs.overhaulIntervalHours ?? F.overhaulIntervalHours;
  let hours = 0;
  for (let year = 1; year <= inputs.lifetimeYears; year++) {
    const { energyMwh, gasM3, avoided } = operatingYear(inputs, year);
    const fuelMmbtu = (energyMwh * MJ_PER_MWH * hhvToLhv) / inputs.electricalEfficiency / MJ_PER_MMBTU;
    const revenueUsd = energyMwh * inputs.tariffUsdPerMwh * tariffIndex;
    const carbonRevenueUsd = carbonRevenue(inputs, year, avoided);
    const fuelUsd = fuelMmbtu * inputs.gasPriceUsdPerMmbtu * costIndex;
    const omUsd = (inputs.fixedOmUsdPerYear + inputs.variableOmUsdPerMwh * energyMwh) * costIndex;
    // Overhauls fall due as the running hours pass each multiple of the interval (several in a year
    // when the interval is shorter than the year's hours).
    const before = Math.floor(hours / interval);
    hours += inputs.capacityMw > 0 ? energyMwh / inputs.capacityMw : 0;
    const overhauls = overhaulUsd > 0 ? Math.floor(hours / interval) - before : 0;
    const overhaulYearUsd = overhauls * overhaulUsd * costIndex;
    years.push({
      energyMwh,
      gasM3,
      avoidedCo2eTonnes: avoided.gridTonnes + avoided.methaneTonnes,
      revenueUsd,
      carbonRevenueUsd,
      fuelUsd,
      omUsd,
      overhaulUsd: overhaulYearUsd,
      ebitdaUsd: revenueUsd + carbonRevenueUsd - fuelUsd - omUsd - overhaulYearUsd,
    });
    tariffIndex *= 1 + inputs.tariffEscalation;
    costIndex *= 1 + inputs.costEscalation;
  }
  if (!(inputs.canStopEarly ?? F.canStopEarly)) return { years, lastYear: years.length };
  let lastYear = years.length;
  while (lastYear > 0 && (years[lastYear - 1]?.ebitdaUsd ?? 0) < 0) lastYear--;
  return { years: years.map((year, index) => (index < lastYear ? year : IDLE)), lastYear };
};

/**
 * A loan: the amount drawn against capex (at year 0, or over the construction years in their capex
 * shares), the balance owed at the start of operation (the draws with their interest during
 * construction, constructionOf), and the debt service due in operating years 1..tenor.
 */
type DebtPlan = { debt: number; balance: number; service: number[] };

const NO_DEBT: DebtPlan = { debt: 0, balance: 0, service: [] };

/** How capex is spent before operation, and what a dollar of debt drawn with it owes at year 0. */
type Construction = {
  /** Construction years C (0: the whole capex at year 0). */
  years: number;
  /** Share of capex of each construction year, C1 first (none without construction). */
  shares: readonly number[];
  /** (1 + i)^0.5: a year's draws with the interest of half a year (mid-year convention). */
  halfYear: number;
  /** Σ_k share_k × (1 + i)^(C − k + 0.5): the balance at year 0 per dollar drawn; 1 without construction. */
  growth: number;
};

/**
 * The construction period (issue 26, item 6). Capex_k = capex × share_k in construction year Ck (k = 1..C;
 * evenly, 1/C each, unless constructionCapexShares says otherwise), counted in the cash flows at the end
 * of its year like every flow of the model; year Ck is year k − C, so the last is year 0 and operation
 * starts in year 1 as without construction. The debt share of each year's capex is drawn in that year;
 * the draws are spread through the year, so a year's draws accrue half a year's interest in it (the
 * mid-year convention of NREL ATB's construction financing factor, "ConFinFactor" = Σ_k share_k ×
 * (1 + i)^(k' + 0.5), k' the years from the draw's year to operation: NREL ATB, "Financial definitions")
 * and the balance compounds yearly at the debt rate after it. Nothing is paid during construction: the
 * interest (IDC) is added to the loan, and the balance at year 0,
 *   B₀ = Σ_k draw_k × (1 + i)^(C − k + 0.5) = drawn × growth,
 * is what is repaid from operating year 1 (Yescombe, "Principles of Project Finance", 2nd ed., on
 * interest during construction capitalised into the loan). The equity pays its share of each year's
 * capex as it is spent. The IDC is not depreciated for tax (a simplification: it overstates the tax a
 * little). Without construction (C = 0) growth = 1 and the model is that of before.
 */
/**
 * The share of capex of each construction year as the model takes it: the project's own, or evenly
 * (none without construction). For forms and tables.
 */
export const constructionSharesOf = (
  inputs: Pick<ProjectModelInputs, 'constructionYears' | 'constructionCapexShares'>,
): number[] => {
  const years = inputs.constructionYears ?? F.constructionYears;
  if (years === 0) return [];
  return inputs.constructionCapexShares ?? Array.from({ length: years }, () => 1 / years);
};

/** How a year is named on screen and in downloads: "C1", "C2"… for construction years, else its number. */
export const yearLabelOf = (row: Pick<ProjectYear, 'year' | 'constructionYear'>): string =>
  row.constructionYear === null ? String(row.year) : `C${row.constructionYear}`;

const constructionOf = (inputs: ProjectModelInputs): Construction => {
  const years = inputs.constructionYears ?? F.constructionYears;
  const halfYear = Math.sqrt(1 + inputs.debtRate);
  if (years === 0) return { years, shares: [], halfYear, growth: 1 };
  const shares = constructionSharesOf(inputs);
  const growth = shares.reduce(
    (sum, share, index) => sum + share * halfYear * (1 + inputs.debtRate) ** (years - index - 1),
    0,
  );
  return { years, shares, halfYear, growth };
};

/**
 * Years 0..N of the cash flows for given operations and loan: each year's debt service as planned,
 * interest on the balance, principal the rest, depreciation, both taxes with their loss books, the cash
 * flows and the DSCR.
 */
const financeYears = (
  inputs: ProjectModelInputs,
  operated: { years: Operations[] },
  { debt, service }: DebtPlan,
  construction: Construction,
): ProjectYear[] => {
  const tenor = service.length;
  // The balance owed at the end of each year is what the services still due repay at the debt rate,
  // B_{t−1} = (B_t + service_t) / (1 + i), B_tenor = 0: each year's service is then exactly the plan's
  // and no rounding residue accumulates on the loan (interest = B_{t−1} × i, principal = the rest).
  const owed: number[] = Array.from({ length: tenor + 1 }, () => 0);
  for (let year = tenor; year >= 1; year--) {
    owed[year - 1] = ((owed[year] ?? 0) + (service[year - 1] ?? 0)) / (1 + inputs.debtRate);
  }
  const yearlyDepreciation = inputs.capexUsd / inputs.depreciationYears;
  const carryForward = inputs.taxLossCarryForwardYears ?? F.taxLossCarryForwardYears;
  const projectLosses: { year: number; amount: number }[] = [];
  const equityLosses: { year: number; amount: number }[] = [];
  // The reserve holds dsraMonths of the next year's service at each year's end, none once it is paid.
  const dsraShare = (inputs.dsraMonths ?? F.dsraMonths) / 12;
  const reserveAfter = (year: number): number => (year < tenor ? dsraShare * (service[year] ?? 0) : 0);
  // Receivables: receivableDays of the year's revenue owed at its end, all collected at the end of life.
  const receivableShare = (inputs.receivableDays ?? F.receivableDays) / DAYS_PER_YEAR;
  const receivablesAfter = (year: number): number => {
    const ops = operated.years[year - 1];
    return year >= 1 && year < inputs.lifetimeYears && ops
      ? (ops.revenueUsd + ops.carbonRevenueUsd) * receivableShare
      : 0;
  };
  const salvageUsdAtEnd = (inputs.salvageShareOfCapex ?? F.salvageShareOfCapex) * inputs.capexUsd;
  const spending: { capex: number; drawn: number; idc: number; constructionYear: number | null }[] = [];
  if (construction.years === 0) {
    spending.push({ capex: inputs.capexUsd, drawn: debt, idc: 0, constructionYear: null });
  } else {
    // The balance of the construction loan: last year's with a year's interest, and this year's draws
    // with half a year's (constructionOf).
    let balance = 0;
    construction.shares.forEach((share, index) => {
      const drawn = debt * share;
      const idc = balance * inputs.debtRate + drawn * (construction.halfYear - 1);
      balance += drawn + idc;
      spending.push({ capex: inputs.capexUsd * share, drawn, idc, constructionYear: index + 1 });
    });
  }
  const yearly: ProjectYear[] = spending.map(({ capex, drawn, idc, constructionYear }, index) => {
    const isLast = index === spending.length - 1;
    const dsraUsd = isLast ? -reserveAfter(0) : 0;
    return {
      year: index + 1 - spending.length,
      constructionYear,
      ...IDLE,
      capexUsd: capex,
      debtDrawnUsd: drawn,
      idcUsd: idc,
      depreciationUsd: 0,
      interestUsd: 0,
      principalUsd: 0,
      debtServiceUsd: 0,
      taxUsd: 0,
      unleveredTaxUsd: 0,
      cfadsUsd: 0,
      workingCapitalUsd: 0,
      salvageUsd: 0,
      dsraUsd,
      projectCashFlowUsd: -capex,
      equityCashFlowUsd: -(capex - drawn) + dsraUsd,
      dscr: null,
    };
  });
  for (let year = 1; year <= inputs.lifetimeYears; year++) {
    const ops = operated.years[year - 1] ?? IDLE;
    const { ebitdaUsd } = ops;
    const depreciationUsd = year <= inputs.depreciationYears ? yearlyDepreciation : 0;
    const debtServiceUsd = year <= tenor ? (service[year - 1] ?? 0) : 0;
    const interestUsd = year <= tenor ? (owed[year - 1] ?? 0) * inputs.debtRate : 0;
    const principalUsd = debtServiceUsd - interestUsd;
    const unleveredTaxUsd = taxOfYear(
      ebitdaUsd - depreciationUsd,
      year,
      inputs.taxRate,
      carryForward,
      projectLosses,
    );
    const taxUsd = taxOfYear(
      ebitdaUsd - depreciationUsd - interestUsd,
      year,
      inputs.taxRate,
      carryForward,
      equityLosses,
    );
    const cfadsUsd = ebitdaUsd - taxUsd;
    const workingCapitalUsd = receivablesAfter(year - 1) - receivablesAfter(year);
    const salvageUsd = year === inputs.lifetimeYears ? salvageUsdAtEnd : 0;
    const dsraUsd = reserveAfter(year - 1) - reserveAfter(year);
    yearly.push({
      year,
      constructionYear: null,
      ...ops,
      capexUsd: 0,
      debtDrawnUsd: 0,
      idcUsd: 0,
      depreciationUsd,
      interestUsd,
      principalUsd,
      debtServiceUsd,
      taxUsd,
      unleveredTaxUsd,
      cfadsUsd,
      workingCapitalUsd,
      salvageUsd,
      dsraUsd,
      projectCashFlowUsd: ebitdaUsd - unleveredTaxUsd + workingCapitalUsd + salvageUsd,
      equityCashFlowUsd: ebitdaUsd - debtServiceUsd - taxUsd + workingCapitalUsd + salvageUsd + dsraUsd,
      dscr: debtServiceUsd > 0 ? cfadsUsd / debtServiceUsd : null,
    });
  }
  return yearly;
};

/** debtShare × capex, or none under MIN_DEBT_USD. */
const debtCapOf = (inputs: ProjectModelInputs): number => {
  const borrowed = inputs.debtShare * inputs.capexUsd;
  return borrowed >= MIN_DEBT_USD ? borrowed : 0;
};

/**
 * debtShare × capex drawn, its balance at year 0 (with the interest during construction) repaid in
 * level payments over the tenor (annuityPayment).
 */
const annuityPlan = (inputs: ProjectModelInputs, construction: Construction): DebtPlan => {
  const debt = debtCapOf(inputs);
  if (debt === 0) return NO_DEBT;
  const balance = debt * construction.growth;
  const payment = annuityPayment(balance, inputs.debtRate, inputs.debtTenorYears);
  return { debt, balance, service: Array.from({ length: inputs.debtTenorYears }, () => payment) };
};

/** The CFADS of operating years 1..N of a run of financeYears. */
const operatingCfads = (rows: readonly ProjectYear[]): number[] =>
  rows.filter((row) => row.year >= 1).map((row) => row.cfadsUsd);

/** Iterations of sculpting's fixed point (it converges geometrically, by taxRate × (1 − (1 + i)^−n) / target < 0.8). */
const MAX_SCULPTING_ROUNDS = 100;

/**
 * A loan sized to a target minimum DSCR with sculpted repayment (the lenders' way: NREL SAM Help, "Debt
 * sizing: DSCR target"; E. R. Yescombe, "Principles of Project Finance", 2nd ed., 2014, on cover ratios): each year's debt
 * service is that year's CFADS ÷ the target, and the loan is what those services repay at the debt
 * rate, capped by debtShare × capex:
 *   capacity = Σ_{t ≤ tenor} max(0, CFADS_t) / target / (1 + i)^t;  D = min(debtShare × capex, capacity)
 *   service_t = max(0, CFADS_t) / target × D / capacity   (DSCR_t = target × capacity / D ≥ target)
 * CFADS = EBITDA − tax, and the tax depends on the interest, which depends on D: the sizing starts from
 * the CFADS without a loan and is repeated on the CFADS it gives until D settles (a fixed point: a dollar
 * more of loan adds at most taxRate × (1 − (1 + i)^−n) / target < 0.8 dollar of capacity).
 * With a construction period the capacity is the balance at year 0 the services repay, interest during
 * construction included, and the cap is that of debtShare × capex drawn (× growth): the draws are the
 * balance ÷ growth, in closed form, since every draw's interest is proportional to it (constructionOf).
 */
const sculptedPlan = (
  inputs: ProjectModelInputs,
  operated: { years: Operations[] },
  construction: Construction,
): DebtPlan => {
  const cap = debtCapOf(inputs) * construction.growth;
  if (cap === 0) return NO_DEBT;
  const tenor = inputs.debtTenorYears;
  const target = inputs.targetMinDscr ?? F.targetMinDscr;
  let cfads = operatingCfads(financeYears(inputs, operated, NO_DEBT, construction));
  let plan = NO_DEBT;
  for (let round = 0; round < MAX_SCULPTING_ROUNDS; round++) {
    const covered = Array.from({ length: tenor }, (_, index) => Math.max(0, cfads[index] ?? 0) / target);
    let capacity = 0;
    let factor = 1;
    for (const service of covered) {
      factor /= 1 + inputs.debtRate;
      capacity += service * factor;
    }
    const balance = Math.min(cap, capacity);
    const debt = balance / construction.growth;
    const next: DebtPlan =
      debt >= MIN_DEBT_USD
        ? { debt, balance, service: covered.map((service) => (service * balance) / capacity) }
        : NO_DEBT;
    const settled = next.service.every(
      (service, index) => Math.abs(service - (plan.service[index] ?? 0)) <= 1e-12 * Math.max(1, service),
    );
    plan = next;
    if (settled) break;
    cfads = operatingCfads(financeYears(inputs, operated, plan, construction));
  }
  return plan;
};

/** The model on inputs already known to be valid (sensitivity skips the second validation). */
const evaluateValid = (inputs: ProjectModelInputs): ProjectModelResult => {
  const hhvToLhv = hhvToLhvOf(inputs);
  const operated = operations(inputs, hhvToLhv);
  const construction = constructionOf(inputs);
  const plan =
    (inputs.debtSizing ?? F.debtSizing) === 'sculpted'
      ? sculptedPlan(inputs, operated, construction)
      : annuityPlan(inputs, construction);
  const yearly = financeYears(inputs, operated, plan, construction);
  const tenor = plan.service.length;

  const projectFlows = yearly.map((row) => row.projectCashFlowUsd);
  const equityFlows = yearly.map((row) => row.equityCashFlowUsd);
  const financeRate = inputs.mirrFinanceRate ?? inputs.discountRate;
  const reinvestmentRate = inputs.mirrReinvestmentRate ?? inputs.discountRate;
  const projectRoots = irrRoots(projectFlows);
  const equityRoots = irrRoots(equityFlows);
  const discount = 1 / (1 + inputs.discountRate);
  // Discounted to the first row (year 0, or C1: the common factor 1/(1 + r) to the start of
  // construction cancels in the LCOE and the discounted payback, and is applied to the NPV below).
  let factor = 1;
  let presentCosts = 0;
  let presentEnergy = 0;
  let avoidedTotal = 0;
  const discountedFlows: number[] = [];
  let minDscr: number | null = null;
  const dscrs: number[] = [];
  let presentCfads = 0;
  let debtFactor = 1;
  for (const row of yearly) {
    discountedFlows.push(row.projectCashFlowUsd * factor);
    presentCosts += row.capexUsd * factor;
    if (row.year > 0) {
      presentCosts += (row.fuelUsd + row.omUsd + row.overhaulUsd) * factor;
      presentEnergy += row.energyMwh * factor;
      avoidedTotal += row.avoidedCo2eTonnes;
    }
    if (row.year > 0 && row.year <= tenor) {
      debtFactor /= 1 + inputs.debtRate;
      presentCfads += row.cfadsUsd * debtFactor;
    }
    if (row.dscr !== null) {
      minDscr = minDscr === null ? row.dscr : Math.min(minDscr, row.dscr);
      dscrs.push(row.dscr);
    }
    factor *= discount;
  }
  const first = yearly.find((row) => row.year === 1);
  const capacityEnergy = inputs.capacityMw * inputs.capacityFactor * HOURS_PER_YEAR;
  const firstEnergy = first?.energyMwh ?? 0;

  return {
    energyMwhPerYear: firstEnergy,
    gasM3PerDay: (first?.gasM3 ?? 0) / DAYS_PER_YEAR,
    gasNeededM3PerDay:
      (capacityEnergy * MJ_PER_MWH) / inputs.electricalEfficiency / inputs.gasLhvMjPerM3 / DAYS_PER_YEAR,
    effectiveCapacityFactor: firstEnergy / (inputs.capacityMw * HOURS_PER_YEAR),
    yearly,
    constructionYears: construction.years,
    npv: npv(inputs.discountRate, projectFlows) * (construction.years > 0 ? discount : 1),
    irr: projectRoots.length === 1 ? (projectRoots[0] ?? null) : null,
    equityIrr: equityRoots.length === 1 ? (equityRoots[0] ?? null) : null,
    irrRoots: projectRoots,
    equityIrrRoots: equityRoots,
    mirr: mirr(projectFlows, financeRate, reinvestmentRate),
    equityMirr: mirr(equityFlows, financeRate, reinvestmentRate),
    operatingYears: operated.lastYear,
    paybackYears: payback(fromOperation(projectFlows, construction.years)),
    discountedPaybackYears: payback(fromOperation(discountedFlows, construction.years)),
    lcoeUsdPerMwh: lcoe(presentCosts, presentEnergy),
    minDscr,
    averageDscr: dscrs.length > 0 ? dscrs.reduce((sum, dscr) => sum + dscr, 0) / dscrs.length : null,
    llcr: plan.debt > 0 ? presentCfads / plan.balance : null,
    debtUsd: plan.debt,
    idcUsd: plan.balance - plan.debt,
    avoidedCo2eTonnesPerYear: first?.avoidedCo2eTonnes ?? 0,
    avoidedCo2eTonnesTotal: avoidedTotal,
    gasPriceLhvUsdPerMmbtu: inputs.gasPriceUsdPerMmbtu * hhvToLhv,
  };
};

/**
 * The project cash-flow model (DESIGN §7, issue 16; carbon revenue and gas limits, issue 26). For
 * t = 1..N (N = lifetimeYears):
 *   E_t = min(capacityMw × capacityFactor × 8760, gas_t × 365 × LHV × η_el / 3600), gas_t = gas₁ ×
 *     (1 − gasDeclineRate)^(t − 1) (no limit without gasAvailableM3PerDay)
 *   fuel MJ_t = E_t × 3600 / η_el;  gas m³_t = fuel MJ_t / LHV
 *   revenue_t = E_t × tariff × (1 + tariffEscalation)^(t−1)
 *   carbon_t = credited t CO2e_t × carbonShareSold × carbonPrice × (1 + carbonEscalation)^(t − start)
 *     for t ≥ start = carbonStartYear, else 0 (carbonRevenue)
 *   fuel_t = fuel MJ_t × HHV/LHV / 1055.056 × gasPrice × (1 + costEscalation)^(t−1) — the price is per
 *     MMBtu(HHV), as gas is traded; the fuel energy is on the LHV of η_el
 *   O&M_t = (fixedOm + variableOm × E_t) × (1 + costEscalation)^(t−1)
 *   EBITDA_t = revenue_t + carbon_t − fuel_t − O&M_t
 *   depreciation_t = capex / depreciationYears for t ≤ depreciationYears (straight line; years past
 *     the lifetime are lost)
 *   debt D = debtShare × capex (none under one cent, MIN_DEBT_USD), repaid by level annuity payments over debtTenorYears at debtRate;
 *     interest_t = balance × debtRate, principal_t = payment − interest_t
 *   tax_t = taxRate × (EBITDA_t − depreciation_t − interest_t − losses carried forward), ≥ 0;
 *     unlevered tax_t the same without interest (each with its own loss book)
 *   project CF_0 = −capex;  CF_t = EBITDA_t − unlevered tax_t
 *   equity CF_0 = −capex × (1 − debtShare);  CF_t = EBITDA_t − debt service_t − tax_t
 *   NPV = Σ CF_t / (1 + r)^t (year 0 undiscounted), r = discountRate; IRR per irr()
 *   with a construction period of C ≥ 1 years (constructionOf): capex × share_k in construction year Ck
 *     (year k − C), the debt drawn with it and its interest during construction added to the loan
 *     repaid from year 1; NPV discounted to the start of construction (each flow from its year's end);
 *     IRR and MIRR over the whole series; paybacks from the start of operation; LCOE with each year's
 *     capex discounted as spent; DSCR and LLCR over the operating years only
 *   LCOE = (capex + Σ_t (fuel_t + O&M_t)/(1 + r)^t) / Σ_t E/(1 + r)^t — the present value of costs over
 *     the present value of energy (NREL SAM Help, "LCOE"; NREL ATB, "Levelized cost of energy"),
 *     before tax and financing: the flat tariff at which NPV = 0 without debt, tax or escalation
 *   DSCR_t = CFADS_t / debt service_t, CFADS_t = EBITDA_t − tax_t (NREL SAM Help, "DSCR"; NREL ATB
 *     "Financial definitions"); minDscr = the lowest over the debt years
 *   paybacks and avoided CO2e: see payback() and avoidedCo2eTonnes() above.
 * Throws a ProjectModelInputError (a RangeError) for inputs outside projectModelInputsSchema; for any
 * inputs it accepts it never throws, and every number of the result is finite (hasFiniteOutputs; a
 * property test checks both on 100,000 random inputs within PROJECT_INPUT_BOUNDS, their edges included).
 */
export const evaluateProject = (inputs: ProjectModelInputs): ProjectModelResult => {
  assertValid(inputs);
  return evaluateValid(inputs);
};

/** What tryEvaluateProject gives: the result, or the field errors of inputs outside the schema. */
export type ProjectModelOutcome =
  { result: ProjectModelResult; fieldErrors: null } | { result: null; fieldErrors: ProjectModelFieldErrors };

/**
 * evaluateProject without the throw, for inputs that may lie outside the schema (a project saved
 * before its bounds): the result when the inputs are valid, else the field errors that say why not.
 */
export const tryEvaluateProject = (inputs: ProjectModelInputs): ProjectModelOutcome => {
  const fieldErrors = projectModelFieldErrors(inputs);
  return Object.keys(fieldErrors).length > 0
    ? { result: null, fieldErrors }
    : { result: evaluateValid(inputs), fieldErrors: null };
};

const isFiniteOrNull = (value: unknown): boolean =>
  value === null || typeof value !== 'number' || Number.isFinite(value);

/** True when every number of a result, its yearly rows included, is finite (null marks none). */
export const hasFiniteOutputs = (result: ProjectModelResult): boolean =>
  Object.values(result).every(isFiniteOrNull) &&
  result.yearly.every((row) => Object.values(row).every(isFiniteOrNull));

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
  const fittedRate = -Math.expm1(covariance / variance);
  const { min, max } = PROJECT_INPUT_BOUNDS.gasDeclineRate;
  return {
    rate: Math.min(max, Math.max(min, fittedRate)),
    fittedRate,
    fromYear: points[0]?.[0] ?? 0,
    toYear: points.at(-1)?.[0] ?? 0,
    years: points.length,
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

// ---------------------------------------------------------------------------------------------
// Sensitivity (tornado chart)
// ---------------------------------------------------------------------------------------------

/** The inputs the tornado chart varies (issue 16; the carbon price and the gas decline, issue 26). */
export const SENSITIVITY_VARIABLES = [
  'gasPriceUsdPerMmbtu',
  'tariffUsdPerMwh',
  'capexUsd',
  'capacityFactor',
  'discountRate',
  'carbonPriceUsdPerTonne',
  'gasDeclineRate',
] as const;
export type SensitivityVariable = (typeof SENSITIVITY_VARIABLES)[number];

/** The project's NPV (USD) and IRR with one input at `value`. */
export type SensitivityPoint = { value: number; npv: number; irr: number | null };

/** One bar of the tornado: the input at (1 − delta) and at (1 + delta) times its value. */
export type SensitivityRow = { variable: SensitivityVariable; low: SensitivityPoint; high: SensitivityPoint };

export type SensitivityResult = {
  delta: number;
  base: { npv: number; irr: number | null };
  /** Sorted by the NPV swing |high.npv − low.npv|, widest first, as a tornado chart draws them. */
  rows: SensitivityRow[];
};

/**
 * One-at-a-time sensitivity of the project's NPV and IRR (the tornado diagram of NREL SAM's
 * "Sensitivity" simulations): each of SENSITIVITY_VARIABLES is set to value × (1 − delta) and
 * value × (1 + delta), the others kept. A varied value is kept inside its input domain (a capacity
 * factor of 0.9 at +20 % becomes 1, not 1.08); `value` says what was used. An input of 0 does not vary.
 * Throws a ProjectModelInputError for invalid inputs, and a RangeError for a delta outside (0, 1).
 */
export const sensitivity = (
  inputs: ProjectModelInputs,
  { delta = 0.2 }: { delta?: number } = {},
): SensitivityResult => {
  if (!(delta > 0 && delta < 1)) throw new RangeError(KEYS.sensitivityDeltaOutOfRange);
  assertValid(inputs);
  const base = evaluateValid(inputs);
  const at = (variable: SensitivityVariable, factor: number): SensitivityPoint => {
    const { min, max } = PROJECT_INPUT_BOUNDS[variable];
    const base = inputs[variable] ?? F[variable as 'carbonPriceUsdPerTonne' | 'gasDeclineRate'];
    const value = Math.min(max, Math.max(min, base * factor));
    const result = evaluateValid({ ...inputs, [variable]: value });
    return { value, npv: result.npv, irr: result.irr };
  };
  const rows = SENSITIVITY_VARIABLES.map((variable) => ({
    variable,
    low: at(variable, 1 - delta),
    high: at(variable, 1 + delta),
  }));
  rows.sort((a, b) => Math.abs(b.high.npv - b.low.npv) - Math.abs(a.high.npv - a.low.npv));
  return { delta, base: { npv: base.npv, irr: base.irr }, rows };
};

// ---------------------------------------------------------------------------------------------
// Defaults: technologies and project finance
// ---------------------------------------------------------------------------------------------

/** The prime movers a gas-to-power project can choose (DESIGN §7, "technology"). */
export const TECHNOLOGY_IDS = ['reciprocating_engine', 'microturbine', 'gas_turbine'] as const;
export type TechnologyId = (typeof TECHNOLOGY_IDS)[number];

/** Typical cost and performance of one technology, as published, for a project's first figures. */
export type TechnologyDefaults = {
  /** Net electrical efficiency on the LHV basis of the model. */
  electricalEfficiency: number;
  /** Installed cost, USD per kW of net capacity. */
  capexUsdPerKw: number;
  /** Fixed O&M, USD per kW and year. */
  fixedOmUsdPerKwYear: number;
  /** Variable O&M, USD per MWh. */
  variableOmUsdPerMwh: number;
  /** Typical size of one unit (several units make a larger plant), MW. */
  unitSizeMw: { min: number; max: number };
  /**
   * The installed cost at the smallest and the largest system of the source's table (capexUsdPerKwOf
   * draws the cost curve between them): capexUsdPerKw is the figure at a typical size.
   */
  costCurve: { small: { mw: number; usdPerKw: number }; large: { mw: number; usdPerKw: number } };
  /** Where the cost curve comes from (the form shows it beside the capex), in English and Spanish. */
  costSource: string;
  costSourceEs: string;
  /** Where the figures come from, as shown on the Methodology page. */
  source: string;
  /** The same citation in Spanish. */
  sourceEs: string;
};

/**
 * Per-technology defaults. The EPA catalogue gives installed costs for complete CHP systems and one
 * O&M figure per kWh that includes the fixed part (service contracts are priced per kWh): it is entered
 * as variable O&M and fixed O&M is 0 — enter site staff and insurance as the project's fixed O&M.
 * Each figure is a value within the published range for the sizes a flare site supports (0.03–10 MW).
 * Efficiencies published on the higher heating value are converted to the model's LHV basis with the
 * methane ratio HHV/LHV ≈ 1.11 (ISO 6976:2016, ideal gas at 15 °C: gross ≈ 891.5, net 802.69 kJ/mol).
 */
export const TECHNOLOGIES: Readonly<Record<TechnologyId, TechnologyDefaults>> = {
  reciprocating_engine: {
    electricalEfficiency: 0.4,
    capexUsdPerKw: 2000,
    fixedOmUsdPerKwYear: 0,
    variableOmUsdPerMwh: 18,
    unitSizeMw: { min: 0.1, max: 10 },
    costCurve: { small: { mw: 0.1, usdPerKw: 2900 }, large: { mw: 9.3, usdPerKw: 1430 } },
    costSource:
      'US EPA CHP Partnership, "Catalog of CHP Technologies" (2017), §2, installed cost of its engine systems: ' +
      'about 2,900 USD/kW at 100 kW to 1,430 USD/kW at 9.3 MW, a power law between them. These are CHP ' +
      'systems with heat recovery: for a power-only genset they are an upper estimate.',
    costSourceEs:
      'US EPA CHP Partnership, "Catalog of CHP Technologies" (2017), §2, costo instalado de sus sistemas de ' +
      'motores: unos 2.900 USD/kW a 100 kW y 1.430 USD/kW a 9,3 MW, una ley de potencia entre ambos. Son ' +
      'sistemas de cogeneración con recuperación de calor: para un grupo electrógeno solo eléctrico son una ' +
      'estimación alta.',
    source:
      'US EPA CHP Partnership, "Catalog of CHP Technologies" (2017), §2 Reciprocating internal combustion ' +
      'engines: installed cost about 1,430–2,900 USD/kW (larger to smaller units), O&M about 18 USD/MWh on ' +
      'average; electrical efficiency of spark-ignited gas engines of 1–10 MW about 36 % HHV = 40 % LHV.',
    sourceEs:
      'US EPA CHP Partnership, "Catalog of CHP Technologies" (2017), §2 motores alternativos de combustión ' +
      'interna: costo instalado de unos 1.430–2.900 USD/kW (de unidades mayores a menores), O&M de unos ' +
      '18 USD/MWh en promedio; eficiencia eléctrica de motores a gas de encendido por chispa de 1–10 MW de ' +
      'alrededor de 36 % PCS = 40 % PCI.',
  },
  microturbine: {
    electricalEfficiency: 0.28,
    capexUsdPerKw: 3000,
    fixedOmUsdPerKwYear: 0,
    variableOmUsdPerMwh: 13,
    unitSizeMw: { min: 0.03, max: 1 },
    costCurve: { small: { mw: 0.065, usdPerKw: 4300 }, large: { mw: 1, usdPerKw: 2500 } },
    costSource:
      'US EPA CHP Partnership, "Catalog of CHP Technologies" (2017), §5, installed cost of its microturbine ' +
      'systems: about 4,300 USD/kW for a 65 kW unit to 2,500 USD/kW for a 1 MW package, a power law between ' +
      'them (CHP systems with heat recovery: an upper estimate for power only).',
    costSourceEs:
      'US EPA CHP Partnership, "Catalog of CHP Technologies" (2017), §5, costo instalado de sus sistemas de ' +
      'microturbinas: unos 4.300 USD/kW para una unidad de 65 kW y 2.500 USD/kW para un paquete de 1 MW, una ' +
      'ley de potencia entre ambos (sistemas con recuperación de calor: una estimación alta solo eléctrica).',
    source:
      'US EPA CHP Partnership, "Catalog of CHP Technologies" (2017), §5 Microturbines: units of 30–330 kW, ' +
      'packages up to 1,000 kW, installed cost about 2,500–4,300 USD/kW, O&M about 13 USD/MWh; efficiency ' +
      '28 % LHV (Capstone C60 technical reference 410005, ISO full load).',
    sourceEs:
      'US EPA CHP Partnership, "Catalog of CHP Technologies" (2017), §5 microturbinas: unidades de 30–330 kW, ' +
      'paquetes de hasta 1.000 kW, costo instalado de unos 2.500–4.300 USD/kW, O&M de unos 13 USD/MWh; ' +
      'eficiencia de 28 % PCI (referencia técnica Capstone C60 410005, plena carga ISO).',
  },
  gas_turbine: {
    electricalEfficiency: 0.3,
    capexUsdPerKw: 2500,
    fixedOmUsdPerKwYear: 0,
    variableOmUsdPerMwh: 11,
    unitSizeMw: { min: 1, max: 50 },
    costCurve: { small: { mw: 3, usdPerKw: 3300 }, large: { mw: 45, usdPerKw: 1250 } },
    costSource:
      'US EPA CHP Partnership, "Catalog of CHP Technologies" (2017), §3, installed cost of its combustion ' +
      'turbine systems: about 3,300 USD/kW at 3 MW to 1,250 USD/kW at 45 MW, a power law between them (CHP ' +
      'systems with heat recovery: an upper estimate for simple cycle).',
    costSourceEs:
      'US EPA CHP Partnership, "Catalog of CHP Technologies" (2017), §3, costo instalado de sus sistemas de ' +
      'turbinas: unos 3.300 USD/kW a 3 MW y 1.250 USD/kW a 45 MW, una ley de potencia entre ambos (sistemas ' +
      'con recuperación de calor: una estimación alta para ciclo simple).',
    source:
      'US EPA CHP Partnership, "Catalog of CHP Technologies" (2017), §3 Combustion turbines: installed cost ' +
      'about 1,250–3,300 USD/kW (45 MW to 3 MW), O&M about 11 USD/MWh; simple-cycle efficiency of ' +
      'industrial turbines of 3–10 MW about 27 % HHV = 30 % LHV.',
    sourceEs:
      'US EPA CHP Partnership, "Catalog of CHP Technologies" (2017), §3 turbinas de combustión: costo ' +
      'instalado de unos 1.250–3.300 USD/kW (de 45 MW a 3 MW), O&M de unos 11 USD/MWh; eficiencia en ciclo ' +
      'simple de turbinas industriales de 3–10 MW de alrededor de 27 % PCS = 30 % PCI.',
  },
};

/**
 * The installed cost per kW of `capacityMw` MW of `technology` (issue 26.7): a power law through the two
 * ends of its source's table, cost = c_small × (P / P_small)^b with b = ln(c_large / c_small) /
 * ln(P_large / P_small) — the economy of scale of the catalogue's own systems — and the end's cost
 * outside them (no extrapolation). Rounded to the dollar.
 */
export const capexUsdPerKwOf = (technology: TechnologyId, capacityMw: number): number => {
  const { small, large } = TECHNOLOGIES[technology].costCurve;
  if (!(capacityMw > small.mw)) return small.usdPerKw;
  if (capacityMw >= large.mw) return large.usdPerKw;
  const exponent = Math.log(large.usdPerKw / small.usdPerKw) / Math.log(large.mw / small.mw);
  return Math.round(small.usdPerKw * (capacityMw / small.mw) ** exponent);
};

/** The financial inputs a new project starts from (everything that is not about the plant or the gas). */
export type ProjectFinanceDefaults = Pick<
  ProjectModelInputs,
  | 'discountRate'
  | 'debtShare'
  | 'debtRate'
  | 'debtTenorYears'
  | 'taxRate'
  | 'depreciationYears'
  | 'lifetimeYears'
  | 'capacityFactor'
  | 'tariffEscalation'
  | 'costEscalation'
  | 'gasPriceUsdPerMmbtu'
  | 'tariffUsdPerMwh'
> & {
  taxLossCarryForwardYears: number;
  carbonPriceUsdPerTonne: number;
  carbonStartYear: number;
  carbonEscalation: number;
  carbonShareSold: number;
  carbonMethodology: CarbonMethodology;
  gasDeclineRate: number;
  mirrFinanceRate: number;
  mirrReinvestmentRate: number;
  canStopEarly: boolean;
  debtSizing: DebtSizing;
  targetMinDscr: number;
  overhaulUsdPerKw: number;
  overhaulIntervalHours: number;
  salvageShareOfCapex: number;
  receivableDays: number;
  dsraMonths: number;
  constructionYears: number;
};

/**
 * Defaults of a new project, for an Argentine project unless the user changes them. Sourced where a
 * public figure applies; the others are stated assumptions (DEFAULT_PROJECT_FINANCE_SOURCES says which).
 */
export const DEFAULT_PROJECT_FINANCE: Readonly<ProjectFinanceDefaults> = {
  discountRate: 0.1,
  debtShare: 0.6,
  debtRate: 0.09,
  debtTenorYears: 8,
  taxRate: 0.35,
  depreciationYears: 10,
  lifetimeYears: 20,
  capacityFactor: 0.85,
  tariffEscalation: 0.02,
  costEscalation: 0.02,
  gasPriceUsdPerMmbtu: 2,
  tariffUsdPerMwh: 80,
  taxLossCarryForwardYears: DEFAULT_TAX_LOSS_CARRY_FORWARD_YEARS,
  carbonPriceUsdPerTonne: 0,
  carbonStartYear: 2,
  carbonEscalation: 0,
  carbonShareSold: 0.9,
  carbonMethodology: 'flaring_and_grid',
  gasDeclineRate: 0,
  mirrFinanceRate: 0.09,
  mirrReinvestmentRate: 0.1,
  canStopEarly: false,
  debtSizing: 'annuity',
  targetMinDscr: 1.3,
  overhaulUsdPerKw: 0,
  overhaulIntervalHours: 60_000,
  salvageShareOfCapex: 0,
  receivableDays: 30,
  dsraMonths: 6,
  constructionYears: 1,
};

/** The source of each default of DEFAULT_PROJECT_FINANCE, or "Assumption: …" with the reasoning. */
export const DEFAULT_PROJECT_FINANCE_SOURCES: Readonly<Record<keyof ProjectFinanceDefaults, string>> = {
  discountRate:
    'Assumption: 10 %, above the 6.9 % average cost of capital of renewable power in Latin America ' +
    '(IRENA, "The cost of financing for renewable power", 2023) for Argentine country risk.',
  debtShare: 'Assumption: 60 % debt, a common project-finance gearing for small thermal plants.',
  debtRate: 'Assumption: 9 % a year in US dollars.',
  debtTenorYears: 'Assumption: 8 years, shorter than the plant life.',
  taxRate:
    'Argentina: top rate of the corporate income tax scale (25 %, 30 %, 35 %), Ley 27.630 (2021), art. 73 ' +
    'of the Ley de Impuesto a las Ganancias.',
  depreciationYears: 'Assumption: 10 years, straight line, the useful life usually taken for machinery.',
  lifetimeYears: 'Assumption: 20 years of operation, with overhauls paid from O&M.',
  capacityFactor: 'Assumption: 85 %, a base-load plant on associated gas with time out for maintenance.',
  tariffEscalation: 'Assumption: 2 % a year in US dollars.',
  costEscalation: 'Assumption: 2 % a year in US dollars.',
  gasPriceUsdPerMmbtu:
    'Assumption: 2 USD/MMBtu for gas that would otherwise be flared, below the wellhead prices of ' +
    'Argentine gas sold to power plants (2.04–2.30 USD/MMBtu in the 2021 MEGSA auctions) and the 3.70 ' +
    'USD/MMBtu cap of Plan Gas.Ar (Decreto 892/2020). Like those, a price as traded: per MMBtu of the ' +
    'gas’s higher heating value (HHV), which the model converts to the LHV basis of the efficiency with ' +
    'the gas’s own HHV/LHV ratio.',
  tariffUsdPerMwh: 'Assumption: 80 USD/MWh; enter the price of the project’s power purchase agreement.',
  taxLossCarryForwardYears:
    'Argentina: tax losses offset the profits of the next 5 years (Ley de Impuesto a las Ganancias, ' +
    't.o. 2019, art. 25).',
  carbonPriceUsdPerTonne:
    'Assumption: 0 USD/t until a buyer or a scheme is named; enter the price of the project’s offtake. ' +
    'For scale: Argentina’s carbon tax was set at the equivalent of about 10 USD per t CO2 (Ley 27.430, ' +
    '2017, title III).',
  carbonStartYear:
    'Assumption: from the second year of operation, since credits are issued once a first monitoring ' +
    'period has been verified.',
  carbonEscalation: 'Assumption: a flat price in US dollars.',
  carbonShareSold:
    'Assumption: 90 %. Under the Paris Agreement’s crediting mechanism (Article 6.4) 5 % of the credits ' +
    'issued go to the Adaptation Fund and at least 2 % are cancelled for overall mitigation (decision ' +
    '3/CMA.3, annex); some credits may stay unsold.',
  carbonMethodology:
    'The tonnes credited are the model’s avoided CO2e: the methane the flare lets out unburnt (UNFCCC CDM ' +
    'methodology AM0009, recovery and use of gas that would otherwise be flared) and the grid electricity ' +
    'the plant displaces (CDM methodological tool 07). Choose “flare methane only” where a programme ' +
    'credits the methane alone.',
  gasDeclineRate:
    'The flare’s own decline where its satellite series has 3 years or more (a least-squares exponential ' +
    'through the yearly volumes, EOG VIIRS; growth counts as 0); otherwise 0 %, a plateau: enter the ' +
    'field’s decline.',
  mirrFinanceRate:
    'Assumption: the debt interest rate, 9 %: what funding the years of negative cash flow costs.',
  mirrReinvestmentRate:
    'Assumption: the discount rate, 10 %: what the years of positive cash flow earn when reinvested.',
  canStopEarly:
    'Assumption: no, the plant runs its whole life; tick it to let it stop after the last year its revenue ' +
    'covers its fuel and O&M.',
  debtSizing:
    'Assumption: the debt share of capex in level payments (an annuity); choose “sized to the target DSCR” ' +
    'to borrow what the plant’s cash can serve, repaid as that cash comes in, as project lenders do.',
  targetMinDscr:
    'Assumption: 1.30, within the 1.2–1.5 lenders usually ask of small thermal plants (NREL System Advisor ' +
    'Model’s default target for debt sizing is 1.3).',
  overhaulUsdPerKw:
    'Assumption: 0, because the default O&M is the EPA CHP catalogue’s, which prices a service contract ' +
    'that includes the major overhauls; enter a cost when an O&M quote leaves them out.',
  overhaulIntervalHours:
    'MTU Onsite Energy, maintenance schedule MS50202/05E (2019) for its Series 4000 natural-gas generator ' +
    'sets: maintenance intervals from 3,000 to 63,000 operating hours, the last level the major overhaul; ' +
    'about 60,000 hours, rounded down. Older and smaller engines need one sooner (24,000–30,000 full-load ' +
    'hours for some makers: Gas Technology Institute, "Engine drive systems: maintenance").',
  salvageShareOfCapex:
    'NREL Annual Technology Baseline (ATB), financial assumptions: the salvage value of a plant is taken to ' +
    'offset its decommissioning cost, a net 0 % of capex.',
  receivableDays: 'Assumption: 30 days, a month’s invoice paid the following month.',
  dsraMonths:
    'E. R. Yescombe, "Principles of Project Finance" (2nd ed., 2014), reserve accounts: a debt-service ' +
    'reserve of the next 6 months’ debt service is usual.',
  constructionYears:
    '1 year, the capex spent over the year before operation, with interest on the debt drawn (half a ' +
    'year’s on each year’s draws). Packaged gas-engine and simple-cycle turbine plants of 1–50 MW are built ' +
    'in about a year: a sample engineering schedule of 13 months from authorisation to commercial operation ' +
    'for a packaged energy plant (9 months of construction; J. Grist, "Engineering and construction project ' +
    'management", appendix A), and NREL’s Annual Technology Baseline (2019), which gives gas plants one ' +
    'construction financing factor of 1.022 and notes that simple-cycle turbines are built faster than ' +
    'combined cycles. 0 puts the whole capex at the start of operation, as projects saved before this input.',
};

/** DEFAULT_PROJECT_FINANCE_SOURCES in Spanish, for Spanish screens. */
export const DEFAULT_PROJECT_FINANCE_SOURCES_ES: Readonly<Record<keyof ProjectFinanceDefaults, string>> = {
  discountRate:
    'Supuesto: 10 %, por encima del costo medio de capital de 6,9 % de la energía renovable en América ' +
    'Latina (IRENA, "The cost of financing for renewable power", 2023), por el riesgo país de Argentina.',
  debtShare:
    'Supuesto: 60 % de deuda, un apalancamiento habitual en la financiación de pequeñas centrales térmicas.',
  debtRate: 'Supuesto: 9 % anual en dólares estadounidenses.',
  debtTenorYears: 'Supuesto: 8 años, menos que la vida de la planta.',
  taxRate:
    'Argentina: tasa máxima de la escala del impuesto a las ganancias de sociedades (25 %, 30 %, 35 %), ' +
    'Ley 27.630 (2021), art. 73 de la Ley de Impuesto a las Ganancias.',
  depreciationYears: 'Supuesto: 10 años, en línea recta, la vida útil que suele tomarse para maquinaria.',
  lifetimeYears: 'Supuesto: 20 años de operación, con las revisiones mayores pagadas con el O&M.',
  capacityFactor: 'Supuesto: 85 %, una planta de carga base con gas asociado y paradas para mantenimiento.',
  tariffEscalation: 'Supuesto: 2 % anual en dólares estadounidenses.',
  costEscalation: 'Supuesto: 2 % anual en dólares estadounidenses.',
  gasPriceUsdPerMmbtu:
    'Supuesto: 2 USD/MMBtu por gas que de otro modo se quemaría, por debajo de los precios en boca de pozo ' +
    'del gas argentino vendido a centrales eléctricas (2,04–2,30 USD/MMBtu en las subastas de MEGSA de 2021) ' +
    'y del tope de 3,70 USD/MMBtu del Plan Gas.Ar (Decreto 892/2020). Como esos, un precio tal como se ' +
    'negocia: por MMBtu del poder calorífico superior (PCS) del gas, que el modelo convierte a la base PCI ' +
    'de la eficiencia con la relación PCS/PCI propia del gas.',
  tariffUsdPerMwh:
    'Supuesto: 80 USD/MWh; ingrese el precio del contrato de compraventa de energía del proyecto.',
  taxLossCarryForwardYears:
    'Argentina: los quebrantos impositivos se compensan con las ganancias de los 5 años siguientes (Ley de ' +
    'Impuesto a las Ganancias, t.o. 2019, art. 25).',
  carbonPriceUsdPerTonne:
    'Supuesto: 0 USD/t hasta que haya un comprador o un régimen; ingrese el precio del contrato de venta ' +
    'del proyecto. Como referencia: el impuesto al carbono de Argentina se fijó en el equivalente de unos ' +
    '10 USD por t de CO2 (Ley 27.430, 2017, título III).',
  carbonStartYear:
    'Supuesto: desde el segundo año de operación, porque los créditos se emiten una vez verificado un ' +
    'primer período de monitoreo.',
  carbonEscalation: 'Supuesto: un precio constante en dólares estadounidenses.',
  carbonShareSold:
    'Supuesto: 90 %. En el mecanismo de créditos del Acuerdo de París (artículo 6.4) el 5 % de los créditos ' +
    'emitidos va al Fondo de Adaptación y al menos el 2 % se cancela para la mitigación global (decisión ' +
    '3/CMA.3, anexo); algunos créditos pueden quedar sin vender.',
  carbonMethodology:
    'Las toneladas acreditadas son el CO2e evitado del modelo: el metano que la antorcha deja escapar sin ' +
    'quemar (metodología MDL AM0009 de la CMNUCC, recuperación y uso de gas que de otro modo se quemaría) ' +
    'y la electricidad de la red que la planta desplaza (herramienta metodológica 07 del MDL). Elija ' +
    '“solo el metano de la antorcha” donde un programa acredite solo el metano.',
  gasDeclineRate:
    'La declinación propia de la antorcha cuando su serie satelital tiene 3 años o más (una exponencial por ' +
    'mínimos cuadrados de los volúmenes anuales, EOG VIIRS; un crecimiento cuenta como 0); si no, 0 %, una ' +
    'meseta: ingrese la declinación del yacimiento.',
  mirrFinanceRate:
    'Supuesto: la tasa de interés de la deuda, 9 %: lo que cuesta financiar los años de flujo de caja negativo.',
  mirrReinvestmentRate:
    'Supuesto: la tasa de descuento, 10 %: lo que rinden los años de flujo de caja positivo al reinvertirse.',
  canStopEarly:
    'Supuesto: no, la planta opera toda su vida; márquelo para que se detenga después del último año en que ' +
    'sus ingresos cubren su combustible y su O&M.',
  debtSizing:
    'Supuesto: la proporción de deuda del capex en cuotas iguales (una anualidad); elija «dimensionado al DSCR ' +
    'objetivo» para pedir lo que la caja de la planta puede servir, amortizado a medida que entra esa caja, ' +
    'como hacen los prestamistas de proyectos.',
  targetMinDscr:
    'Supuesto: 1,30, dentro del 1,2–1,5 que los prestamistas suelen pedir a pequeñas centrales térmicas (el ' +
    'objetivo por defecto del System Advisor Model de NREL para dimensionar deuda es 1,3).',
  overhaulUsdPerKw:
    'Supuesto: 0, porque el O&M por defecto es el del catálogo CHP de la EPA, que cotiza un contrato de ' +
    'servicio que incluye los overhauls mayores; ingrese un costo cuando una cotización de O&M los excluya.',
  overhaulIntervalHours:
    'MTU Onsite Energy, programa de mantenimiento MS50202/05E (2019) de sus grupos electrógenos a gas natural ' +
    'Serie 4000: intervalos de 3.000 a 63.000 horas de operación, cuyo último nivel es el overhaul mayor; ' +
    'unas 60.000 horas, redondeado hacia abajo. Motores más viejos o más chicos lo necesitan antes (24.000–' +
    '30.000 horas a plena carga para algunos fabricantes: Gas Technology Institute, "Engine drive systems: ' +
    'maintenance").',
  salvageShareOfCapex:
    'NREL Annual Technology Baseline (ATB), supuestos financieros: el valor de rescate de una planta se ' +
    'considera igual a su costo de desmantelamiento, un neto de 0 % del capex.',
  receivableDays: 'Supuesto: 30 días, la factura de un mes cobrada el mes siguiente.',
  dsraMonths:
    'E. R. Yescombe, "Principles of Project Finance" (2.ª ed., 2014), cuentas de reserva: lo habitual es una ' +
    'reserva de servicio de deuda de los próximos 6 meses de servicio.',
  constructionYears:
    '1 año, el capex gastado durante el año anterior a la operación, con interés sobre la deuda desembolsada ' +
    '(medio año sobre los desembolsos de cada año). Las plantas de motores a gas y de turbinas en ciclo simple ' +
    'de 1–50 MW, en paquetes, se construyen en alrededor de un año: un cronograma de ingeniería de ejemplo de ' +
    '13 meses desde la autorización hasta la operación comercial de una planta de energía en paquetes (9 meses ' +
    'de construcción; J. Grist, "Engineering and construction project management", apéndice A), y el Annual ' +
    'Technology Baseline de NREL (2019), que da a las centrales a gas un único factor de financiación de la ' +
    'construcción de 1,022 y señala que las turbinas de ciclo simple se construyen más rápido que los ciclos ' +
    'combinados. 0 pone todo el capex al inicio de la operación, como en los proyectos guardados antes de este dato.',
};

/**
 * A complete, valid set of inputs for a new project of `capacityMw` MW of `technology` burning gas of
 * `gasLhvMjPerM3` (and `gasHhvMjPerM3`, else the LHV × the default gas's ratio, to 0.01 MJ/m³):
 * TECHNOLOGIES for the plant (capex = capexUsdPerKwOf × 1000 × MW, fixed O&M = USD/kW × 1000 × MW) and
 * DEFAULT_PROJECT_FINANCE for the rest.
 */
export const defaultProjectInputs = ({
  technology,
  capacityMw,
  gasLhvMjPerM3,
  gasHhvMjPerM3,
}: {
  technology: TechnologyId;
  capacityMw: number;
  gasLhvMjPerM3: number;
  gasHhvMjPerM3?: number;
}): ProjectModelInputs => {
  const plant = TECHNOLOGIES[technology];
  return {
    ...DEFAULT_PROJECT_FINANCE,
    capacityMw,
    gasLhvMjPerM3,
    gasHhvMjPerM3: gasHhvMjPerM3 ?? Math.round(gasLhvMjPerM3 * DEFAULT_HHV_TO_LHV_RATIO * 100) / 100,
    electricalEfficiency: plant.electricalEfficiency,
    capexUsd: capexUsdPerKwOf(technology, capacityMw) * 1000 * capacityMw,
    fixedOmUsdPerYear: plant.fixedOmUsdPerKwYear * 1000 * capacityMw,
    variableOmUsdPerMwh: plant.variableOmUsdPerMwh,
  };
};
