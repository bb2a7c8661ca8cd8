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
 *   is spent over construction years C1..CC, the last of which is year 0 (constructionOf), through each
 *   year as the debt is drawn: the rates count it at mid-year, as its interest (decision 030);
 * - escalation starts after year 1: a price of year t is the year-1 price × (1 + escalation)^(t − 1);
 * - the gas price is the price as traded, per MMBtu of the gas's higher heating value (HHV); the fuel
 *   energy follows from the electrical efficiency on the lower heating value (LHV) and is converted with
 *   the gas's own HHV/LHV ratio (decision 021).
 * IRR and NPV are written here (rates.ts) rather than taken from npm: see docs/decisions/004-finance-model.md.
 *
 * One file per room, and this file the folder's only surface (the lint refuses a deep import from
 * outside): inputs.ts (the inputs, their bounds and validation, the units), schedule.ts (the operating
 * years, the construction period and the yearly cash-flow rows), debt.ts (the loan's size and service),
 * tax.ts (losses carried forward), metrics.ts (evaluateProject, its figures, the sensitivity), rates.ts
 * (NPV, IRR, MIRR) and sources.ts (the documented defaults with their sources).
 */
export {
  CARBON_METHODOLOGIES,
  type CarbonMethodology,
  DAYS_PER_YEAR,
  DEBT_SIZINGS,
  type DebtSizing,
  DEFAULT_GRID_EMISSION_FACTOR_TCO2_PER_MWH,
  detectionFrequencyOf,
  gasDeclineFromFlares,
  gasDeclineFromSeries,
  type GasDeclineFit,
  gasHhvOf,
  HHV_TO_LHV_RATIO_BOUNDS,
  HOURS_PER_YEAR,
  MAX_CONSTRUCTION_YEARS,
  MIN_DECLINE_FIT_YEARS,
  MJ_PER_MMBTU,
  MJ_PER_MWH,
  MODEL_INPUT_SECTIONS,
  type ModelInputField,
  type ModelInputKind,
  type ModelInputSection,
  numericInputOf,
  PROJECT_INPUT_BOUNDS,
  PROJECT_INPUT_FALLBACKS,
  PROJECT_INPUT_UNITS,
  PROJECT_INPUTS,
  PROJECT_VALIDATION_KEYS,
  type ProjectModelFieldErrors,
  projectModelFieldErrors,
  ProjectModelInputError,
  type ProjectModelInputs,
  projectModelInputsSchema,
  projectWriteModelSchema,
  storedProjectModelInputsSchema,
} from './inputs.js';
export { constructionSharesOf, type ProjectYear, yearLabelOf } from './schedule.js';
export { DEFAULT_TAX_LOSS_CARRY_FORWARD_YEARS } from './tax.js';
export {
  evaluateProject,
  hasFiniteOutputs,
  irr,
  irrRoots,
  mirr,
  npv,
  type ProjectModelOutcome,
  type ProjectModelResult,
  sensitivity,
  SENSITIVITY_VARIABLES,
  type SensitivityPoint,
  type SensitivityResult,
  type SensitivityRow,
  type SensitivityVariable,
  tryEvaluateProject,
} from './metrics.js';
export {
  capexUsdPerKwOf,
  DEFAULT_PROJECT_FINANCE,
  DEFAULT_PROJECT_FINANCE_SOURCES,
  DEFAULT_PROJECT_FINANCE_SOURCES_ES,
  defaultProjectInputs,
  type ProjectFinanceDefaults,
  TECHNOLOGIES,
  TECHNOLOGY_IDS,
  type TechnologyDefaults,
  type TechnologyId,
} from './sources.js';
