import { describe, expect, it } from 'vitest';
import { fundingPlanOf, parseFundingAmounts, totalOf } from './funding-plan.js';

describe('fundingPlanOf', () => {
  // Issue 27's case: 42 M$ of capex, 70 % debt in the model, 30 M$ sought.
  const base = { capexUsd: 42_000_000, debtShare: 0.7, fundingSoughtUsd: 30_000_000 };

  it('assumes debt up to the model’s, the rest equity, while the owner has not split it', () => {
    const plan = fundingPlanOf({ ...base, stored: null });
    expect(plan.isAssumed).toBe(true);
    expect(plan.modelDebtUsd).toBeCloseTo(29_400_000, 6);
    expect(plan.sought.debt).toBeCloseTo(29_400_000, 6);
    expect(plan.sought.equity).toBeCloseTo(600_000, 6);
    expect(plan.ownerContributionUsd).toBe(12_000_000);
    expect(plan.ownerContributionUsd + totalOf(plan.sought)).toBeCloseTo(plan.capexUsd, 6);
  });

  it('keeps the owner’s split while it sums to the funding sought', () => {
    const stored = { equity: 5_000_000, debt: 20_000_000, mezzanine: 3_000_000, grant: 2_000_000 };
    const plan = fundingPlanOf({ ...base, stored });
    expect(plan).toMatchObject({ isAssumed: false, sought: stored, ownerContributionUsd: 12_000_000 });
  });

  it('falls back to the assumed split when the funding sought was changed since', () => {
    const stored = { equity: 5_000_000, debt: 20_000_000, mezzanine: 3_000_000, grant: 2_000_000 };
    const plan = fundingPlanOf({ ...base, fundingSoughtUsd: 10_000_000, stored });
    expect(plan.isAssumed).toBe(true);
    expect(plan.sought).toEqual({ equity: 0, debt: 10_000_000, mezzanine: 0, grant: 0 });
  });

  it('says how much a project seeks beyond its capex (a negative own contribution)', () => {
    expect(fundingPlanOf({ ...base, fundingSoughtUsd: 45_000_000, stored: null }).ownerContributionUsd).toBe(
      -3_000_000,
    );
  });
});

describe('parseFundingAmounts', () => {
  it('reads a stored split and refuses anything else', () => {
    expect(parseFundingAmounts('{"equity":1,"debt":2,"mezzanine":0,"grant":0}')).toEqual({
      equity: 1,
      debt: 2,
      mezzanine: 0,
      grant: 0,
    });
    expect(parseFundingAmounts(null)).toBeNull();
    expect(parseFundingAmounts('{"equity":1}')).toBeNull();
    expect(parseFundingAmounts('{"equity":-1,"debt":2,"mezzanine":0,"grant":0}')).toBeNull();
    expect(parseFundingAmounts('not json')).toBeNull();
  });
});
