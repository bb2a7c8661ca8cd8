/**
 * The loan: its size (debtShare × capex, or sculpted to a target DSCR, decision 024), its balance at
 * year 0 with the interest during construction, and its debt service, level (annuity) or sculpted.
 */
import { PROJECT_INPUT_FALLBACKS, type ProjectModelInputs } from './inputs.js';
import { type Construction, financeYears, type Operations, type ProjectYear } from './schedule.js';

const F = PROJECT_INPUT_FALLBACKS;

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
 * A loan: the amount drawn against capex (at year 0, or over the construction years in their capex
 * shares), the balance owed at the start of operation (the draws with their interest during
 * construction, constructionOf), and the debt service due in operating years 1..tenor.
 */
export type DebtPlan = { debt: number; balance: number; service: number[] };

const NO_DEBT: DebtPlan = { debt: 0, balance: 0, service: [] };

/**
 * The most the loan draws against capex, none under MIN_DEBT_USD: the debt share s of what the asset
 * costs by the start of operation, capex and interest during construction (IDC) alike (decision 030:
 * lenders fund the project cost, IDC included, at the agreed gearing; Yescombe, "Principles of Project
 * Finance", 2nd ed., on the funding of construction costs, IDC among them). A loan of D drawn with the
 * capex owes D × growth at year 0, its IDC D × (growth − 1); that balance is s × (capex + IDC) when
 *   D × g = s × (capex + D × (g − 1)),  D = s × capex / (s + (1 − s) × g),
 * and the equity pays capex − D = (1 − s) × (capex + IDC) of the capex as it is spent. Without
 * construction (g = 1) D = s × capex, as before.
 */
const debtCapOf = (inputs: ProjectModelInputs, construction: Construction): number => {
  const share = inputs.debtShare;
  const g = construction.growth;
  const borrowed = g === 1 ? share * inputs.capexUsd : (share * inputs.capexUsd) / (share + (1 - share) * g);
  return borrowed >= MIN_DEBT_USD ? borrowed : 0;
};

/**
 * The loan drawn against capex (debtCapOf), its balance at year 0 (with the interest during
 * construction) repaid in level payments over the tenor (annuityPayment).
 */
export const annuityPlan = (inputs: ProjectModelInputs, construction: Construction): DebtPlan => {
  const debt = debtCapOf(inputs, construction);
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
 * rate, capped by debtShare × capex (with construction, by debtCapOf):
 *   capacity = Σ_{t ≤ tenor} max(0, CFADS_t) / target / (1 + i)^t;  D = min(debtShare × capex, capacity)
 *   service_t = max(0, CFADS_t) / target × D / capacity   (DSCR_t = target × capacity / D ≥ target)
 * CFADS = EBITDA − tax + working capital released (decision 030), and the tax depends on the interest
 * (and, with construction, on the IDC depreciated), which depends on D: the sizing starts from
 * the CFADS without a loan and is repeated on the CFADS it gives until D settles (a fixed point: a dollar
 * more of loan adds at most taxRate × (1 − (1 + i)^−n) / target < 0.8 dollar of capacity).
 * With a construction period the capacity is the balance at year 0 the services repay, interest during
 * construction included, and the cap is that of debtCapOf drawn (× growth): the draws are the
 * balance ÷ growth, in closed form, since every draw's interest is proportional to it (constructionOf).
 */
export const sculptedPlan = (
  inputs: ProjectModelInputs,
  operated: { years: Operations[] },
  construction: Construction,
): DebtPlan => {
  const cap = debtCapOf(inputs, construction) * construction.growth;
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
