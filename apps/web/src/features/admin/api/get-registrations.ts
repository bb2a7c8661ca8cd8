import type { EventRegistrationList, EventRegistrationListQuery } from '@flarescope/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryString } from './query-string';

export type RegistrationFilters = Partial<EventRegistrationListQuery>;

export const getRegistrations = (filters: RegistrationFilters) =>
  api.get<EventRegistrationList>(`/event/registrations${queryString(filters)}`);

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
  api.download(`/event/registrations.csv${queryString({ q, lang })}`);
