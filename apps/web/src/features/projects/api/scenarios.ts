import { scenariosContract, type ScenarioWriteRequest } from '@flarescope/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const scenariosQueryKey = (slug: string) => ['projects', 'scenarios', slug] as const;

export const scenariosQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: scenariosQueryKey(slug),
    queryFn: () => api.call(scenariosContract.getScenarios, { params: { project: slug } }),
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
        ? api.call(scenariosContract.putScenariosByScenario, {
            params: { project: slug, scenario: id },
            body,
          })
        : api.call(scenariosContract.postScenarios, { params: { project: slug }, body }),
    onSuccess: (_saved, { slug }) => queryClient.invalidateQueries({ queryKey: scenariosQueryKey(slug) }),
  });
};

export const useDeleteScenario = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, id }: { slug: string; id: string }) =>
      api.call(scenariosContract.deleteScenariosByScenario, { params: { project: slug, scenario: id } }),
    onSuccess: (_done, { slug }) => queryClient.invalidateQueries({ queryKey: scenariosQueryKey(slug) }),
  });
};
