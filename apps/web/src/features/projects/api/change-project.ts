import { projectsContract, type ProjectStage } from '@flarescope/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/projects/:project/stage (owner or admin). */
export const changeStage = ({ slug, stage }: { slug: string; stage: ProjectStage }) =>
  api.call(projectsContract.postStage, { params: { project: slug }, body: { stage } });

/** POST /api/projects/:project/publication (administrators). */
export const setPublication = ({ slug, isPublished }: { slug: string; isPublished: boolean }) =>
  api.call(projectsContract.postPublication, { params: { project: slug }, body: { isPublished } });

const useProjectMutation = <T>(mutationFn: (input: T) => Promise<null>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['projects'] }),
  });
};

export const useChangeStage = () => useProjectMutation(changeStage);
export const useSetPublication = () => useProjectMutation(setPublication);
