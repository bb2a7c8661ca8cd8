import { investorsContract, type NdaRequest, type NdaResponse } from '@flarescope/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ndaQueryKey } from './get-nda';

/** POST /api/projects/:project/nda/acceptance: the version read. */
export const acceptNda = ({ slug, version }: { slug: string; version: number }) =>
  api.call(investorsContract.postNdaAcceptance, { params: { project: slug }, body: { version } });

/** PUT /api/projects/:project/nda: the owner's terms as a new version. */
export const saveNda = ({ slug, body }: { slug: string; body: NdaRequest }) =>
  api.call(investorsContract.putNda, { params: { project: slug }, body });

const useNdaMutation = <T>(slug: string, mutationFn: (input: T) => Promise<NdaResponse>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (nda) => {
      queryClient.setQueryData(ndaQueryKey(slug), nda);
      return queryClient.invalidateQueries({ queryKey: ['investors'] });
    },
  });
};

export const useAcceptNda = (slug: string) =>
  useNdaMutation(slug, (version: number) => acceptNda({ slug, version }));
export const useSaveNda = (slug: string) =>
  useNdaMutation(slug, (body: NdaRequest) => saveNda({ slug, body }));
