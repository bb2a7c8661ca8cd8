/**
 * The model's years: what the plant makes and spends in each operating year (energy limited by the gas,
 * fuel, O&M, overhauls, carbon revenue, the CO2e avoided), the construction period before year 1 with its
 * capex shares and the growth of its draws (decision 026), and the yearly rows of the cash flows for a
 * given loan: debt service, depreciation, both taxes, working capital, salvage, the reserve, the DSCR.
 */
import {
  GWP_CH4,
  MOLAR_MASS_CH4_G_PER_MOL,
  MOLAR_MASS_CO2_G_PER_MOL,
  MOLAR_VOLUME_M3_PER_KMOL,
} from '../flaring-math.js';
import { DEFAULT_HHV_TO_LHV_RATIO } from '../heating-value.js';
import type { DebtPlan } from './debt.js';
import {
  DAYS_PER_YEAR,
  HOURS_PER_YEAR,
  MJ_PER_MMBTU,
  MJ_PER_MWH,
  PROJECT_INPUT_FALLBACKS,
  type ProjectModelInputs,
} from './inputs.js';
import { taxOfYear } from './tax.js';

const F = PROJECT_INPUT_FALLBACKS;

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
  /**
   * Straight-line tax depreciation of what the asset cost the company: capex and the interest during
   * construction capitalised with it (decision 030). The unlevered tax depreciates the capex alone.
   */
  depreciationUsd: number;
  interestUsd: number;
  principalUsd: number;
  /** Interest + principal. */
  debtServiceUsd: number;
  /** Tax the company pays: on EBITDA − depreciation − interest, after carried-forward losses. */
  taxUsd: number;
  /** Tax without the interest shield, for the unlevered project cash flow: on EBITDA − depreciation. */
  unleveredTaxUsd: number;
  /**
   * Cash flow available for debt service: EBITDA − tax + working capital released (the receivables'
   * change), decision 030; without the reserve account's movements and the salvage.
   */
  cfadsUsd: number;
  /** Working capital released (+) or tied up (−) in the year: the change of the receivables. */
  workingCapitalUsd: number;
  /** Salvage value received (+) or decommissioning paid (−), in the last year of life. */
  salvageUsd: number;
  /** Paid into (−) or released from (+) the debt-service reserve account: equity flows only. */
  dsraUsd: number;
  /**
   * Unlevered free cash flow: −capex at year 0 (or in each construction year, spent through the year:
   * the rates count it at mid-year, decision 030), then EBITDA − unlevered tax + working capital +
   * salvage.
   */
  projectCashFlowUsd: number;
  /**
   * −(capex − debt drawn) at year 0 or in each construction year, then EBITDA − debt service − tax +
   * working capital + salvage; with the reserve account's movements every year.
   */
  equityCashFlowUsd: number;
  /** CFADS / debt service; null in years without debt service. */
  dscr: number | null;
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
  // A year's own supply (the lenders' and sponsors' cases, decision 032), else the declining gas.
  const supplied = inputs.gasSupplyM3PerDay?.[year - 1];
  const gasOfYear =
    supplied ??
    (gasAvailable === undefined
      ? undefined
      : gasAvailable * (1 - (inputs.gasDeclineRate ?? F.gasDeclineRate)) ** (year - 1));
  const gasEnergy =
    gasOfYear === undefined
      ? Number.POSITIVE_INFINITY
      : (gasOfYear * DAYS_PER_YEAR * inputs.gasLhvMjPerM3 * inputs.electricalEfficiency) / MJ_PER_MWH;
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
export const hhvToLhvOf = (inputs: ProjectModelInputs): number =>
  inputs.gasHhvMjPerM3 === undefined ? DEFAULT_HHV_TO_LHV_RATIO : inputs.gasHhvMjPerM3 / inputs.gasLhvMjPerM3;

