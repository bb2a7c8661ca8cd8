/**
 * The flaring data's tables: the catalogue (sources, countries, companies, fields, flares), what
 * the sources observed and reported, the attributions and names the imports resolve, and the roll-ups.
 * Added to the Database of db/database.ts by declaration merging: the floor imports no module.
 */

export type DataSourcesTable = {
  id: string;
  publisher: string;
  title: string;
  licence: string;
  url: string | null;
  published_on: string | null;
  kind: string;
  notes: string | null;
  created_at: string;
  /** Spanish title and licence text (migration 010); null: the English ones are shown. */
  title_es: string | null;
  licence_es: string | null;
};

export type CountriesTable = {
  iso3: string;
  iso2: string;
  slug: string;
  name_en: string;
  name_es: string;
  search_key: string;
};

export type CompaniesTable = {
  id: string;
  slug: string;
  name: string;
  country_iso3: string;
  is_unattributed: number;
  website: string | null;
  description_en: string | null;
  description_es: string | null;
  search_key: string;
  /** The group the company rolls up to (migration 020, decision 016): its owner's slug, else its own name's. */
  group_slug: string | null;
  group_name: string | null;
};

export type FieldsTable = {
  id: string;
  slug: string;
  name: string;
  country_iso3: string;
  company_id: string | null;
  basin: string | null;
  province: string | null;
  outline: string | null;
  source_id: string;
  /** oil, gas or lng where a source says (migration 020). */
  field_type: string | null;
};

export type FlaresTable = {
  id: string;
  name: string;
  company_id: string;
  country_iso3: string;
  field_id: string | null;
  latitude: number;
  longitude: number;
  location: string | null;
  type: string;
  is_routine: number | null;
  is_onshore: number | null;
  combustion_efficiency: number | null;
  temperature_k: number | null;
  detection_frequency: number | null;
  trend: string | null;
  first_year: number | null;
  last_year: number | null;
  external_id: string;
  source_id: string;
  data_date: string | null;
  search_key: string;
};

export type GasCompositionsTable = {
  id: string;
  flare_id: string;
  sampled_on: string;
  c1: number;
  c2: number;
  c3: number;
  ic4: number;
  nc4: number;
  ic5: number;
  nc5: number;
  c6plus: number;
  n2: number;
  co2: number;
  h2s: number;
  source_id: string;
};

export type ObservationsTable = {
  flare_id: string;
  period: string;
  year: number;
  volume_m3: number;
  source_id: string;
  confidence: string | null;
};

export type ProductionTable = {
  entity_key: string;
  level: string;
  country_iso3: string;
  company_id: string | null;
  field_id: string | null;
  period: string;
  year: number;
  oil_bbl: number | null;
  gas_m3: number | null;
  source_id: string;
};

export type ReportedFlaringTable = {
  country_iso3: string;
  year: number;
  source_id: string;
  flared_m3: number | null;
  intensity_m3_per_bbl: number | null;
  co2_t: number | null;
};

/** A publisher's own world total of a year (migration 015), e.g. the Energy Institute's "Total World". */
export type PublishedWorldTotalsTable = {
  source_id: string;
  year: number;
  flared_m3: number;
};

/** Roll-ups (migration 004): one flare's observations summed per year and source. */
/** Which company operated a flare in a year, where a source dates it (migration 017, decision 014). */
export type FlareOperatorYearsTable = {
  flare_id: string;
  year: number;
  company_id: string;
  source_id: string;
};

/** Names a company is also known by, with the evidence (migration 020, decision 016). '' = every country. */
export type CompanyAliasesTable = {
  country_iso3: string;
  alias_key: string;
  alias: string;
  name: string;
  kind: string;
  evidence: string;
};

/** The group a company rolls up to where a public source names its owner (migration 020). */
export type CompanyGroupRulesTable = {
  country_iso3: string;
  company_key: string;
  company: string;
  group_name: string;
  evidence: string;
};

