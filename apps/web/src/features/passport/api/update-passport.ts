import { passportContract, type PassportResponse, type PassportUpdate } from '@flarescope/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { passportQueryKey } from './get-passport';
import { profileQueryKey } from './get-profile';

/** PATCH /api/passport: headline, about me and privacy per field. */
export const updatePassport = (input: PassportUpdate): Promise<PassportResponse> =>
  api.call(passportContract.patch, { body: input });

export const useUpdatePassport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePassport,
    onSuccess: (passport) => {
      queryClient.setQueryData(passportQueryKey, passport);
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
};
