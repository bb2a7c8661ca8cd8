import { z } from 'zod';
import {
  companyResponseSchema,
  countryExportQuerySchema,
  countryResponseSchema,
  exportQuerySchema,
  fieldOutlinesResponseSchema,
  flareListQuerySchema,
  flareListResponseSchema,
  flareResponseSchema,
  groupResponseSchema,
  horizonQuerySchema,
  mapQuerySchema,
  mapResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
  worldSummaryResponseSchema,
} from '../schemas/flaring.js';
import {
  companyMonthsResponseSchema,
  declaredVsObservedResponseSchema,
  observedExportQuerySchema,
  observedRangeQuerySchema,
  operatorPeriodQuerySchema,
  reportedOperatorsResponseSchema,
} from '../schemas/operator-months.js';
import { defineRoutes } from './route.js';

const slug = z.string().min(1).max(160);
const countryParams = z.object({ country: slug });
const companyParams = countryParams.extend({ company: slug });
const flareParams = companyParams.extend({ name: slug });

/** The flaring views (cached per data version, `flaring/view-route.ts`), the search and the downloads. */
export const flaringContract = defineRoutes({
  world: {
    method: 'GET',
    path: '/api/flaring/world',
    query: horizonQuerySchema,
    response: worldSummaryResponseSchema,
  },
  country: {
    method: 'GET',
    path: '/api/flaring/countries/:country',
    params: countryParams,
    query: horizonQuerySchema,
    response: countryResponseSchema,
  },
  countryFlares: {
    method: 'GET',
    path: '/api/flaring/countries/:country/flares',
    params: countryParams,
    query: flareListQuerySchema,
    response: flareListResponseSchema,
  },
  company: {
    method: 'GET',
    path: '/api/flaring/countries/:country/companies/:company',
    params: companyParams,
    query: horizonQuerySchema,
    response: companyResponseSchema,
  },
  companyMonths: {
    method: 'GET',
    path: '/api/flaring/countries/:country/companies/:company/months',
    params: companyParams,
    query: operatorPeriodQuerySchema,
    response: companyMonthsResponseSchema,
  },
  reportedOperators: {
    method: 'GET',
    path: '/api/flaring/countries/:country/reported-operators',
    params: countryParams,
    query: operatorPeriodQuerySchema,
    response: reportedOperatorsResponseSchema,
  },
  declaredVsObserved: {
    method: 'GET',
    path: '/api/flaring/countries/:country/declared-vs-observed',
    params: countryParams,
    query: observedRangeQuerySchema,
    response: declaredVsObservedResponseSchema,
  },
  group: {
    method: 'GET',
    path: '/api/flaring/groups/:group',
    params: z.object({ group: slug }),
    query: horizonQuerySchema,
    response: groupResponseSchema,
  },
  companyOutlines: {
    method: 'GET',
    path: '/api/flaring/countries/:country/companies/:company/outlines',
    params: companyParams,
    response: fieldOutlinesResponseSchema,
  },
  companyFlares: {
    method: 'GET',
    path: '/api/flaring/countries/:country/companies/:company/flares',
    params: companyParams,
    query: flareListQuerySchema,
    response: flareListResponseSchema,
  },
  flare: {
    method: 'GET',
    path: '/api/flaring/countries/:country/companies/:company/flares/:name',
    params: flareParams,
    query: horizonQuerySchema,
    response: flareResponseSchema,
  },
  map: { method: 'GET', path: '/api/flaring/map', query: mapQuerySchema, response: mapResponseSchema },
  search: {
    method: 'GET',
    path: '/api/flaring/search',
    query: searchQuerySchema,
    response: searchResponseSchema,
  },
  exportWorld: { method: 'GET', path: '/api/flaring/exports/world', query: exportQuerySchema, file: true },
  exportCountry: {
    method: 'GET',
    path: '/api/flaring/exports/countries/:country',
    params: countryParams,
    query: countryExportQuerySchema,
    file: true,
  },
  exportCompany: {
    method: 'GET',
    path: '/api/flaring/exports/countries/:country/companies/:company',
    params: companyParams,
    query: exportQuerySchema,
    file: true,
  },
  exportDeclaredVsObserved: {
    method: 'GET',
    path: '/api/flaring/exports/countries/:country/declared-vs-observed',
    params: countryParams,
    query: observedExportQuerySchema,
    file: true,
  },
  exportFlare: {
    method: 'GET',
    path: '/api/flaring/exports/countries/:country/companies/:company/flares/:name',
    params: flareParams,
    query: exportQuerySchema,
    file: true,
  },
});
