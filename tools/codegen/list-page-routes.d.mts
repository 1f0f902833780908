import type { ListPageRoute } from '../../contract/src/catalogue/types';

export const LIST_PAGE_ROUTES: string;
export function listPageRoutes(root: string): Promise<ListPageRoute[]>;
export function generateListPageRoutes(root: string): Promise<{ file: string; content: string }[]>;
