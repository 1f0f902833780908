// getIsFacePay (GET /face/getIsFacePay/v2): whether face collection is charged, its price, and the
// account's daily face-check limit with today's count.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';

export type FacePayInfo = components['schemas']['FacePayInfo'];

export async function getFacePayInfo(): Promise<FacePayInfo> {
  const result = await call(client.GET('/face/getIsFacePay/v2'), { errorToast: false });
  return result.data;
}

export const facePayInfoQuery = queryOptions({
  queryKey: ['hardware', 'face-pay-info'],
  queryFn: getFacePayInfo,
});

export function useFacePayInfo() {
  return useQuery(facePayInfoQuery);
}
