// csChatList / csChatSend: the user's conversation with 在线客服. Sending appends the question and the
// answer to the cached conversation; the open window is the feedback, so no success toast.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, client } from '@/lib/api/instance';
import type { components } from '@zhsq/contract/api';

export type SupportMessage = components['schemas']['SupportMessage'];

export const chatQuery = queryOptions({
  queryKey: ['support', 'chat'],
  queryFn: async (): Promise<SupportMessage[]> => (await call(client.GET('/cs/chat/list/v1'))).data,
});

export function useChatHistory(enabled: boolean) {
  return useQuery({ ...chatQuery, enabled });
}

export async function sendChatMessage(content: string): Promise<SupportMessage[]> {
  return (await call(client.POST('/cs/chat/send/v1', { body: { content } }), { successToast: false })).data;
}

export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChatMessage,
    onSuccess: (added) =>
      queryClient.setQueryData(chatQuery.queryKey, (list = []) => [
        ...list,
        ...added.filter((m) => !list.some((old) => old.id === m.id)),
      ]),
  });
}
