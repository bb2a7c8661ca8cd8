import { flaringContract } from '@flarescope/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The monthly views (decision 036): a company's reports to the states and the satellite estimate beside
 * them; a country's operators as reported; declared vs observed. A country without monthly reports answers
 * 404, which the country page reads as "no such section" (no retry).
 */
export const useCompanyMonths = (country: string, company: string, period: string | undefined) =>
  useQuery({
    queryKey: ['flaring', 'companyMonths', country, company, period ?? null],
    queryFn: () =>
      api.call(flaringContract.companyMonths, {
        params: { country, company },
        query: period ? { period } : {},
      }),
    placeholderData: keepPreviousData,
  });

export const useReportedOperators = (country: string, period: string | undefined) =>
  useQuery({
    queryKey: ['flaring', 'reportedOperators', country, period ?? null],
    queryFn: () =>
      api.call(flaringContract.reportedOperators, { params: { country }, query: period ? { period } : {} }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useDeclaredVsObserved = (country: string, range: { from?: string; to?: string }) =>
  useQuery({
    queryKey: ['flaring', 'declaredVsObserved', country, range.from ?? null, range.to ?? null],
    queryFn: () =>
      api.call(flaringContract.declaredVsObserved, {
        params: { country },
        query: { ...(range.from && { from: range.from }), ...(range.to && { to: range.to }) },
      }),
    placeholderData: keepPreviousData,
  });
