import { conversationsContract, type MessageRequest } from '@flarescope/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const conversationsQueryKey = (slug: string) => ['investors', 'conversations', slug] as const;

/** GET /api/projects/:project/conversations: the owner side's conversations, or the investor's own. */
export const conversationsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: conversationsQueryKey(slug),
    queryFn: () => api.call(conversationsContract.getConversations, { params: { project: slug } }),
    retry: false,
  });

export const useConversations = (slug: string, isEnabled: boolean) =>
  useQuery({ ...conversationsQueryOptions(slug), enabled: isEnabled });

/** GET one conversation (the other side's messages are then read: the list's counts change). */
export const useConversation = (slug: string, investorId: string | null) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...conversationsQueryKey(slug), investorId],
    queryFn: async () => {
      const conversation = await api.call(conversationsContract.getConversationsByInvestor, {
        params: { project: slug, investor: investorId ?? '' },
      });
      await queryClient.invalidateQueries({ queryKey: conversationsQueryKey(slug), exact: true });
      return conversation;
    },
    enabled: investorId !== null,
    retry: false,
  });
};

export const useSendMessage = (slug: string, investorId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageRequest) =>
      api.call(conversationsContract.postConversationsByInvestor, {
        params: { project: slug, investor: investorId },
        body,
      }),
    onSuccess: async (conversation) => {
      queryClient.setQueryData([...conversationsQueryKey(slug), investorId], conversation);
      await queryClient.invalidateQueries({ queryKey: conversationsQueryKey(slug), exact: true });
    },
  });
};
