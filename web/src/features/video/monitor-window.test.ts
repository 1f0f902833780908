// 01 §2.4.6–7, 02 §7 "Local video service": check_monitor_window → open_monitor_window (account info)
// → add_dep_channel from pageDepChannels — full on a new window, incremental from the window's last
// sync, full again when the service says the incremental base is stale (2001).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, mockApi, type RecordedCall } from '@/test/fetch-mock';
import type { CloudAccount } from './api/get-cloud-accounts';
import { openCloudMonitor, openPlatformMonitor } from './monitor-window';

const SESSION = 's-123';

const account = (overrides: Partial<CloudAccount> = {}): CloudAccount => ({
  accountId: 1,
  username: '平台默认萤石账号',
  password: 'Ys@Platform2026',
  phone: '13800138000',
  appKey: 'a'.repeat(32),
  secret: 'b'.repeat(32),
  status: 1,
  accessToken: 'at.token',
  ...overrides,
});

interface VideoCall {
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | undefined;
}

/** The local video service on 127.0.0.1:18089; /api calls go to the test's mockApi routes. */
function videoService(reply: (call: VideoCall) => object) {
  const calls: VideoCall[] = [];
  vi.stubGlobal('fetch', async (request: Request, init?: RequestInit) => {
    const url = new URL(request.url);
    if (url.port !== '18089') return fakeFetch(request, init);
    const text = await request.text();
    const call = {
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
    };
    calls.push(call);
    return Response.json(reply(call));
  });
  return calls;
}

const channel = (id: number, status: 0 | 1 = 1) => ({
  channel_id: id,
  channel_name: `通道${id}`,
  channel_no: id % 100,
  nvr_ip: '192.168.1.23',
  nvr_port: 8000,
  status,
});

function depChannels(
  lastTimestamp: number,
  deps: { dep_id: number; dep_name: string; channels: ReturnType<typeof channel>[] }[],
) {
  return {
    code: '200',
    totalCount: deps.length,
    data: {
      loginMark: 'mark01',
      token: 'vt_x',
      data: { last_timestamp: lastTimestamp, timestamp: 2_000, dep_channels: deps },
    },
  };
}

const ALL = [
  { dep_id: 1, dep_name: '阳光雅居', channels: [channel(101), channel(102, 0)] },
  { dep_id: 2, dep_name: '丽景雅居', channels: [channel(201)] },
];

beforeEach(() => {
  mockApi('GET', '/d_nvr/pageDepChannels/v1', (call: RecordedCall) =>
    call.fields.lastTimestamp === '0'
      ? depChannels(0, ALL)
      : depChannels(Number(call.fields.lastTimestamp), [ALL[1]!]),
  );
});

