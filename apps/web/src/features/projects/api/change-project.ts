import type { ProjectStage } from '@flarescope/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/projects/:project/stage (owner or admin). */
export const changeStage = ({ slug, stage }: { slug: string; stage: ProjectStage }) =>
  api.post<null>(`/projects/${encodeURIComponent(slug)}/stage`, { stage });

/** POST /api/projects/:project/publication (administrators). */
export const setPublication = ({ slug, isPublished }: { slug: string; isPublished: boolean }) =>
  api.post<null>(`/projects/${encodeURIComponent(slug)}/publication`, { isPublished });

const useProjectMutation = <T>(mutationFn: (input: T) => Promise<null>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['projects'] }),
  });
};

export const useChangeStage = () => useProjectMutation(changeStage);
export const useSetPublication = () => useProjectMutation(setPublication);
