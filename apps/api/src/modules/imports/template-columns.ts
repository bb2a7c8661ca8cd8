import { GAS_COMPONENTS, type ImportTemplateKind } from '@flarescope/shared';

// ---------------------------------------------------------------------------------------------
// Templates: the header row of each (column names as written in the file, in this order)
// ---------------------------------------------------------------------------------------------

/**
 * A template's column: `name` is what its header cell reads as (case, spaces and hyphens aside); `label`,
 * where the publisher's own header differs ('Field  Operator'), is what the downloadable template writes.
 */
export type ImportColumn = { name: string; isRequired: boolean; label?: string };

const columns = (requiredNames: string[], optionalNames: string[]): ImportColumn[] => [
  ...requiredNames.map((name) => ({ name, isRequired: true })),
  ...optionalNames.map((name) => ({ name, isRequired: false })),
];

/**
 * The World Bank's "Flare Volume Estimates by Individual Flare Location" workbook, one row per flare site and
 * year, with its header as published (double spaces included). Its snake-cased extracts ('field_operator')
 * read the same. A volume is needed in `bcm` or `Flaring Vol (million m3)`.
 */
const WORLD_BANK_COLUMNS: Array<{ name: string; label: string; isRequired: boolean }> = [
  { name: 'country', label: 'Country', isRequired: true },
  { name: 'latitude', label: 'Latitude', isRequired: true },
  { name: 'longitude', label: 'Longitude', isRequired: true },
  { name: 'bcm', label: 'bcm', isRequired: false },
  { name: 'mmscfd', label: 'MMscfd', isRequired: false },
  { name: 'year', label: 'Year', isRequired: true },
  { name: 'field_type', label: 'Field  Type', isRequired: false },
  { name: 'field_name', label: 'Field Name', isRequired: false },
  { name: 'field_operator', label: 'Field  Operator', isRequired: true },
  { name: 'location', label: 'Location', isRequired: false },
  { name: 'flare_level', label: 'Flare Level', isRequired: false },
  { name: 'flaring_vol_million_m3', label: 'Flaring Vol (million m3)', isRequired: false },
];

/**
 * EOG's VIIRS Nightfire nightly CSV (`.csv` or `.csv.gz`; decision 034): the columns read, as the v3.0
 * "-ez" layout writes them (v2.1 and v4.0 are read too: domain/nightfire.ts). Its files carry ~100 other
 * columns, which are left unread; the template lists the ones that matter.
 */
const NIGHTFIRE_COLUMNS: ImportColumn[] = [
  { name: 'date_mscan', label: 'Date_Mscan', isRequired: true },
  { name: 'date_ltz', label: 'Date_LTZ', isRequired: false },
  { name: 'lat_gmtco', label: 'Lat_GMTCO', isRequired: true },
  { name: 'lon_gmtco', label: 'Lon_GMTCO', isRequired: true },
  { name: 'temp_bb', label: 'Temp_BB', isRequired: true },
  { name: 'rh', label: 'RH', isRequired: true },
  { name: 'cloud_mask', label: 'Cloud_Mask', isRequired: true },
];

export const IMPORT_TEMPLATES: Record<
  ImportTemplateKind,
  {
    columns: ImportColumn[];
    /** At least one of these columns must be in the header. */ requiredAny?: string[];
    /**
     * Months as columns (`jan_2019` … `may_2021`, Flaring Monitor's layout): any number of them, at least
     * one; each is read as its `YYYY-MM`.
     */
    monthColumns?: true;
  }
> = {
  flares: {
    columns: columns(
      ['country', 'company', 'flare_name', 'latitude', 'longitude', 'type'],
      [
        'external_id',
        'field',
        'location',
        'is_routine',
        'is_onshore',
        'combustion_efficiency',
        'temperature_k',
        'detection_frequency',
        'data_date',
      ],
    ),
  },
  observations: {
    columns: columns(
      ['country', 'company', 'flare_name', 'period', 'volume_m3'],
      ['confidence', 'latitude', 'longitude', 'type'],
    ),
  },
  production: {
    columns: columns(['country', 'period'], ['company', 'field', 'oil_bbl', 'gas_m3']),
    requiredAny: ['oil_bbl', 'gas_m3'],
  },
  gas_composition: {
    columns: columns(['country', 'company', 'flare_name', 'sampled_on', ...GAS_COMPONENTS], []),
  },
  worldbank_sites: {
    columns: WORLD_BANK_COLUMNS,
    requiredAny: ['bcm', 'flaring_vol_million_m3'],
  },
  vnf_nightly: { columns: NIGHTFIRE_COLUMNS },
  us_operator_months: {
    columns: columns(['state', 'company_name', 'product_type', 'product_units'], ['combined_name', 'ticker']),
    monthColumns: true,
  },
};

/** What a template's header row says for a column: the publisher's own label, else its name. */
export const importColumnLabel = (column: ImportColumn): string => column.label ?? column.name;

/** The template's month columns as the downloadable template writes them (an example range). */
export const MONTH_COLUMN_EXAMPLES = ['jan_2021', 'feb_2021', 'mar_2021'] as const;
