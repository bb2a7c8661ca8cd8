import {
  hasFiniteOutputs,
  storedProjectModelInputsSchema,
  tryEvaluateProject,
  type ProjectModelInputs,
} from './finance/index.js';
import { fundingPlanOf, type FundingAmounts } from './funding-plan.js';
import { evaluateSupplyCases, projectSupplyOutlook, type SurvivalCurve } from './gas-supply.js';
import { INSTRUMENTS, type Instrument } from './investor-pipeline.js';

/**
 * Investors matched to opportunities (issue 33, item 9; decision 039). One pure rule, used by the API for
 * "matches for you", for the owner's count and for the notice of a new match:
 *
 * - **country**: the opportunity's country is one the investor names (an empty list: any country);
 * - **technology**: its technology is one they name (an empty list: any technology);
 * - **ticket**: of an instrument the investor funds (an empty list: any instrument), the amount the
 *   opportunity seeks lies within the investor's ticket range, ends included — a ticket they could write;
 * - **return**: with a minimum IRR, the IRR of the case they chose reaches it (an IRR that does not exist
 *   never does): the lenders' case (P90 gas × survival, decision 032) reads the project IRR, the sponsors'
 *   case (P50 gas, the lenders' loan) the equity IRR — for a screened row and a project alike (decision 041).
 *
 * All four must hold; each criterion met by a stated preference gives a reason (a list left empty gives
 * none: it is no preference).
 */

export const IRR_CASES = ['lenders', 'sponsors'] as const;
export type IrrCase = (typeof IRR_CASES)[number];

/** A published project is matched until it is funded: its stages before `funded`. */
export const MATCHABLE_STAGES = ['idea', 'feasibility', 'seeking_funding'] as const;

/** The bounds of a minimum IRR an investor may state (fractions: 0 % to 100 %). */
export const MIN_IRR_BOUNDS = { min: 0, max: 1 } as const;

export type MatchCriteria = {
  countries: readonly string[];
  technologies: readonly string[];
  instruments: readonly Instrument[];
  ticketMinUsd: number;
  ticketMaxUsd: number;
  /** A fraction (0.12 = 12 %); null: no floor. */
  minIrr: number | null;
  irrCase: IrrCase;
};

export type MatchFacts = {
  /** ISO 3166-1 alpha-2 of its country; null when unknown (matches only an investor open to any). */
  iso2: string | null;
  technology: string;
  /** US dollars sought of each instrument; an instrument not sought is left out, or null. */
  sought: Partial<Record<Instrument, number | null>>;
  /** The lenders' case's project IRR and the sponsors' case's equity IRR; null where there is no case. */
  irr: Record<IrrCase, number | null>;
};

export type MatchReason =
  | { kind: 'country'; country: string }
  | { kind: 'technology'; technology: string }
  | { kind: 'ticket'; instrument: Instrument; amountUsd: number }
  | { kind: 'irr'; irrCase: IrrCase; irr: number; minIrr: number };

/** The reasons an opportunity meets the criteria, or null when it does not meet them all. */
export const matchReasons = (criteria: MatchCriteria, facts: MatchFacts): MatchReason[] | null => {
  const reasons: MatchReason[] = [];
  if (criteria.countries.length > 0) {
    if (facts.iso2 === null || !criteria.countries.includes(facts.iso2)) return null;
    reasons.push({ kind: 'country', country: facts.iso2 });
  }
  if (criteria.technologies.length > 0) {
    if (!criteria.technologies.includes(facts.technology)) return null;
    reasons.push({ kind: 'technology', technology: facts.technology });
  }
  const instruments = criteria.instruments.length > 0 ? criteria.instruments : INSTRUMENTS;
  const tickets = INSTRUMENTS.filter((instrument) => instruments.includes(instrument)).flatMap(
    (instrument) => {
      const amountUsd = facts.sought[instrument];
      return typeof amountUsd === 'number' &&
        Number.isFinite(amountUsd) &&
        amountUsd > 0 &&
        amountUsd >= criteria.ticketMinUsd &&
        amountUsd <= criteria.ticketMaxUsd
        ? [{ kind: 'ticket' as const, instrument, amountUsd }]
        : [];
    },
  );
  if (tickets.length === 0) return null;
  reasons.push(...tickets);
  if (criteria.minIrr !== null) {
    const irr = facts.irr[criteria.irrCase];
    if (irr === null || !Number.isFinite(irr) || irr < criteria.minIrr) return null;
    reasons.push({
      kind: 'irr',
      irrCase: criteria.irrCase,
      irr,
      minIrr: criteria.minIrr,
    });
  }
  return reasons;
};

