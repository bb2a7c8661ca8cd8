import { notificationsContract, type MailMode, type NotificationKind } from '@flarescope/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const preferencesQueryKey = ['notifications', 'preferences'] as const;

/** GET /api/account/notification-preferences. */
export const getPreferences = () => api.call(notificationsContract.getAccountNotificationPreferences);

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: preferencesQueryKey, queryFn: getPreferences });

export const usePreferences = () => useQuery(preferencesQueryOptions());

/** PUT /api/account/notification-preferences: each kind's mail at once, in the weekly digest, or off. */
export const savePreferences = (mail: Record<NotificationKind, MailMode>) =>
  api.call(notificationsContract.putAccountNotificationPreferences, { body: { mail } });

export const useSavePreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryKey, saved),
  });
};

/** POST /api/notifications/unsubscribe: a mail's one-click link (no sign-in). */
export const unsubscribe = (token: string) =>
  api.call(notificationsContract.postUnsubscribe, { body: { token } });
