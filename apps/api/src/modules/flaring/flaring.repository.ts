/**
 * All SQL of the flaring explorer, one file per room under repository/ (issue 36, item 8): the data
 * sources, the roll-ups, the publishers' own figures, countries, companies and fields, production, flares,
 * search and operators worldwide. The views, figures and presenters read it as one `repo`. `db` may be a
 * transaction.
 */
export {
  SATELLITE_SOURCE,
  WORLD_BANK_SOURCE,
  ENERGY_INSTITUTE_SOURCE,
  type SourceRow,
  listSources,
} from './repository/sources.repository.js';
export {
  type SourceKind,
  sourceKind,
  type Rollup,
  rollupSeries,
  rollupsForYear,
  companySatelliteSeriesOfCountry,
  satelliteSeriesOfCompanies,
  latestSatelliteYear,
  flareCountOf,
  flareCountsOfCompanies,
} from './repository/rollups.repository.js';
export {
  publishedWorldTotals,
  reportedVolumeByYear,
  reportedByCountry,
  reportedSeriesOfCountry,
} from './repository/published.repository.js';
export {
  type CountryRow,
  listCountries,
  findCountryBySlug,
  type CompanyRow,
  listCompaniesOfCountry,
  findCompany,
  countriesOfCompanyName,
  fieldsOfCompany,
  outlinesOfCompany,
} from './repository/places.repository.js';
export { productionOf } from './repository/production.repository.js';
export {
  type FlareFilter,
  listFlares,
  countFlares,
  findFlare,
  observationsOfFlare,
  operatorYearsOfFlare,
  latestCompositionOfFlare,
  measuredCompositions,
  mapPoints,
} from './repository/flares.repository.js';
export {
  searchCountries,
  searchCompanies,
  searchFlares,
  searchableFields,
  attributedCompanies,
} from './repository/search.repository.js';
export {
  companyGroups,
  companiesOfGroup,
  aliasesOfCompany,
  holdersOfGroup,
  stakesOfGroup,
  groupRulesOf,
  siteMatchesOfFlare,
  datedShareByYear,
  namingSourcesOfCountry,
  namingSources,
  listGroups,
} from './repository/operators.repository.js';
