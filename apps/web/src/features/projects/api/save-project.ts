import { projectsContract, type ProjectWriteRequest } from '@flarescope/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type SaveProjectInput = { slug?: string | undefined; body: ProjectWriteRequest };

/** POST /api/projects (a new draft) or PUT /api/projects/:project (the owner's or an admin's edit). */
export const saveProject = ({ slug, body }: SaveProjectInput) =>
  slug
    ? api.call(projectsContract.putByProject, { params: { project: slug }, body })
    : api.call(projectsContract.post, { body });

export const useSaveProject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['projects'] }),
  });
};
