// getArea with areaType 0: the provinces loaded at session start (01 §2.4.4). Area lookups log and
// ignore errors (01 §8), so a failure yields an empty list.
import { call, client } from '@/lib/api/instance';
import { PROVINCE_AREA_TYPE } from '@/lib/constants/session-start';
import type { Area } from './types';

export async function getProvinces(): Promise<Area[]> {
  try {
    const result = await call(
      client.GET('/h_ai/getArea/v1', { params: { query: { areaType: PROVINCE_AREA_TYPE } } }),
      {
        errorToast: false,
      },
    );
    return result.data;
  } catch (error) {
    console.error('省份加载失败', error);
    return [];
  }
}
