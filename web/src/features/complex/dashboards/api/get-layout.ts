// loGet (GET /l_o/get/v2): the layout the user saved for one editor page (01 §3 editor layout state).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';

export type EditorLayout = components['schemas']['EditorLayout'];
export type LayoutPageKey = EditorLayout['pageKey'];

export async function getLayout(pageKey: LayoutPageKey): Promise<EditorLayout> {
  const result = await call(client.GET('/l_o/get/v2', { params: { query: { pageKey } } }));
  return result.data;
}

export const layoutQuery = (pageKey: LayoutPageKey) =>
  queryOptions({ queryKey: ['dashboard', 'layout', pageKey], queryFn: () => getLayout(pageKey) });

export function useSavedLayout(pageKey: LayoutPageKey) {
  return useQuery(layoutQuery(pageKey));
}
