import { describe, expect, it } from 'vitest';
import { defaultProjectInputs } from './finance/index.js';
import {
  criteriaFromStored,
  matchReasons,
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
  irrBasis: 'cases',
};

describe('matchReasons', () => {
  it('names every stated criterion met: the country, the technology, the debt at the ticket’s top, the equity IRR', () => {
    expect(matchReasons(CRITERIA, FACTS)).toEqual([
      { kind: 'country', country: 'AR' },
      { kind: 'technology', technology: 'reciprocating_engine' },
      { kind: 'ticket', instrument: 'debt', amountUsd: 5_000_000 },
      { kind: 'irr', irrCase: 'sponsors', irr: 0.15, minIrr: 0.12, basis: 'cases' },
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
    });
    expect(facts?.sought).toEqual({ equity: 4e6, debt: 8e6, mezzanine: 0, grant: 0 });
    expect(facts?.irrBasis).toBe('inputs');
    expect(
      projectMatchFacts({
        inputs: { ...inputs, capexUsd: -1 },
        fundingSoughtUsd: 12e6,
        fundingPlan: null,
        technology: 'reciprocating_engine',
        iso2: 'AR',
      }),
    ).toBeNull();
  });
});