const listOf = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

/** An investor profile's criteria as stored (its lists as JSON); unknown values are dropped. */
export const criteriaFromStored = (stored: {
  countriesJson: string;
  technologiesJson: string;
  instrumentsJson: string;
  ticketMinUsd: number;
  ticketMaxUsd: number;
  minIrr: number | null;
  irrCase: string;
}): MatchCriteria => ({
  countries: listOf(stored.countriesJson),
  technologies: listOf(stored.technologiesJson),
  instruments: listOf(stored.instrumentsJson).filter((item): item is Instrument =>
    (INSTRUMENTS as readonly string[]).includes(item),
  ),
  ticketMinUsd: Number(stored.ticketMinUsd),
  ticketMaxUsd: Number(stored.ticketMaxUsd),
  minIrr: stored.minIrr === null ? null : Number(stored.minIrr),
  irrCase: (IRR_CASES as readonly string[]).includes(stored.irrCase)
    ? (stored.irrCase as IrrCase)
    : 'sponsors',
});

/**
 * A project's stored model inputs (JSON) with the gas it may burn (its column), or null when they are not
 * of the model's shape.
 */
export const storedProjectInputs = (
  modelInputsJson: string,
  gasAvailableM3PerDay: number,
): ProjectModelInputs | null => {
  try {
    const parsed = storedProjectModelInputsSchema.safeParse(JSON.parse(modelInputsJson));
    return parsed.success ? { ...parsed.data, gasAvailableM3PerDay: Number(gasAvailableM3PerDay) } : null;
  } catch {
    return null;
  }
};

/**
 * What a project's two cases are computed from, as its page computes them (decision 032): its linked
 * flares' yearly satellite volumes, detection frequencies and latest daily gas, and the survival curve of
 * flares of its gas in its country.
 */
export type ProjectSupplyRecord = {
  flares: ReadonlyArray<{
    series: ReadonlyArray<{ year: number; flaredM3: number }>;
    detectionFrequency: number | null;
    latestM3PerDay: number | null;
  }>;
  survival: SurvivalCurve | null;
};

/**
 * A project's IRR on each case, exactly as the project page shows them side by side (projectSupplyOutlook
 * and evaluateSupplyCases on its own inputs): the lenders' case's project IRR (P90 gas × survival, the
 * loan sized to the target DSCR) and the sponsors' case's equity IRR (P50 gas, that loan). Null without
 * linked flares, with fewer than 3 years of record, or when a case falls outside the model's bounds: the
 * project then has no case, and a minimum IRR is never met on it.
 */
export const projectCaseIrrs = (
  inputs: ProjectModelInputs,
  supply: ProjectSupplyRecord,
): Record<IrrCase, number | null> | null => {
  if (supply.flares.length === 0) return null;
  const outlook = projectSupplyOutlook(supply.flares, inputs);
  if (outlook.status !== 'ok') return null;
  const cases = evaluateSupplyCases(inputs, outlook, supply.survival);
  if (!cases) return null;
  const finite = (value: number | null) => (value !== null && Number.isFinite(value) ? value : null);
  return { lenders: finite(cases.lenders.result.irr), sponsors: finite(cases.sponsors.result.equityIrr) };
};

/**
 * What the rule reads of a project: its country, technology, its funding plan's amounts by instrument (as
 * the investor financials show them: the owner's split, else one assumed from the model's loan) and the
 * IRRs of its lenders' and sponsors' cases (`cases`: projectCaseIrrs on its supply record, which the
 * caller may keep between requests; null without a case). Null when the model cannot be evaluated on its
 * inputs: such a project matches nobody until its owner corrects them.
 */
export const projectMatchFacts = (project: {
  inputs: ProjectModelInputs | null;
  fundingSoughtUsd: number;
  fundingPlan: FundingAmounts | null;
  technology: string;
  iso2: string | null;
  cases: Record<IrrCase, number | null> | null;
}): MatchFacts | null => {
  if (project.inputs === null) return null;
  const { result } = tryEvaluateProject(project.inputs);
  if (!result || !hasFiniteOutputs(result)) return null;
  const { capexUsd } = project.inputs;
  const plan = fundingPlanOf({
    capexUsd,
    debtShare: capexUsd > 0 ? result.debtUsd / capexUsd : 0,
    fundingSoughtUsd: project.fundingSoughtUsd,
    stored: project.fundingPlan,
  });
  return {
    iso2: project.iso2,
    technology: project.technology,
    sought: plan.sought,
    irr: project.cases ?? { lenders: null, sponsors: null },
  };
};
