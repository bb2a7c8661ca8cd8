/**
 * The model's figures: evaluateProject runs the years (schedule.ts) with the loan (debt.ts) and gives
 * NPV, IRR and MIRR, paybacks, LCOE, DSCR and LLCR, and the CO2e avoided; tryEvaluateProject for inputs
 * saved before their bounds; the sensitivity of the NPV and IRR (the tornado chart).
 */
import { annuityPlan, sculptedPlan } from './debt.js';
import {
  assertValid,
  DAYS_PER_YEAR,
  HOURS_PER_YEAR,
  MJ_PER_MWH,
  numericInputOf,
  PROJECT_INPUT_BOUNDS,
  PROJECT_INPUT_FALLBACKS,
  PROJECT_VALIDATION_KEYS,
  type ProjectModelFieldErrors,
  projectModelFieldErrors,
  SENSITIVITY_INPUTS,
  type ProjectModelInputs,
} from './inputs.js';
import { irrRoots, mirr, npv } from './rates.js';
import { constructionOf, financeYears, hhvToLhvOf, operations, type ProjectYear } from './schedule.js';

const F = PROJECT_INPUT_FALLBACKS;
const KEYS = PROJECT_VALIDATION_KEYS;

// ---------------------------------------------------------------------------------------------
// Discounting: NPV, IRR and MIRR (rates.ts)
// ---------------------------------------------------------------------------------------------

export { irr, irrRoots, mirr, npv } from './rates.js';

// ---------------------------------------------------------------------------------------------
// The model
// ---------------------------------------------------------------------------------------------

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
  /**
   * IRR of the equity cash flows; null when none exists, it is not unique, or the equity pays for none of
   * the capex (equityIrrNotMeaningful).
   */
  equityIrr: number | null;
  /**
   * True when the loan funds the whole capex (a debt share of 100 %) and the equity's only money in is
   * the debt-service reserve it lends the project: a rate of return on that is not the return of an
   * owner's investment, so equityIrr, equityIrrRoots and equityMirr are left out (decision 030).
   */
  equityIrrNotMeaningful: boolean;
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
  /**
   * True when the cumulative project cash flow turns ≥ 0 in some year but is negative again at the end
   * of the plant's life (late losses, decommissioning): the capex is recovered and lost, and
   * paybackYears is null (decision 030).
   */
  paybackLostLater: boolean;
  /** The same with flows discounted at discountRate; null if never (or recovered and lost again). */
  discountedPaybackYears: number | null;
  /** discountedPaybackYears's paybackLostLater. */
  discountedPaybackLostLater: boolean;
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
   * Loan life cover ratio: the CFADS of the loan's years discounted at the debt rate, over the balance
   * owed at the start of operation (Yescombe, "Principles of Project Finance", on cover ratios); null
   * without debt. The debt-service reserve's balance is not counted (decision 030): llcrWithReserve is
   * the ratio with it.
   */
  llcr: number | null;
  /**
   * The LLCR with the debt-service reserve's balance at the start of operation added to the CFADS, as
   * some lenders count it; equal to llcr without a reserve; null without debt.
   */
  llcrWithReserve: number | null;
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
 * Years until the cumulative cash flow first turns ≥ 0, interpolating linearly within the year:
 *   payback = (t − 1) + (−C_{t−1}) / CF_t, where C is the cumulative flow and t the first year with C_t ≥ 0.
 * 0 when the year-0 flow is already ≥ 0; null when the cumulative flow stays negative to the end, and
 * null too, with lostLater, when it turns ≥ 0 but is negative again at the end: a project that recovers
 * its capex and then loses it has not paid back (decision 030).
 * Source: Brealey, Myers & Allen, ch. 5 (payback and discounted payback).
 */
type Payback = { years: number | null; lostLater: boolean };

const payback = (flows: readonly number[]): Payback => {
  let cumulative = flows[0] ?? 0;
  let years: number | null = cumulative >= 0 ? 0 : null;
  for (let t = 1; t < flows.length; t++) {
    const flow = flows[t] ?? 0;
    if (years === null && cumulative + flow >= 0) years = t - 1 + -cumulative / flow;
    cumulative += flow;
  }
  // Recovered, then lost again: the cumulative cash is negative when the plant's life ends (decision 030).
  if (years !== null && cumulative < 0) return { years: null, lostLater: true };
  return { years, lostLater: false };
};

/**
 * A cash-flow series as counted from the start of operation: the construction years' flows added into
 * one year-0 flow (all of the capex spent by then), then years 1..N, for the paybacks.
 */
const fromOperation = (flows: readonly number[], constructionYears: number): number[] => {
  const before = Math.max(1, constructionYears);
  return [flows.slice(0, before).reduce((sum, flow) => sum + flow, 0), ...flows.slice(before)];
};

/**
 * Present costs over present energy; null when the plant generates nothing (no gas), or so little
 * (a trace of gas, 10⁻³⁰⁰ m³/d) that the cost of a MWh is beyond the largest number.
 */
