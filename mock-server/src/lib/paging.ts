// Page slicing shared by the list domains: `page` from 1, or an explicit record offset.

export interface PageRequest {
  page?: number;
  limit?: number;
  /** record offset; wins over `page` when given */
  offset?: number;
}

export interface PageOf<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export function slicePage<T>(list: readonly T[], request: PageRequest, defaultLimit = 15): PageOf<T> {
  const limit = Math.max(1, Math.floor(request.limit ?? defaultLimit));
  const page = Math.max(1, Math.floor(request.page ?? 1));
  const offset = request.offset !== undefined ? Math.max(0, Math.floor(request.offset)) : (page - 1) * limit;
  return { items: list.slice(offset, offset + limit), total: list.length, page, limit };
}