describe('视频监控 window', () => {
  it('a new window: opened with the platform default account, then a full sync', async () => {
    const calls = videoService((call) => {
      if (call.path === '/check_monitor_window')
        return { code: 0, data: { session_id: SESSION, open: false, channelCount: 0 } };
      if (call.path === '/open_monitor_window')
        return { code: 0, data: { session_id: SESSION, windowId: 'vw-1', reused: false } };
      return { code: 0, data: { loginMark: 'mark01', timestamp: 2_000, depCount: 2, channelCount: 3 } };
    });
    const result = await openPlatformMonitor(SESSION, [
      account({ accountId: 2, status: 0, username: '天河' }),
      account(),
    ]);
    expect(result).toMatchObject({
      window: { windowId: 'vw-1' },
      username: '平台默认萤石账号',
      incremental: false,
    });
    expect(calls.map((c) => c.path)).toEqual([
      '/check_monitor_window',
      '/open_monitor_window',
      '/add_dep_channel',
    ]);
    expect(calls[0]!.query).toEqual({ session_id: SESSION });
    expect(calls[1]!.body).toEqual({
      session_id: SESSION,
      username: '平台默认萤石账号',
      password: 'Ys@Platform2026',
      appKey: 'a'.repeat(32),
      secret: 'b'.repeat(32),
      phone: '13800138000',
    });
    expect(calls[2]!.body).toMatchObject({
      loginMark: 'mark01',
      token: SESSION,
      data: { last_timestamp: 0, timestamp: 2_000 },
    });
    const deps = (calls[2]!.body!.data as { dep_channels: { depId: number; channels: unknown[] }[] })
      .dep_channels;
    expect(deps.map((d) => [d.depId, d.channels.length])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('an open window of the same login: brought forward, incremental sync from its timestamp', async () => {
    const calls = videoService((call) => {
      if (call.path === '/check_monitor_window')
        return {
          code: 0,
          data: {
            session_id: SESSION,
            open: true,
            username: '天河',
            loginMark: 'mark01',
            lastTimestamp: 1_500,
            channelCount: 3,
          },
        };
      if (call.path === '/open_monitor_window')
        return { code: 0, data: { session_id: SESSION, windowId: 'vw-1', reused: true } };
      return { code: 0, data: { loginMark: 'mark01', timestamp: 2_000, depCount: 2, channelCount: 3 } };
    });
    const result = await openPlatformMonitor(SESSION, [
      account(),
      account({ accountId: 2, status: 0, username: '天河' }),
    ]);
    // The window's own account is kept.
    expect(calls[1]!.body).toMatchObject({ username: '天河' });
    expect(result).toMatchObject({ incremental: true, username: '天河' });
    expect(calls[2]!.body).toMatchObject({ data: { last_timestamp: 1_500, timestamp: 2_000 } });
    const deps = (calls[2]!.body!.data as { dep_channels: { depId: number }[] }).dep_channels;
    expect(deps.map((d) => d.depId)).toEqual([2]);
    // The page still lists every community.
    expect('deps' in result && result.deps.map((d) => d.dep_id)).toEqual([1, 2]);
  });

  it('a stale incremental base (2001) is repeated as a full sync', async () => {
    const calls = videoService((call) => {
      if (call.path === '/check_monitor_window')
        return {
          code: 0,
          data: {
            session_id: SESSION,
            open: true,
            username: '平台默认萤石账号',
            loginMark: 'mark01',
            lastTimestamp: 900,
            channelCount: 1,
          },
        };
      if (call.path === '/open_monitor_window')
        return { code: 0, data: { session_id: SESSION, windowId: 'vw-1', reused: true } };
      const last = (call.body!.data as { last_timestamp: number }).last_timestamp;
      return last === 0
        ? { code: 0, data: { loginMark: 'mark01', timestamp: 2_000, depCount: 2, channelCount: 3 } }
        : { code: 2001, msg: '通道同步时间戳不一致，请全量同步' };
    });
    const result = await openPlatformMonitor(SESSION, [account()]);
    expect(result).toMatchObject({ incremental: false, sync: { channelCount: 3 } });
    expect(
      calls
        .filter((c) => c.path === '/add_dep_channel')
        .map((c) => (c.body!.data as { last_timestamp: number }).last_timestamp),
    ).toEqual([900, 0]);
  });

  it('a window of another login is synced in full', async () => {
    const calls = videoService((call) => {
      if (call.path === '/check_monitor_window')
        return {
          code: 0,
          data: {
            session_id: SESSION,
            open: true,
            username: '平台默认萤石账号',
            loginMark: 'at.token',
            lastTimestamp: 900,
            channelCount: 1,
          },
        };
      if (call.path === '/open_monitor_window')
        return { code: 0, data: { session_id: SESSION, windowId: 'vw-1', reused: true } };
      return { code: 0, data: { loginMark: 'mark01', timestamp: 2_000, depCount: 2, channelCount: 3 } };
    });
    await openPlatformMonitor(SESSION, [account()]);
    expect(calls[2]!.body).toMatchObject({ data: { last_timestamp: 0 } });
  });

  it('no cloud account: nothing is opened', async () => {
    const calls = videoService(() => ({
      code: 0,
      data: { session_id: SESSION, open: false, channelCount: 0 },
    }));
    await expect(openPlatformMonitor(SESSION, [])).resolves.toEqual({ noAccount: true });
    expect(calls.map((c) => c.path)).toEqual(['/check_monitor_window']);
  });

  it('a non-zero open code rejects with the server message (02 §8)', async () => {
    videoService((call) =>
      call.path === '/check_monitor_window'
        ? { code: 0, data: { session_id: SESSION, open: false, channelCount: 0 } }
        : { code: 400, msg: '参数错误：appKey 格式不正确' },
    );
    await expect(openPlatformMonitor(SESSION, [account()])).rejects.toMatchObject({
      message: '参数错误：appKey 格式不正确',
      code: 400,
      unreachable: false,
    });
  });
});

describe('云视频 window', () => {
  it('logs in with the chosen account and hands it that account’s devices', async () => {
    const calls = videoService((call) =>
      call.path === '/open_monitor_window'
        ? { code: 0, data: { session_id: SESSION, windowId: 'vw-2', reused: false } }
        : { code: 0, data: { loginMark: 'at.token', timestamp: 5_000, depCount: 1, channelCount: 1 } },
    );
    const chosen = account({ accountId: 3, username: '南山', phone: '' });
    await openCloudMonitor(
      SESSION,
      chosen,
      [
        {
          deviceSerial: 'D12345678',
          deviceName: '南门',
          channelNo: 1,
          status: 1,
          depId: 7,
          depName: '龙湖名苑',
        },
      ],
      () => 5_000,
    );
    expect(calls[0]!.body).not.toHaveProperty('phone');
    expect(calls[1]!.body).toEqual({
      loginMark: 'at.token',
      token: SESSION,
      data: {
        last_timestamp: 0,
        timestamp: 5_000,
        dep_channels: [
          {
            depId: 7,
            depName: '龙湖名苑',
            channels: [
              {
                channelId: 'D12345678-1',
                channelName: '南门',
                deviceSerial: 'D12345678',
                channelNo: 1,
                online: true,
              },
            ],
          },
        ],
      },
    });
  });
});
