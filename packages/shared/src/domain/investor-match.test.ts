import { describe, expect, it } from 'vitest';
import { defaultProjectInputs } from './finance/index.js';
import { evaluateSupplyCases, projectSupplyOutlook } from './gas-supply.js';
import {
  criteriaFromStored,
  matchReasons,
  projectCaseIrrs,
  projectMatchFacts,
  type MatchCriteria,
  type MatchFacts,
} from './investor-match.js';

/** Decision 039's rule, worked by hand on one opportunity. */
const CRITERIA: MatchCriteria = {
  countries: ['AR', 'CO'],
  technologies: ['reciprocating_engine'],
  instruments: ['debt', 'mezzanine'],
  ticketMinUsd: 2_000_000,
  ticketMaxUsd: 5_000_000,
  minIrr: 0.12,
  irrCase: 'sponsors',
};

/** Argentina, engines, 5 M$ of debt and 1 M$ of equity sought, 11 % project IRR and 15 % equity IRR. */
const FACTS: MatchFacts = {
  iso2: 'AR',
  technology: 'reciprocating_engine',
  sought: { equity: 1_000_000, debt: 5_000_000, mezzanine: 0 },
  irr: { lenders: 0.11, sponsors: 0.15 },
};

describe('matchReasons', () => {
  it('names every stated criterion met: the country, the technology, the debt at the ticket’s top, the equity IRR', () => {
    expect(matchReasons(CRITERIA, FACTS)).toEqual([
      { kind: 'country', country: 'AR' },
      { kind: 'technology', technology: 'reciprocating_engine' },
      { kind: 'ticket', instrument: 'debt', amountUsd: 5_000_000 },
      { kind: 'irr', irrCase: 'sponsors', irr: 0.15, minIrr: 0.12 },
    ]);
  });

  it('fails on any one criterion missed', () => {
    expect(matchReasons(CRITERIA, { ...FACTS, iso2: 'MX' })).toBeNull();
    expect(matchReasons(CRITERIA, { ...FACTS, iso2: null })).toBeNull();
    expect(matchReasons(CRITERIA, { ...FACTS, technology: 'gas_turbine' })).toBeNull();
    // 5 000 001 $ is above the 5 M$ ticket; the 1 M$ of equity is not an instrument they fund.
    expect(matchReasons(CRITERIA, { ...FACTS, sought: { equity: 3e6, debt: 5_000_001 } })).toBeNull();
    // The lenders' case reads the project IRR: 11 % < 12 %.
    expect(matchReasons({ ...CRITERIA, irrCase: 'lenders' }, FACTS)).toBeNull();
    expect(matchReasons(CRITERIA, { ...FACTS, irr: { lenders: 0.2, sponsors: null } })).toBeNull();
  });

  it('reads empty lists as any, and no minimum as no IRR reason', () => {
    expect(
      matchReasons(
        { ...CRITERIA, countries: [], technologies: [], instruments: [], minIrr: null, ticketMinUsd: 1e6 },
        { ...FACTS, iso2: null },
      ),
    ).toEqual([
      { kind: 'ticket', instrument: 'equity', amountUsd: 1_000_000 },
      { kind: 'ticket', instrument: 'debt', amountUsd: 5_000_000 },
    ]);
  });
});

describe('criteriaFromStored and projectMatchFacts', () => {
  it('drops unknown instruments and cases from stored JSON', () => {
    expect(
      criteriaFromStored({
        countriesJson: '["AR"]',
        technologiesJson: 'not json',
        instrumentsJson: '["debt","shares"]',
        ticketMinUsd: 1,
        ticketMaxUsd: 2,
        minIrr: null,
        irrCase: 'bankers',
      }),
    ).toEqual({
      countries: ['AR'],
      technologies: [],
      instruments: ['debt'],
      ticketMinUsd: 1,
      ticketMaxUsd: 2,
      minIrr: null,
      irrCase: 'sponsors',
    });
  });

  it('reads a project’s split as sought, and gives no facts when its model cannot run', () => {
    const inputs = {
      ...defaultProjectInputs({ technology: 'reciprocating_engine', capacityMw: 10, gasLhvMjPerM3: 36 }),
      gasAvailableM3PerDay: 100_000,
    };
    const facts = projectMatchFacts({
      inputs,
      fundingSoughtUsd: 12e6,
      fundingPlan: { equity: 4e6, debt: 8e6, mezzanine: 0, grant: 0 },
      technology: 'reciprocating_engine',
      iso2: 'AR',
      cases: null,
    });
    expect(facts?.sought).toEqual({ equity: 4e6, debt: 8e6, mezzanine: 0, grant: 0 });
    // No linked flare: no case, so no IRR a minimum could be met on.
    expect(facts?.irr).toEqual({ lenders: null, sponsors: null });
    expect(
      projectMatchFacts({
        inputs: { ...inputs, capexUsd: -1 },
        fundingSoughtUsd: 12e6,
        fundingPlan: null,
        technology: 'reciprocating_engine',
        iso2: 'AR',
        cases: null,
      }),
    ).toBeNull();
  });
});

describe('projectCaseIrrs (decision 041)', () => {
  const inputs = {
    ...defaultProjectInputs({ technology: 'reciprocating_engine', capacityMw: 2, gasLhvMjPerM3: 36 }),
    gasAvailableM3PerDay: 30_000,
  };
  // 2021–2024 at 30 000, 27 000, 24 300, 21 870 m³/d × the year's days: exactly 10 %/yr, no scatter, so
  // P90 = P50 (s = 0); a survival of 1/2 at every horizon halves the lenders' gas.
  const days = (year: number) => (year % 4 === 0 ? 366 : 365);
  const flare = {
    series: [30_000, 27_000, 24_300, 21_870].map((perDay, index) => ({
      year: 2021 + index,
      flaredM3: perDay * days(2021 + index),
    })),
    detectionFrequency: null,
    latestM3PerDay: 21_870,
  };
  const survival = {
    scope: 'world' as const,
    sizeClass: 2,
    firstYear: 2017,
    lastYear: 2024,
    points: [1, 2, 3, 4, 5].map((years) => ({ years, share: 0.5, followed: 100, seen: 50 })),
  };

  it('reads the lenders’ case’s project IRR and the sponsors’ equity IRR, as the project page runs them', () => {
    const irrs = projectCaseIrrs(inputs, { flares: [flare], survival });
    const outlook = projectSupplyOutlook([flare], inputs);
    expect(outlook.status).toBe('ok');
    if (outlook.status !== 'ok') return;
    // Year 1 (2026, one construction year): 21 870 × 0.9² = 17 714.7 m³/d at P50 and at P90.
    expect(outlook.p50M3PerDay[0]).toBeCloseTo(17_714.7, 0);
    expect(outlook.p90M3PerDay[0]).toBeCloseTo(17_714.7, 0);
    const cases = evaluateSupplyCases(inputs, outlook, survival);
    expect(irrs).toEqual({ lenders: cases?.lenders.result.irr, sponsors: cases?.sponsors.result.equityIrr });
    // Half the gas for lenders: their project IRR is below what P50 gives.
    expect(irrs?.lenders).toBeLessThan(cases?.sponsors.result.irr ?? 0);
  });

  it('has no case without flares or with fewer than 3 years', () => {
    expect(projectCaseIrrs(inputs, { flares: [], survival })).toBeNull();
    expect(
      projectCaseIrrs(inputs, { flares: [{ ...flare, series: flare.series.slice(2) }], survival }),
    ).toBeNull();
  });
});
