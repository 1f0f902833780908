// The smaller domains, through the store: notices, messages, video, vehicle cameras, seeded files.
import { describe, expect, it } from 'vitest';
import { QT_INSTALLER_KEY, VIDEO_INSTALLER_KEY } from './client/client.js';
import { NOTICE_IMAGES } from './notice/notices.js';
import { testStore } from '../test-support/testing.js';

describe('notices', () => {
  it('lists newest first and filters by window location', () => {
    const { notices } = testStore();
    const all = notices.list();
    expect(all.map((n) => n.updateTime)).toEqual([...all.map((n) => n.updateTime)].sort().reverse());
    expect(notices.list(1).every((n) => n.windowLocation === 1)).toBe(true);
    expect(notices.list(1).length + notices.list(2).length).toBe(all.length);
  });

  it('serves the pictures of image-style notices from the uploads', () => {
    const store = testStore();
    for (const n of store.notices.list().filter((x) => x.type === '2')) {
      const key = n.content.replace('/api/static/uploads/', '');
      expect(store.uploads.get(key)?.mimetype).toBe('image/svg+xml');
    }
    expect(store.uploads.get(NOTICE_IMAGES.fireSafety.key)).toBeDefined();
    expect(store.uploads.get(QT_INSTALLER_KEY)?.data.subarray(0, 2).toString()).toBe('PK');
    expect(store.uploads.get(VIDEO_INSTALLER_KEY)?.data.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('messages', () => {
  it('counts unread messages of each type, zero counts included', () => {
    const store = testStore();
    const depIds = new Set(store.communities.map((c) => c.depId));
    const counts = store.messages.unreadCounts(depIds);
    expect(counts.map((c) => c.msgType)).toEqual([2, 4, 9, 10]);
    const unread = store.messages.list(depIds, { readStatus: 0 });
    expect(counts.reduce((n, c) => n + c.count, 0)).toBe(unread.length);
    expect(store.messages.list(depIds, { msgType: 9 }).every((m) => m.msgType === 9)).toBe(true);
    expect(store.messages.unreadCounts(new Set()).every((c) => c.count === 0)).toBe(true);
  });
});

describe('video', () => {
  it('shows the platform default account first, and agents see their lineage only', () => {
    const { video } = testStore();
    expect(video.accounts('1').map((a) => a.accountId)).toEqual([1, 2, 3]);
    expect(video.accounts('2').map((a) => [a.accountId, a.status])).toEqual([
      [1, 1],
      [2, 0],
    ]);
    expect(video.accounts('5').map((a) => a.accountId)).toEqual([1, 2]);
    expect(video.devices('3', 2)).toBeUndefined();
    expect(video.devices('1', 1)?.length).toBe(video.accounts('1')[0]!.deviceCount);
  });

  it('keeps only the accounts the control endpoint names (/__mock/cloud-accounts)', () => {
    const { video } = testStore();
    expect(video.accountIds()).toEqual([1, 2, 3]);
    video.limitAccounts([]);
    expect(video.accounts('1')).toEqual([]);
    video.limitAccounts([2]);
    expect(video.accounts('1').map((a) => a.accountId)).toEqual([2]);
    expect(video.accounts('3')).toEqual([]);
    expect(video.devices('1', 1)).toBeUndefined();
    video.limitAccounts(null);
    expect(video.accounts('1').map((a) => a.accountId)).toEqual([1, 2, 3]);
  });

  it('returns channels changed after a timestamp only', () => {
    const store = testStore();
    const first = store.video.changedChannels(store.communities, 0);
    expect(first).toHaveLength(store.communities.length);
    expect(store.video.changedChannels(store.communities, store.now().getTime())).toEqual([]);
    expect(store.video.credentials('abc')).toEqual(store.video.credentials('abc'));
  });
});

describe('vehicle cameras', () => {
  it('groups cameras by community, pages by community and filters by camera name', () => {
    const store = testStore();
    const all = store.carCameras.groups(store.communities, undefined, { page: 1, limit: 100 });
    expect(all.total).toBe(store.communities.length);
    expect(all.items.every((g) => g.carCameraList.length >= 2)).toBe(true);
    const second = store.carCameras.groups(store.communities, '', { page: 2, limit: 10 });
    expect(second.items[0]!.depId).toBe(store.communities[10]!.depId);
    const exits = store.carCameras.groups(store.communities, '出口', { limit: 100 });
    expect(exits.total).toBe(store.communities.length);
    expect(exits.items.every((g) => g.carCameraList.every((c) => c.cameraName.includes('出口')))).toBe(true);
    expect(store.carCameras.groups(store.communities, '不存在的相机', {}).total).toBe(0);
  });
});
