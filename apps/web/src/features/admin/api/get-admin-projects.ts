import type { AdminProjectListResponse, ProjectStage } from '@flarescope/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const key = ['admin', 'projects'] as const;

export const getAdminProjects = () => api.get<AdminProjectListResponse>('/admin/projects');

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
  const slug = encodeURIComponent(change.slug);
  switch (change.kind) {
    case 'publication':
      return api.post<null>(`/projects/${slug}/publication`, { isPublished: change.isPublished });
    case 'stage':
      return api.post<null>(`/projects/${slug}/stage`, { stage: change.stage });
    case 'feature':
      return api.post<null>(`/admin/projects/${slug}/feature`, { isFeatured: change.isFeatured });
    default:
      return api.delete<null>(`/admin/projects/${slug}`, { reason: change.reason });
  }
};

export const useChangeProject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeProject,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};
