// getMenuTree (type 3, value = user id): the user's menu records and accessible keys (01 §2.4.4).
import { call, client } from '@/lib/api/instance';
import { MENU_TREE_TYPE } from '@/lib/constants/session-start';
import type { MenuItem } from './types';

export interface MenuTree {
  menuList: MenuItem[];
  accessAuthList: string[];
}

export async function getMenuTree(userId: string): Promise<MenuTree> {
  const result = await call(
    client.GET('/auth/left/tree/v2', { params: { query: { type: MENU_TREE_TYPE, value: userId } } }),
  );
  return result.data;
}
