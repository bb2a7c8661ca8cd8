import { passportContract, type PassportResponse } from '@flarescope/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { passportQueryKey } from './get-passport';
import { profileQueryKey } from './get-profile';

/** DELETE /api/passport/cover: the cover and its files go. */
export const removeCover = (): Promise<PassportResponse> => api.call(passportContract.deleteCover);

export const useRemoveCover = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCover,
    onSuccess: (passport) => {
      queryClient.setQueryData(passportQueryKey, passport);
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
};
