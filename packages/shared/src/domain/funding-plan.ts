import { INSTRUMENTS, type Instrument } from './investor-pipeline.js';

/**
 * A project's funding plan (issue 27, item 1): the funding sought split by instrument, reconciled with the
 * capex and the owner's own contribution on one line:
 *
 *   capex = owner's own contribution + equity sought + debt sought + mezzanine sought + grant sought
 *
 * The owner states what they seek of each instrument; their own contribution is what the capex leaves
 * (so the line always adds up, and a plan seeking more than the capex is refused by the API). A project
 * whose owner has not split its funding (or whose funding sought was changed on the project form since)
 * gets a split assumed from its cash-flow model: debt up to the model's debt (debt share × capex), the
 * rest equity — and says so (`isAssumed`).
 */

/** US dollars sought of each instrument. */
export type FundingAmounts = Record<Instrument, number>;

export type FundingPlan = {
  capexUsd: number;
  /** The sum of `sought`: the project's funding sought. */
  fundingSoughtUsd: number;
  /** capex − funding sought; negative when the funding sought exceeds the capex (a project saved so). */
  ownerContributionUsd: number;
  sought: FundingAmounts;
  /** True when the owner has not split the funding sought (or the split no longer sums to it). */
  isAssumed: boolean;
  /**
   * The debt the cash-flow model assumes (debt share × capex, or the loan sized to a target DSCR), against
   * which returns are computed.
   */
  modelDebtUsd: number;
};

/** Half a dollar: a stored split "still sums to" the funding sought within rounding of cents. */
const TOLERANCE_USD = 0.5;

export const totalOf = (amounts: FundingAmounts): number =>
  INSTRUMENTS.reduce((sum, instrument) => sum + amounts[instrument], 0);

/** The plan of a project from its capex, debt share, funding sought and stored split (or null). */
export const fundingPlanOf = (input: {
  capexUsd: number;
  debtShare: number;
  fundingSoughtUsd: number;
  stored: FundingAmounts | null;
}): FundingPlan => {
  const { capexUsd, fundingSoughtUsd, stored } = input;
  const modelDebtUsd = input.debtShare * capexUsd;
  const isStoredValid = stored !== null && Math.abs(totalOf(stored) - fundingSoughtUsd) <= TOLERANCE_USD;
  const debt = Math.min(fundingSoughtUsd, modelDebtUsd);
  const sought: FundingAmounts =
    stored !== null && isStoredValid
      ? { ...stored }
      : { equity: fundingSoughtUsd - debt, debt, mezzanine: 0, grant: 0 };
  return {
    capexUsd,
    fundingSoughtUsd,
    ownerContributionUsd: capexUsd - fundingSoughtUsd,
    sought,
    isAssumed: !isStoredValid,
    modelDebtUsd,
  };
};

/** Reads a stored split (JSON of FundingAmounts); null when absent or not of that shape. */
export const parseFundingAmounts = (json: string | null): FundingAmounts | null => {
  if (json === null) return null;
  try {
    const value = JSON.parse(json) as Record<string, unknown>;
    const amounts = Object.fromEntries(INSTRUMENTS.map((instrument) => [instrument, value[instrument]]));
    return INSTRUMENTS.every(
      (instrument) =>
        typeof amounts[instrument] === 'number' &&
        Number.isFinite(amounts[instrument]) &&
        (amounts[instrument] as number) >= 0,
    )
      ? (amounts as FundingAmounts)
      : null;
  } catch {
    return null;
  }
};
