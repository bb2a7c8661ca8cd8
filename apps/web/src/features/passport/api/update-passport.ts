import type { PassportResponse, PassportUpdate } from '@flarescope/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { passportQueryKey } from './get-passport';
import { profileQueryKey } from './get-profile';

/** PATCH /api/passport: headline, about me and privacy per field. */
export const updatePassport = (input: PassportUpdate): Promise<PassportResponse> =>
  api.patch<PassportResponse>('/passport', input);

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
