import { adminContract, projectsContract, type ProjectStage } from '@flarescope/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const key = ['admin', 'projects'] as const;

export const getAdminProjects = () => api.call(adminContract.getProjects);

/** GET /api/admin/projects: every project with stage, owner, published and featured state. */
export const useAdminProjects = () => useQuery(queryOptions({ queryKey: key, queryFn: getAdminProjects }));

/** One change to a project from the console. */
export type ProjectChange =
  | { kind: 'publication'; slug: string; isPublished: boolean }
  | { kind: 'stage'; slug: string; stage: ProjectStage }
  | { kind: 'feature'; slug: string; isFeatured: boolean }
  | { kind: 'delete'; slug: string; reason: string };

/**
 * POST /api/projects/:p/publication, /api/projects/:p/stage, /api/admin/projects/:p/feature, or
 * DELETE /api/admin/projects/:p (with the reason).
 */
export const changeProject = (change: ProjectChange) => {
  switch (change.kind) {
    case 'publication':
      return api.call(projectsContract.postPublication, {
        params: { project: change.slug },
        body: { isPublished: change.isPublished },
      });
    case 'stage':
      return api.call(projectsContract.postStage, {
        params: { project: change.slug },
        body: { stage: change.stage },
      });
    case 'feature':
      return api.call(adminContract.postProjectsFeature, {
        params: { project: change.slug },
        body: { isFeatured: change.isFeatured },
      });
    default:
      return api.call(adminContract.deleteProjectsByProject, {
        params: { project: change.slug },
        body: { reason: change.reason },
      });
  }
};

export const useChangeProject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeProject,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};
