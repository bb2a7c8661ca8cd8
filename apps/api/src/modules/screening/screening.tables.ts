/**
 * The screening's table: the default model on each flare's satellite data.
 * Added to the Database of db/database.ts by declaration merging: the floor imports no module.
 */

/** The default model on one flare's satellite data (migration 040, issue 26; decision 025). */
export type ScreenedOpportunitiesTable = {
  flare_id: string;
  flare_name: string;
  country_iso3: string;
  country_slug: string;
  country_name_en: string;
  country_name_es: string;
  company_slug: string;
  company_name: string;
  company_sort: string;
  company_is_unattributed: number;
  latitude: number;
  longitude: number;
  power_mw: number;
  volume_m3_per_day: number;
  period: string;
  source_id: string;
  is_default_composition: number;
  capacity_mw: number;
  capex_usd: number;
  npv: number;
  irr: number | null;
  equity_irr: number | null;
  min_dscr: number | null;
  lcoe_usd_per_mwh: number | null;
  payback_years: number | null;
  avoided_co2e_t: number;
  gas_decline_rate: number;
  /** The supply (migration 090, decision 032): years of record with gas, the first and last of them. */
  supply_years: number;
  supply_from_year: number | null;
  supply_to_year: number | null;
  /** P50 and P90 gas of operating year 1, m³/d; null with fewer than 3 years ("not enough years"). */
  p50_m3_per_day: number | null;
  p90_m3_per_day: number | null;
  uptime: number | null;
  /** The share of flares of its size still seen 5 years on, whose curve ('country' | 'world'), over how many. */
  survival_5y: number | null;
  survival_scope: string | null;
  survival_followed: number | null;
  /** The lenders' case (P90 × survival, loan sized by DSCR) and the sponsors' (P50, that loan). */
  lenders_debt_usd: number | null;
  lenders_debt_share: number | null;
  lenders_min_dscr: number | null;
  lenders_npv: number | null;
  lenders_irr: number | null;
  sponsors_equity_irr: number | null;
  sponsors_npv: number | null;
  /**
   * Migration 110 (decision 038): the last year the flare was seen, the years from it to the catalogue's
   * latest (0 = seen in it), the share of flares of its size dark as long seen again the next year (null
   * when 0).
   */
  last_seen_year: number;
  years_unseen: number;
  survival_since_seen: number | null;
  /** The plant's technology (a TechnologyId) and 'below' / 'above' its cost source's sizes, else null. */
  technology: string;
  cost_beyond: string | null;
  /**
   * Migration 130 (decision 040): 'flare', or 'cluster' — flares pooled into one plant at the largest
   * (the anchor, whose id after 'c-' is the row's key and whose name, country and company the row's);
   * how many flares; a cluster's members (JSON: ClusterMemberJson[]), the gathering radius it was formed
   * with, its gathering line's length (km) and capex (USD); null for a single flare.
   */
  kind: string;
  member_count: number;
  cluster_members: string | null;
  radius_km: number | null;
  gathering_km: number | null;
  gathering_capex_usd: number | null;
} & Record<ScreeningRankColumn, number>;

/** One member of a screened cluster as its row stores it (cluster_members). */
export type ClusterMemberJson = {
  name: string;
  countrySlug: string;
  companySlug: string;
  companyName: string;
  isUnattributed: boolean;
  m3PerDay: number;
  share: number;
  km: number;
};

/** The flares a cluster may take (migration 130): seen in the catalogue's latest year, with gas. */
export type ScreeningClusterPointsTable = {
  flare_id: string;
  latitude: number;
  longitude: number;
  m3_per_day: number;
};

/** The catalogue's survival counts (migration 090): one row per scope, size class and horizon. */
export type FlareSurvivalTable = {
  /** 'world' or a country's iso3. */
  scope: string;
  size_class: number;
  horizon: number;
  followed: number;
  seen: number;
  first_year: number;
  last_year: number;
};

/** A screened row's place in one sort and order of the list (1 = first). */
export type ScreeningRankColumn =
  `rank_${'npv' | 'irr' | 'capacity' | 'avoided' | 'country' | 'operator' | 'lenders' | 'sponsors'}_${'asc' | 'desc'}`;

/** A project's two case IRRs at a project version and screening stamp (migration 151, decision 045). */
export type ProjectCasesTable = {
  project_id: string;
  project_updated_at: string;
  stamp: string;
  /** 1: the IRRs below are its cases'; 0: the project has no case (no flare, too few years). */
  has_cases: number;
  lenders_irr: number | null;
  sponsors_irr: number | null;
};

/*
 * A copy of what the matching rule reads of each row, as of the investors' last look for new screened
 * matches (decision 041): a snapshot of this module's rows, taken and read through its front door
 * (matching.service.ts; declared with the notices until decision 046).
 */
/** What the matching rule reads of each screened row, as of the last look for new screened matches. */
export type ScreenedMatchBaselineTable = {
  flare_id: string;
  country_iso3: string;
  technology: string;
  capex_usd: number;
  lenders_debt_usd: number | null;
  lenders_irr: number | null;
  sponsors_equity_irr: number | null;
};

declare module '../../db/database.js' {
  interface Database {
    project_cases: ProjectCasesTable;
    screened_opportunities: ScreenedOpportunitiesTable;
    flare_survival: FlareSurvivalTable;
    screening_cluster_points: ScreeningClusterPointsTable;
    screened_match_baseline: ScreenedMatchBaselineTable;
  }
}