/** Who holds a company no one controls (a joint venture), with the share where sourced (migration 070). */
export type CompanyHoldersTable = {
  country_iso3: string;
  group_slug: string;
  holder: string;
  holder_group_slug: string;
  share_pct: number | null;
  evidence: string;
};

/** An address the product served that now names another company or flare (migration 070, decision 035). */
export type FormerAddressesTable = {
  kind: 'company' | 'flare';
  country_iso3: string;
  company_slug: string;
  /** '' for a company's address. */
  flare_name: string;
  /** The company's or flare's id: resolved to its address of today when asked. */
  target_id: string;
  reason: string;
  recorded_at: string;
};

/** An administrator's decision on a candidate pair of duplicate companies (migration 070). */
export type DuplicateReviewsTable = {
  pair_key: string;
  country_iso3: string;
  keep_name: string;
  other_name: string;
  decision: 'merge' | 'distinct';
  evidence: string;
  reviewed_by: string | null;
  reviewed_at: string;
};

/** A per-flare source's site matched to a catalogue flare in a year (migration 020, decision 016). */
export type FlareSiteMatchesTable = {
  flare_id: string;
  year: number;
  source_id: string;
  site_latitude: number;
  site_longitude: number;
  distance_m: number;
  field_name: string | null;
  field_type: string | null;
  operator: string | null;
  volume_m3: number | null;
};

export type FlareYearTotalsTable = {
  flare_id: string;
  year: number;
  source_id: string;
  company_id: string;
  country_iso3: string;
  volume_m3: number;
  periods: number;
  last_period: string;
};

/** Roll-ups: a company's (or a country's) flares summed per year and source. */
export type YearTotalsColumns = {
  country_iso3: string;
  year: number;
  source_id: string;
  volume_m3: number;
  active_flares: number;
  observed_flares: number;
  last_period: string;
};

export type CompanyYearTotalsTable = YearTotalsColumns & { company_id: string };

export type CountryYearTotalsTable = YearTotalsColumns;

/** US operators' monthly reports to the states (migration 050, decision 036): one row per source, company, state, month. */
export type OperatorMonthsTable = {
  source_id: string;
  company_id: string;
  country_iso3: string;
  state: string;
  month: string;
  year: number;
  oil_bbl: number | null;
  gas_m3: number | null;
  flared_m3: number | null;
  co2e_t: number | null;
};

/** The satellite-modeled monthly file: its reported volume beside the estimate and bounds (migration 050). */
export type OperatorSatelliteMonthsTable = {
  source_id: string;
  company_id: string;
  country_iso3: string;
  state: string;
  month: string;
  year: number;
  reported_m3: number | null;
  satellite_m3: number | null;
  satellite_lower_m3: number | null;
  satellite_upper_m3: number | null;
  blended_m3: number | null;
  oil_bbl: number | null;
  gas_m3: number | null;
  co2e_t: number | null;
  blended_co2e_t: number | null;
};

declare module '../../db/database.js' {
  interface Database {
    data_sources: DataSourcesTable;
    countries: CountriesTable;
    companies: CompaniesTable;
    fields: FieldsTable;
    flares: FlaresTable;
    gas_compositions: GasCompositionsTable;
    observations: ObservationsTable;
    production: ProductionTable;
    reported_flaring: ReportedFlaringTable;
    published_world_totals: PublishedWorldTotalsTable;
    flare_operator_years: FlareOperatorYearsTable;
    company_aliases: CompanyAliasesTable;
    company_group_rules: CompanyGroupRulesTable;
    company_holders: CompanyHoldersTable;
    former_addresses: FormerAddressesTable;
    duplicate_reviews: DuplicateReviewsTable;
    flare_site_matches: FlareSiteMatchesTable;
    flare_year_totals: FlareYearTotalsTable;
    company_year_totals: CompanyYearTotalsTable;
    country_year_totals: CountryYearTotalsTable;
    operator_months: OperatorMonthsTable;
    operator_satellite_months: OperatorSatelliteMonthsTable;
  }
}
