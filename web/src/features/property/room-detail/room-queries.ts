// The query options of 房间详情 (02 §2 room detail): the community and the room, under the resource
// keys their list pages invalidate, and the room's residents, bills and visitors.
import { queryOptions } from '@tanstack/react-query';
import { call, client } from '@/lib/api/instance';

/** How many residents, bills and visitors each of the room's tabs lists. */
const RELATED_LIMIT = 100;

const roomKey = (roomId: number) => ['property', 'room', roomId] as const;

export const roomResidentsQuery = (roomId: number) =>
  queryOptions({
    queryKey: [...roomKey(roomId), 'residents'],
    queryFn: async () =>
      (
        await call(
          client.GET('/u_r/resident/page/v2', {
            params: { query: { node: `room:${roomId}`, limit: RELATED_LIMIT } },
          }),
        )
      ).object.records,
  });

export const roomBillsQuery = (roomId: number) =>
  queryOptions({
    queryKey: [...roomKey(roomId), 'bills'],
    queryFn: async () =>
      (
        await call(
          client.GET('/e_c/bill/page/v2', {
            params: { query: { node: `room:${roomId}`, limit: RELATED_LIMIT } },
          }),
        )
      ).object.records,
  });

export const roomVisitorsQuery = (roomId: number) =>
  queryOptions({
    queryKey: [...roomKey(roomId), 'visitors'],
    queryFn: async () =>
      (
        await call(
          client.GET('/v_m/visitor/page/v2', {
            params: { query: { node: `room:${roomId}`, limit: RELATED_LIMIT } },
          }),
        )
      ).object.content,
  });

/** The community (under 小区管理's detail key); waits for a valid id. */
export const communityDetailQuery = (depId: number) =>
  queryOptions({
    queryKey: ['resource', 'PropertyCommunity', 'detail', depId],
    queryFn: async () =>
      (await call(client.GET('/h_d/community/detail/v2', { params: { query: { id: depId } } }))).object,
    enabled: Number.isInteger(depId) && depId > 0,
  });

/** The room (under 房间管理's detail key); a missing room is the page's own message, not a toast. */
export const roomDetailQuery = (roomId: number | undefined) =>
  queryOptions({
    queryKey: ['resource', 'PropertyRoom', 'detail', roomId],
    queryFn: async () =>
      (
        await call(client.GET('/h_d/room/detail/v2', { params: { query: { id: roomId! } } }), {
          errorToast: false,
        })
      ).object,
    enabled: roomId !== undefined,
    retry: false,
  });
