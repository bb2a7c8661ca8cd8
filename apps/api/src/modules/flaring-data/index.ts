/**
 * The front door of what the seed, the imports and the views share (ids, countries, roll-ups, the data
 * version, the World Bank's sites, the types of the data's tables), below all three.
 */
export { countryCodeOf, countryRow } from './countries.js';
export { bumpDataVersion, localDataChanges, noteDataChanged, readDataVersion } from './data-version.js';
export { stableId, UNATTRIBUTED_SLUG } from './ids.js';
export {
  isSatelliteFile,
  operatorMonthTableRows,
  readOperatorMonthRow,
  type MonthColumn,
  type OperatorMonthIssue,
  type OperatorMonthRow,
  type OperatorMonthRows,
} from './operator-months.js';
export { refreshAllRollups, refreshRollupsForFlares } from './rollups.repository.js';
export {
  createNameResolver,
  MATCH_RADIUS_M,
  matchSites,
  readWorldBankRow,
  repairText,
  worldBankHeaderKey,
  type CompanyAlias,
  type CompanyGroupRule,
  type NameResolver,
  type SiteMatch,
  type SiteMatching,
  type WorldBankSite,
} from './worldbank-sites.js';
export type {
  CompaniesTable,
  CompanyAliasesTable,
  CompanyGroupRulesTable,
  CompanyHoldersTable,
  DuplicateReviewsTable,
  FormerAddressesTable,
  CountriesTable,
  DataSourcesTable,
  FieldsTable,
  FlareOperatorYearsTable,
  FlareSiteMatchesTable,
  FlareYearTotalsTable,
  FlaresTable,
  GasCompositionsTable,
  ObservationsTable,
  OperatorMonthsTable,
  OperatorSatelliteMonthsTable,
  ProductionTable,
  PublishedWorldTotalsTable,
  ReportedFlaringTable,
} from './flaring-data.tables.js';
export {
  addressChanges,
  aliasLookup,
  type AddressSnapshot,
  type CurrentAddress,
  type FormerAddress,
} from './former-addresses.js';
export {
  listAliases,
  recordFormerAddresses,
  resolveFormerAddress,
  snapshotAddresses,
} from './former-addresses.repository.js';
export { createViewCache, viewKey, type ViewCache } from './view-cache.js';
