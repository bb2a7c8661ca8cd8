import {
  criteriaFromStored,
  INSTRUMENTS,
  INVESTOR_TYPES,
  PIPELINE_STAGES,
  type Instrument,
  type InvestorProfile,
  type InvestorType,
  type MatchCriteria,
  type PipelineStage,
  type PipelineState,
} from '@flarescope/shared';
import type * as repo from './investors.repository.js';

/** The investors' stored rows as the rules and the API read them: pure mappings, no query. */

export const investorTypeOf = (value: string): InvestorType =>
  (INVESTOR_TYPES as readonly string[]).includes(value) ? (value as InvestorType) : 'strategic';

/** What an investor funds (decision 039), as the shared matching rule reads it. */
export const criteriaOf = (row: repo.ProfileRow): MatchCriteria =>
  criteriaFromStored({
    countriesJson: row.countries,
    technologiesJson: row.technologies,
    instrumentsJson: row.instruments,
    ticketMinUsd: row.ticket_min_usd,
    ticketMaxUsd: row.ticket_max_usd,
    minIrr: row.min_irr,
    irrCase: row.irr_case,
  });

export const toProfile = (row: repo.ProfileRow): InvestorProfile => {
  const criteria = criteriaOf(row);
  return {
    organisation: row.organisation,
    type: investorTypeOf(row.type),
    ticketMinUsd: criteria.ticketMinUsd,
    ticketMaxUsd: criteria.ticketMaxUsd,
    countries: [...criteria.countries],
    technologies: [...criteria.technologies],
    instruments: [...criteria.instruments],
    minIrr: criteria.minIrr,
    irrCase: criteria.irrCase,
    updatedAt: row.updated_at,
  };
};

export const stageOf = (value: string): PipelineStage =>
  (PIPELINE_STAGES as readonly string[]).includes(value) ? (value as PipelineStage) : 'interested';
export const instrumentOf = (value: string | null): Instrument | null =>
  value !== null && (INSTRUMENTS as readonly string[]).includes(value) ? (value as Instrument) : null;

export const stateOf = (entry: repo.EntryRow | undefined): PipelineState =>
  entry
    ? { stage: stageOf(entry.stage), isIndicationAccepted: entry.is_indication_accepted === 1 }
    : { stage: null, isIndicationAccepted: false };
