// productActivate (POST /u_ac/product/activate/v1): pay months of a product from the balance. Success
// toast = the server's 开通成功; 余额不足 (11001) and other failures toast their server text (01 §8).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, client } from '@/lib/api/instance';
import type { components } from '@zhsq/contract/api';
import { accountSummaryQuery } from './get-account-summary';
import { ordersKey } from './get-orders';
import { productsQuery } from './get-products';

export type ProductActivation = components['schemas']['ProductActivation'];

export async function activateProduct(body: {
  productId: number;
  months: 1 | 3 | 6 | 12;
}): Promise<ProductActivation> {
  return (await call(client.POST('/u_ac/product/activate/v1', { body }))).data;
}

export function useActivateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateProduct,
    onSettled: () => {
      for (const queryKey of [productsQuery.queryKey, accountSummaryQuery.queryKey, ordersKey])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
