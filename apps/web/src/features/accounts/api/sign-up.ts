import type { SignUpRequest, SignUpResponse } from '@flarescope/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/signup: creates the account and signs it in (sets the `auth` cookie). */
export const signUp = (input: SignUpRequest): Promise<SignUpResponse> =>
  api.post<SignUpResponse>('/auth/signup', input);

export const useSignUp = () => useMutation({ mutationFn: signUp });
