// The query options of 车场设置 (02 §2 parkLot/setting): the parking lots to choose from and a lot's
// fee setting.
import { queryOptions } from '@tanstack/react-query';
import { call, client } from '@/lib/api/instance';

/** Every lot the user can see: the page offers them all in one select. */
const LOT_LIMIT = 1000;

export const parkLotsQuery = queryOptions({
  queryKey: ['property', 'park-lots'],
  queryFn: async () =>
    (await call(client.GET('/park/lot/page/v2', { params: { query: { limit: LOT_LIMIT } } }))).data,
});

/** A lot's fee setting; waits (disabled) while no lot is chosen. */
export const parkSettingQuery = (parkLotId: number | undefined) =>
  queryOptions({
    queryKey: ['property', 'park-setting', parkLotId],
    queryFn: async () =>
      (await call(client.GET('/park/lot/setting/v2', { params: { query: { parkLotId: parkLotId! } } }))).data,
    enabled: parkLotId !== undefined,
  });
