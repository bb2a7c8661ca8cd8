import type { ScenarioSavedResponse, ScenariosResponse, ScenarioWriteRequest } from '@flarescope/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const base = (slug: string) => `/projects/${encodeURIComponent(slug)}/scenarios`;

export const scenariosQueryKey = (slug: string) => ['projects', 'scenarios', slug] as const;

export const scenariosQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: scenariosQueryKey(slug),
    queryFn: () => api.get<ScenariosResponse>(base(slug)),
  });

/** A project's base figures and its scenarios, side by side. */
export const useScenarios = (slug: string) => useQuery(scenariosQueryOptions(slug));

type Save = { slug: string; id?: string; body: ScenarioWriteRequest };

/** POST (new) or PUT (id) a scenario; the list is read again after. */
export const useSaveScenario = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, id, body }: Save) =>
      id
        ? api.put<ScenarioSavedResponse>(`${base(slug)}/${encodeURIComponent(id)}`, body)
        : api.post<ScenarioSavedResponse>(base(slug), body),
    onSuccess: (_saved, { slug }) => queryClient.invalidateQueries({ queryKey: scenariosQueryKey(slug) }),
  });
};

export const useDeleteScenario = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, id }: { slug: string; id: string }) =>
      api.delete<null>(`${base(slug)}/${encodeURIComponent(id)}`),
    onSuccess: (_done, { slug }) => queryClient.invalidateQueries({ queryKey: scenariosQueryKey(slug) }),
  });
};