const lcoe = (presentCosts: number, presentEnergy: number): number | null => {
  const value = presentCosts / presentEnergy;
  return presentEnergy > 0 && Number.isFinite(value) ? value : null;
};

/**
 * A series of cash flows on the half-year grid of a construction period (decision 030): the capex of
 * each construction year Ck, and the equity's share of it, spent through the year as the debt is drawn,
 * so counted at its middle (k − ½ years from the start of construction), every other flow at the end of
 * its year (Ck at k years, operating year t at C + t). flows[j] falls at j/2 years; flows[0] is 0.
 */
const halfYearFlows = (
  yearly: readonly ProjectYear[],
  flowOf: (row: ProjectYear) => number,
  spentOf: (row: ProjectYear) => number,
): number[] => {
  const flows: number[] = [0];
  for (const row of yearly) {
    const spent = row.constructionYear === null ? 0 : spentOf(row);
    flows.push(-spent, flowOf(row) + spent);
  }
  return flows;
};

/** What the equity pays towards a row's capex: the capex less the debt drawn with it. */
const equitySpentOf = (row: ProjectYear): number => row.capexUsd - row.debtDrawnUsd;

/** A sum of money under one cent is none (as MIN_DEBT_USD in debt.ts). */
const CENT = 0.01;

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
  const built = construction.years > 0;

  const projectFlows = yearly.map((row) => row.projectCashFlowUsd);
  const equityFlows = yearly.map((row) => row.equityCashFlowUsd);
  const financeRate = inputs.mirrFinanceRate ?? inputs.discountRate;
  const reinvestmentRate = inputs.mirrReinvestmentRate ?? inputs.discountRate;
  // With construction, the capex counts when it is spent, mid-year, as the interest during construction
  // assumes (decision 030): the rates run on the half-year grid, two periods a year.
  const periodsPerYear = built ? 2 : 1;
  const projectSeries = built
    ? halfYearFlows(
        yearly,
        (row) => row.projectCashFlowUsd,
        (row) => row.capexUsd,
      )
    : projectFlows;
  const equitySeries = built
    ? halfYearFlows(yearly, (row) => row.equityCashFlowUsd, equitySpentOf)
    : equityFlows;
  // Equity that pays for none of the capex (a loan of 100 %) and only lends the project its reserve.
  const equityIrrNotMeaningful =
    plan.debt > 0 && yearly.reduce((sum, row) => sum + (row.year <= 0 ? equitySpentOf(row) : 0), 0) < CENT;
  const projectRoots = irrRoots(projectSeries, periodsPerYear);
  const equityRoots = equityIrrNotMeaningful ? [] : irrRoots(equitySeries, periodsPerYear);
  const discount = 1 / (1 + inputs.discountRate);
  // Half a year's discount or growth: the capex of a construction year is spent half a year before its end.
  const halfYear = Math.sqrt(1 + inputs.discountRate);
  // Discounted to the first row's end (year 0, or C1: the common factor to the start of construction
  // cancels in the LCOE and the discounted payback, and is applied to the NPV below).
  let factor = 1;
  let presentCosts = 0;
  let presentEnergy = 0;
  let avoidedTotal = 0;
  const discountedFlows: number[] = [];
  let minDscr: number | null = null;
  const dscrs: number[] = [];
  let presentCfads = 0;
  let debtFactor = 1;
  let reserveAtStart = 0;
  for (const row of yearly) {
    const capexFactor = row.constructionYear === null ? factor : factor * halfYear;
    discountedFlows.push(row.projectCashFlowUsd * capexFactor);
    presentCosts += row.capexUsd * capexFactor;
    if (row.year > 0) {
      presentCosts += (row.fuelUsd + row.omUsd + row.overhaulUsd) * factor;
      presentEnergy += row.energyMwh * factor;
      avoidedTotal += row.avoidedCo2eTonnes;
    }
    if (row.year > 0 && row.year <= tenor) {
      debtFactor /= 1 + inputs.debtRate;
      presentCfads += row.cfadsUsd * debtFactor;
    }
    if (row.year === 0) reserveAtStart = -row.dsraUsd;
    if (row.dscr !== null) {
      minDscr = minDscr === null ? row.dscr : Math.min(minDscr, row.dscr);
      dscrs.push(row.dscr);
    }
    factor *= discount;
  }
  const first = yearly.find((row) => row.year === 1);
  const capacityEnergy = inputs.capacityMw * inputs.capacityFactor * HOURS_PER_YEAR;
  const firstEnergy = first?.energyMwh ?? 0;
  const simplePayback = payback(fromOperation(projectFlows, construction.years));
  const discountedPayback = payback(fromOperation(discountedFlows, construction.years));

  return {
    energyMwhPerYear: firstEnergy,
    gasM3PerDay: (first?.gasM3 ?? 0) / DAYS_PER_YEAR,
    gasNeededM3PerDay:
      (capacityEnergy * MJ_PER_MWH) / inputs.electricalEfficiency / inputs.gasLhvMjPerM3 / DAYS_PER_YEAR,
    effectiveCapacityFactor: firstEnergy / (inputs.capacityMw * HOURS_PER_YEAR),
    yearly,
    constructionYears: construction.years,
    // Without construction at year 0 (npv()); with it, at the start of C1 on the half-year grid.
    npv: built ? npv(halfYear - 1, projectSeries) : npv(inputs.discountRate, projectFlows),
    irr: projectRoots.length === 1 ? (projectRoots[0] ?? null) : null,
    equityIrr: equityRoots.length === 1 ? (equityRoots[0] ?? null) : null,
    equityIrrNotMeaningful,
    irrRoots: projectRoots,
    equityIrrRoots: equityRoots,
    mirr: mirr(projectSeries, financeRate, reinvestmentRate, periodsPerYear),
    equityMirr: equityIrrNotMeaningful
      ? null
      : mirr(equitySeries, financeRate, reinvestmentRate, periodsPerYear),
    operatingYears: operated.lastYear,
    paybackYears: simplePayback.years,
    paybackLostLater: simplePayback.lostLater,
    discountedPaybackYears: discountedPayback.years,
    discountedPaybackLostLater: discountedPayback.lostLater,
    lcoeUsdPerMwh: lcoe(presentCosts, presentEnergy),
    minDscr,
    averageDscr: dscrs.length > 0 ? dscrs.reduce((sum, dscr) => sum + dscr, 0) / dscrs.length : null,
    llcr: plan.debt > 0 ? presentCfads / plan.balance : null,
    llcrWithReserve: plan.debt > 0 ? (presentCfads + reserveAtStart) / plan.balance : null,
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
 *     the lifetime are lost); the company's adds the interest during construction (IDC) capitalised
 *   debt D = debtShare × capex (none under one cent, MIN_DEBT_USD), repaid by level annuity payments over debtTenorYears at debtRate;
 *     interest_t = balance × debtRate, principal_t = payment − interest_t
 *   tax_t = taxRate × (EBITDA_t − depreciation_t − interest_t − losses carried forward), ≥ 0;
 *     unlevered tax_t the same without interest (each with its own loss book)
 *   project CF_0 = −capex;  CF_t = EBITDA_t − unlevered tax_t
 *   equity CF_0 = −capex × (1 − debtShare);  CF_t = EBITDA_t − debt service_t − tax_t
 *   NPV = Σ CF_t / (1 + r)^t (year 0 undiscounted), r = discountRate; IRR per irr()
 *   with a construction period of C ≥ 1 years (constructionOf, decision 030): capex × share_k in
 *     construction year Ck (year k − C), spent through the year and counted at its middle (k − ½ years
 *     from the start of construction), as the debt drawn with it, whose interest during construction
 *     (half a year's in the year drawn) is added to the loan repaid from year 1; the loan is debtShare
 *     of capex + IDC at year 0 (debtCapOf); NPV at the start of construction, IRR and MIRR over the
 *     whole series on the half-year grid (halfYearFlows); paybacks from the start of operation; LCOE
 *     with each year's capex discounted from mid-year; DSCR and LLCR over the operating years only
 *   LCOE = (capex + Σ_t (fuel_t + O&M_t)/(1 + r)^t) / Σ_t E/(1 + r)^t — the present value of costs over
 *     the present value of energy (NREL SAM Help, "LCOE"; NREL ATB, "Levelized cost of energy"),
 *     before tax and financing: the flat tariff at which NPV = 0 without debt, tax or escalation
 *   DSCR_t = CFADS_t / debt service_t, CFADS_t = EBITDA_t − tax_t + working capital released_t (NREL
 *     SAM Help, "DSCR"; Yescombe, "Principles of Project Finance", on cash flow available for debt
 *     service: after tax and changes in working capital, before reserve accounts; decision 030);
 *     minDscr = the lowest over the debt years; LLCR without the reserve (llcrWithReserve with it)
 *   paybacks (none when recovered and lost again) and avoided CO2e: see payback() above and
 *     avoidedCo2eTonnes() (schedule.ts).
 * Throws a ProjectModelInputError (a RangeError) for inputs outside projectModelInputsSchema; for any
 * inputs it accepts it never throws, and every number of the result is finite (hasFiniteOutputs; a
 * property test checks both on 20,000 random inputs within PROJECT_INPUT_BOUNDS, their edges included).
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

/** True when every own value of `record` is finite or null (walked in place: no array of its values). */
const allFiniteOrNull = (record: object): boolean => {
  for (const key in record) if (!isFiniteOrNull((record as Record<string, unknown>)[key])) return false;
  return true;
};

/** True when every number of a result, its yearly rows included, is finite (null marks none). */
export const hasFiniteOutputs = (result: ProjectModelResult): boolean =>
  allFiniteOrNull(result) && result.yearly.every(allFiniteOrNull);

// ---------------------------------------------------------------------------------------------
// Sensitivity (tornado chart)
// ---------------------------------------------------------------------------------------------

/** The inputs the tornado chart varies: those PROJECT_INPUTS marks `sensitivity`. */
export const SENSITIVITY_VARIABLES = SENSITIVITY_INPUTS;
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
    const base = numericInputOf(inputs, variable);
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
