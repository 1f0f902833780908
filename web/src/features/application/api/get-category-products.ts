// productList (GET /u_ac/product/list/v1?category=): the applications of one 应用中心 section with
// this account's state (the same products My Account activates).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, client } from '@/lib/api/instance';
import type { components } from '@zhsq/contract/api';

export type ApplicationProduct = components['schemas']['AccountProduct'];
export type ApplicationCategory = ApplicationProduct['category'];

export const categoryProductsQuery = (category: ApplicationCategory) =>
  queryOptions({
    queryKey: ['application', 'products', category],
    queryFn: async (): Promise<ApplicationProduct[]> =>
      (await call(client.GET('/u_ac/product/list/v1', { params: { query: { category } } }))).data,
  });

export function useCategoryProducts(category: ApplicationCategory) {
  return useQuery(categoryProductsQuery(category));
}
