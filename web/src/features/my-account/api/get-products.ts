// productList (GET /u_ac/product/list/v1): every product with this account's status.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, client } from '@/lib/api/instance';
import type { components } from '@zhsq/contract/api';

export type AccountProduct = components['schemas']['AccountProduct'];
export type ProductCategory = AccountProduct['category'];

export const productsQuery = queryOptions({
  queryKey: ['my-account', 'products'],
  queryFn: async (): Promise<AccountProduct[]> => (await call(client.GET('/u_ac/product/list/v1'))).data,
});

export function useProducts() {
  return useQuery(productsQuery);
}