/** What the plant does in one operating year, before financing and tax. */
export type Operations = Pick<
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
export const operations = (
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

/** How capex is spent before operation, and what a dollar of debt drawn with it owes at year 0. */
export type Construction = {
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
 * evenly, 1/C each, unless constructionCapexShares says otherwise), spent through its year as the debt
 * is drawn: the NPV, IRR, MIRR and LCOE count it at mid-year (decision 030), the table in its year's
 * row; year Ck is year k − C, so the last is year 0 and operation starts in year 1 as without
 * construction. The loan's share of each year's capex is drawn in that year (debtCapOf in debt.ts);
 * the draws are spread through the year, so a year's draws accrue half a year's interest in it (the
 * mid-year convention of NREL ATB's construction financing factor, "ConFinFactor" = Σ_k share_k ×
 * (1 + i)^(k' + 0.5), k' the years from the draw's year to operation: NREL ATB, "Financial definitions")
 * and the balance compounds yearly at the debt rate after it. Nothing is paid during construction: the
 * interest (IDC) is added to the loan, and the balance at year 0,
 *   B₀ = Σ_k draw_k × (1 + i)^(C − k + 0.5) = drawn × growth,
 * is what is repaid from operating year 1 (Yescombe, "Principles of Project Finance", 2nd ed., on
 * interest during construction capitalised into the loan). The loan funds the entered debt share of
 * capex + IDC and the equity pays the rest of each year's capex as it is spent (debtCapOf); the company
 * depreciates the IDC with the capex (financeYears). Without construction (C = 0) growth = 1 and the
 * model is that of before.
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

export const constructionOf = (inputs: ProjectModelInputs): Construction => {
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
export const financeYears = (
  inputs: ProjectModelInputs,
  operated: { years: Operations[] },
  plan: DebtPlan,
  construction: Construction,
): ProjectYear[] => {
  const { debt, service } = plan;
  const tenor = service.length;
  // The balance owed at the end of each year is what the services still due repay at the debt rate,
  // B_{t−1} = (B_t + service_t) / (1 + i), B_tenor = 0: each year's service is then exactly the plan's
  // and no rounding residue accumulates on the loan (interest = B_{t−1} × i, principal = the rest).
  const owed: number[] = Array.from({ length: tenor + 1 }, () => 0);
  for (let year = tenor; year >= 1; year--) {
    owed[year - 1] = ((owed[year] ?? 0) + (service[year - 1] ?? 0)) / (1 + inputs.debtRate);
  }
  // The company depreciates what the asset cost it, the capex and the interest during construction
  // capitalised with it (IAS 23 "Borrowing costs": interest on a qualifying asset's construction is part
  // of its cost; decision 030); the unlevered project, which has no loan, depreciates the capex alone.
  const projectDepreciation = inputs.capexUsd / inputs.depreciationYears;
  const idcTotal = plan.balance - plan.debt;
  const yearlyDepreciation =
    idcTotal > 0 ? (inputs.capexUsd + idcTotal) / inputs.depreciationYears : projectDepreciation;
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
      energyMwh: 0,
      gasM3: 0,
      avoidedCo2eTonnes: 0,
      revenueUsd: 0,
      carbonRevenueUsd: 0,
      fuelUsd: 0,
      omUsd: 0,
      overhaulUsd: 0,
      ebitdaUsd: 0,
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
    const unleveredDepreciationUsd = year <= inputs.depreciationYears ? projectDepreciation : 0;
    const debtServiceUsd = year <= tenor ? (service[year - 1] ?? 0) : 0;
    const interestUsd = year <= tenor ? (owed[year - 1] ?? 0) * inputs.debtRate : 0;
    const principalUsd = debtServiceUsd - interestUsd;
    const unleveredTaxUsd = taxOfYear(
      ebitdaUsd - unleveredDepreciationUsd,
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
    const workingCapitalUsd = receivablesAfter(year - 1) - receivablesAfter(year);
    // What lenders divide by the debt service: the cash the year's operations leave after tax and after
    // the receivables it ties up (or releases), decision 030; not the reserve account's movements (the
    // reserve is there to pay the service when CFADS falls short, not to cover it) nor the salvage.
    const cfadsUsd = ebitdaUsd - taxUsd + workingCapitalUsd;
    const salvageUsd = year === inputs.lifetimeYears ? salvageUsdAtEnd : 0;
    const dsraUsd = reserveAfter(year - 1) - reserveAfter(year);
    yearly.push({
      year,
      constructionYear: null,
      energyMwh: ops.energyMwh,
      gasM3: ops.gasM3,
      avoidedCo2eTonnes: ops.avoidedCo2eTonnes,
      revenueUsd: ops.revenueUsd,
      carbonRevenueUsd: ops.carbonRevenueUsd,
      fuelUsd: ops.fuelUsd,
      omUsd: ops.omUsd,
      overhaulUsd: ops.overhaulUsd,
      ebitdaUsd: ops.ebitdaUsd,
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
