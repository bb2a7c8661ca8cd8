import {
  parseFundingAmounts,
  projectMatchFacts,
  storedProjectInputs,
  type IrrCase,
  type MatchFacts,
} from '@flarescope/shared';
import type { Db } from '../../db/database.js';
import type { ProjectRow } from '../projects/index.js';

/**
 * What the matching rule (domain/investor-match.ts, decision 039) reads of a project and of a screened row:
 * pure mappings of a row, with a project's base facts kept per database and version (no query here).
 */

/**
 * A project's facts without its cases, kept per database and project version (`id@updated_at`: its inputs,
 * funding plan, technology and country are the row's): the model run that splits its funding sought, once
 * per version rather than on every "matches for you". At most 20 000 kept a database.
 */
const baseFactsOf = new WeakMap<Db, Map<string, MatchFacts | null>>();

/**
 * The rule's facts of a project row (domain/investor-match.ts), its country's iso2 and its two cases'
 * IRRs (projectCasesOf) given.
 */
export const projectFacts = (
  db: Db,
  row: ProjectRow,
  iso2: string | null,
  cases: Record<IrrCase, number | null> | null | undefined,
): MatchFacts | null => {
  let baseFacts = baseFactsOf.get(db);
  if (!baseFacts) {
    baseFacts = new Map();
    baseFactsOf.set(db, baseFacts);
  }
  const key = `${row.id}@${row.updated_at}@${iso2 ?? ''}`;
  let base = baseFacts.get(key);
  if (base === undefined) {
    base = projectMatchFacts({
      inputs: storedProjectInputs(row.model_inputs, Number(row.gas_available_m3_per_day)),
      fundingSoughtUsd: Number(row.funding_sought_usd),
      fundingPlan: parseFundingAmounts(row.funding_plan),
      technology: row.technology,
      iso2,
      cases: null,
    });
    if (baseFacts.size >= 20_000) baseFacts.clear();
    baseFacts.set(key, base);
  }
  return base && { ...base, irr: cases ?? { lenders: null, sponsors: null } };
};

/**
 * The rule's facts of a screened row (decision 039): the lenders' loan and the equity the capex leaves
 * sought, the lenders' case's project IRR and the sponsors' equity IRR; nothing sought without a case.
 */
export const screenedRowFacts = (
  row: {
    technology: string;
    capex_usd: number;
    lenders_debt_usd: number | null;
    lenders_irr: number | null;
    sponsors_equity_irr: number | null;
  },
  iso2: string | null,
): MatchFacts => {
  const debt = row.lenders_debt_usd === null ? null : Number(row.lenders_debt_usd);
  return {
    iso2,
    technology: row.technology,
    sought: { debt, equity: debt === null ? null : Number(row.capex_usd) - debt },
    irr: {
      lenders: row.lenders_irr === null ? null : Number(row.lenders_irr),
      sponsors: row.sponsors_equity_irr === null ? null : Number(row.sponsors_equity_irr),
    },
  };
};
