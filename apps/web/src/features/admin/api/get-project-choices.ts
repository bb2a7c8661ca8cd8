import { projectsContract } from '@flarescope/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every project (administrators: drafts too), to name projects in a grant. */
export const getProjectChoices = () =>
  api.call(projectsContract.get, { query: { scope: 'all', sort: 'updated' } });

export const useProjectChoices = (isEnabled: boolean) =>
  useQuery({
    ...queryOptions({ queryKey: ['admin', 'project-choices'], queryFn: getProjectChoices }),
    enabled: isEnabled,
  });
