/** The Companies Explorer: a map to select a country, its companies, a company's profile. */
export const companies = {
  title: 'Companies Explorer',
  lead: 'The oil and gas operators of each country, with their fields, their flaring, their production and how they rank.',
  selectCountry: 'Select country',
  mapLabel: 'World map: select a country to see its companies',
  country: {
    title: 'Companies in {{country}}',
    summary_one: '{{count}} operator in {{country}} is named by the data we hold.',
    summary_other: '{{count}} operators in {{country}} are named by the data we hold.',
    noneAttributed:
      'No source we hold names the operators in {{country}} yet: all its flares are listed as “Not attributed”.',
    caption: 'Companies in {{country}} with their flared gas in {{year}} and their ranks',
    flaringLink: 'See the flaring in {{country}}',
  },
  profile: {
    title: 'Company profile: {{company}}',
    about: 'About',
    noDescription: '{{company}} has no published description yet.',
    countries: 'Countries of operation',
    summary: 'Flaring summary and ranks, {{year}}',
    flaringLink: 'See the flaring of {{company}}',
    fields: 'Fields',
    production: 'Production',
  },
};
