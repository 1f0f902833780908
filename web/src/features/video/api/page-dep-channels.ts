// pageDepChannels (GET /d_nvr/pageDepChannels/v1): the communities whose video channels changed after
// lastTimestamp (0 = all), paged by community (page size 100, 02 §9). All pages are read; loginMark,
// token and the sync timestamps come from the first page (the point the sync stands for).
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';
import { TREE_PAGE_LIMIT } from '@/lib/constants/session-start';

export type VideoChannelSync = components['schemas']['VideoChannelSync'];

/** A guard against a server that never ends its pages. */
const MAX_PAGES = 100;

export async function getAllDepChannels(lastTimestamp: number): Promise<VideoChannelSync> {
  let first: VideoChannelSync | undefined;
  const deps: VideoChannelSync['data']['dep_channels'] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await call(
      client.GET('/d_nvr/pageDepChannels/v1', {
        params: { query: { lastTimestamp, page, limit: TREE_PAGE_LIMIT } },
      }),
      { errorToast: false },
    );
    first ??= result.data;
    deps.push(...result.data.data.dep_channels);
    if (result.data.data.dep_channels.length === 0 || deps.length >= result.totalCount) break;
  }
  if (!first) throw new Error('通道同步数据为空');
  return { ...first, data: { ...first.data, dep_channels: deps } };
}
