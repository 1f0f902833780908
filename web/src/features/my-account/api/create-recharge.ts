// rechargeCreate (POST /u_ac/recharge/create/v1): a pending recharge order and its payment QR code.
// The dialog that follows is the feedback, so no success toast; failures toast (01 §8).
import { useMutation } from '@tanstack/react-query';
import { call, client } from '@/lib/api/instance';
import type { components } from '@zhsq/contract/api';

export type RechargePayment = components['schemas']['RechargePayment'];

export async function createRecharge(body: { amount: number; payType: 1 | 2 }): Promise<RechargePayment> {
  return (await call(client.POST('/u_ac/recharge/create/v1', { body }), { successToast: false })).data;
}

export function useCreateRecharge() {
  return useMutation({ mutationFn: createRecharge });
}
