import type {
  AdminPremiumRequest,
  AdminProjectAccessRequest,
  AdminRoleRequest,
  AdminUserDetail,
} from '@flarescope/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminUserKey } from './get-user';
import { adminUsersKey } from './get-users';

/** One administrator's action on an account, as its endpoint takes it. */
export type UserAction =
  | { kind: 'premium'; body: AdminPremiumRequest }
  | { kind: 'projects'; body: AdminProjectAccessRequest }
  | { kind: 'role'; body: AdminRoleRequest }
  | { kind: 'sign-out'; body: { reason: string } };

/** POST /api/admin/users/:id/{premium,projects,role,sign-out}: answers the account after the change. */
export const changeUser = ({ id, action }: { id: string; action: UserAction }) =>
  api.post<AdminUserDetail>(`/admin/users/${encodeURIComponent(id)}/${action.kind}`, action.body);

/** The account's page shows the answer at once (another admin's change included); lists refetch. */
export const useChangeUser = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: UserAction) => changeUser({ id, action }),
    onSuccess: async (user) => {
      queryClient.setQueryData(adminUserKey(id), user);
      await queryClient.invalidateQueries({ queryKey: adminUsersKey });
    },
  });
};
