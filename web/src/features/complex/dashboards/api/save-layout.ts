// loSave (POST /l_o/save/v2): stores the editor's template, panel slots and query day; the server's
// 保存成功 is the toast.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, client } from '@/lib/api/instance';
import { layoutQuery, type EditorLayout, type LayoutPageKey } from './get-layout';

export interface LayoutInput {
  pageKey: LayoutPageKey;
  layoutId: string;
  layoutConfig: string;
  queryDay: number;
}

export async function saveLayout(body: LayoutInput): Promise<EditorLayout> {
  return (await call(client.POST('/l_o/save/v2', { body }))).data;
}

export function useSaveLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLayout,
    onSuccess: (saved) => queryClient.setQueryData(layoutQuery(saved.pageKey).queryKey, saved),
  });
}
