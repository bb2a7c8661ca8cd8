/**
 * The investors' tables: profiles, the pipeline and its events, the projects' NDAs and their acceptances.
 * Added to the Database of db/database.ts by declaration merging: the floor imports no module.
 */

import type { Generated } from 'kysely';

/** Investors meet projects (migration 011). */
export type InvestorProfilesTable = {
  user_id: string;
  organisation: string;
  type: string;
  ticket_min_usd: number;
  ticket_max_usd: number;
  countries: string;
  technologies: string;
  /** Migration 120 (decision 039): JSON list of instruments ('[]': any), minimum IRR, its case. */
  instruments: Generated<string>;
  min_irr: number | null;
  irr_case: Generated<string>;
  created_at: string;
  updated_at: string;
};

export type PipelineEntriesTable = {
  id: string;
  project_id: string;
  investor_id: string;
  stage: string;
  is_indication_accepted: number;
  amount_usd: number | null;
  instrument: string | null;
  conditions: string | null;
  created_at: string;
  updated_at: string;
};

export type PipelineEventsTable = {
  id: string;
  entry_id: string;
  step: string;
  stage: string;
  actor_id: string | null;
  actor_side: string;
  amount_usd: number | null;
  instrument: string | null;
  conditions: string | null;
  nda_version: number | null;
  sequence: number;
  created_at: string;
};

export type ProjectNdasTable = {
  project_id: string;
  version: number;
  text_en: string;
  text_es: string;
  is_standard: number;
  created_by: string | null;
  created_at: string;
};

export type NdaAcceptancesTable = {
  id: string;
  project_id: string;
  user_id: string;
  version: number;
  language: string;
  ip: string | null;
  user_agent: string | null;
  accepted_at: string;
};

/*
 * The look for new project matches' memory (decision 045): written and read by screened-match-notices.ts
 * alone, so the investors' own (it was declared with the notices until decision 046).
 */

/** Each published project's two case IRRs as of the last look for new project matches (decision 045). */
export type ProjectMatchBaselineTable = {
  project_id: string;
  lenders_irr: number | null;
  sponsors_irr: number | null;
};

declare module '../../db/database.js' {
  interface Database {
    investor_profiles: InvestorProfilesTable;
    pipeline_entries: PipelineEntriesTable;
    pipeline_events: PipelineEventsTable;
    project_ndas: ProjectNdasTable;
    nda_acceptances: NdaAcceptancesTable;
    project_match_baseline: ProjectMatchBaselineTable;
  }
}
