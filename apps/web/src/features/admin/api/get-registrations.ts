import { eventContract, type EventRegistrationListQuery } from '@flarescope/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { localeOf } from '../../../lib/i18n';

export type RegistrationFilters = Partial<EventRegistrationListQuery>;

export const getRegistrations = (filters: RegistrationFilters) =>
  api.call(eventContract.getRegistrations, { query: filters });

export const getRegistrationsQueryOptions = (filters: RegistrationFilters) =>
  queryOptions({
    queryKey: ['admin', 'registrations', filters],
    queryFn: () => getRegistrations(filters),
  });

/** GET /api/event/registrations: a page of Business Mastery registrations matching the search. */
export const useRegistrations = (filters: RegistrationFilters) =>
  useQuery({ ...getRegistrationsQueryOptions(filters), placeholderData: keepPreviousData });

/** GET /api/event/registrations.csv: the searched registrations as a file, in the reader's language. */
export const downloadRegistrations = (q: string | undefined, lang: string) =>
  api.downloadRoute(eventContract.getRegistrationsCsv, { query: { q, lang: localeOf(lang) } });
