import { describe, expect, it } from 'vitest';
import { MonitorService } from './monitor-service';

const account = {
  session_id: 's1',
  username: 'zhsq_video',
  password: 'p',
  appKey: 'a'.repeat(32),
  secret: 'b'.repeat(32),
};
const dep = (depId: number, n: number) => ({
  depId,
  depName: `部门${depId}`,
  channels: Array.from({ length: n }, (_, i) => ({
    channelId: `${depId}-${i}`,
    channelName: `通道${i + 1}`,
    deviceSerial: 'G39444019',
    channelNo: i + 1,
  })),
});

describe('video monitor service', () => {
  it('opens one window per session, reuses it, and tracks full and incremental channel syncs', () => {
    const service = new MonitorService();
    expect(service.check('s1')).toEqual({ session_id: 's1', open: false, lastTimestamp: 0, channelCount: 0 });
    expect(service.open(account, 'now')).toEqual({ session_id: 's1', windowId: 'vw-1', reused: false });
    expect(service.open(account, 'now')).toEqual({ session_id: 's1', windowId: 'vw-1', reused: true });

    const full = service.addDepChannel({
      loginMark: 'LM1',
      token: 's1',
      data: { last_timestamp: 0, timestamp: 1000, dep_channels: [dep(1, 2), dep(2, 1)] },
    });
    expect(full).toEqual({ loginMark: 'LM1', timestamp: 1000, depCount: 2, channelCount: 3 });

    // Incremental: replace dep 1, drop dep 2 (empty channel list).
    const inc = service.addDepChannel({
      loginMark: 'LM1',
      token: 's1',
      data: { last_timestamp: 1000, timestamp: 2000, dep_channels: [dep(1, 4), dep(2, 0)] },
    });
    expect(inc).toMatchObject({ depCount: 1, channelCount: 4 });
    expect(() =>
      service.addDepChannel({
        loginMark: 'LM1',
        token: 's1',
        data: { last_timestamp: 1000, timestamp: 3000, dep_channels: [] },
      }),
    ).toThrow('通道同步时间戳不一致，请全量同步');
    expect(() =>
      service.addDepChannel({
        loginMark: 'LM1',
        token: 's2',
        data: { last_timestamp: 0, timestamp: 3000, dep_channels: [] },
      }),
    ).toThrow('监控窗口未打开，请先打开监控窗口');
    expect(service.check('s1')).toMatchObject({
      open: true,
      loginMark: 'LM1',
      lastTimestamp: 2000,
      channelCount: 4,
    });

    expect(service.close('s1')).toBe(1);
    expect(service.check('s1').open).toBe(false);
  });
});
