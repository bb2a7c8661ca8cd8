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
} & Record<ScreeningRankColumn, number>;

/** A screened row's place in one sort and order of the list (1 = first). */
export type ScreeningRankColumn =
  `rank_${'npv' | 'irr' | 'capacity' | 'avoided' | 'country' | 'operator'}_${'asc' | 'desc'}`;

declare module '../../db/database.js' {
  interface Database {
    screened_opportunities: ScreenedOpportunitiesTable;
  }
}
