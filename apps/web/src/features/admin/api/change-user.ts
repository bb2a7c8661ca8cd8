import {
  adminContract,
  type AdminPremiumRequest,
  type AdminProjectAccessRequest,
  type AdminRoleRequest,
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
export const changeUser = ({ id, action }: { id: string; action: UserAction }) => {
  const params = { id };
  switch (action.kind) {
    case 'premium':
      return api.call(adminContract.postUsersPremium, { params, body: action.body });
    case 'projects':
      return api.call(adminContract.postUsersProjects, { params, body: action.body });
    case 'role':
      return api.call(adminContract.postUsersRole, { params, body: action.body });
    case 'sign-out':
      return api.call(adminContract.postUsersSignOut, { params, body: action.body });
  }
};

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
