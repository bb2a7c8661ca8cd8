import { notificationsContract } from '@flarescope/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const notificationsQueryKey = ['notifications'] as const;

/** GET /api/notifications: the latest notices and the unread count. */
export const getNotifications = () => api.call(notificationsContract.get);

/** Asked again every minute while the app is open, so the bell's count follows without a reload. */
export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationsQueryKey, queryFn: getNotifications, refetchInterval: 60_000 });

export const useNotifications = () => useQuery(notificationsQueryOptions());

/** POST /api/notifications/read: one notice (`id`) or all. */
export const markRead = (id?: string) => api.call(notificationsContract.postRead, { body: id ? { id } : {} });

export const useMarkRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (notices) => queryClient.setQueryData(notificationsQueryKey, notices),
  });
};
