// 02 §7 "Local video service" (127.0.0.1:18089, timeout 10 s), §8: failure 请重启视频监控服务控件; a
// non-zero code shows the server message.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG_VIDEO_RESTART, VIDEO_TIMEOUT } from '../constants/desktop';
import { createVideoBridge } from './video-service';

afterEach(() => {
  vi.useRealTimers();
});

const status = { session_id: 's1', open: false, lastTimestamp: 0, channelCount: 0 };

describe('video service client', () => {
  it('GETs check_monitor_window on 127.0.0.1:18089 and returns data', async () => {
    const fetch = vi.fn(async (request: Request) => {
      expect(request.url).toBe('http://127.0.0.1:18089/check_monitor_window?session_id=s1');
      return Response.json({ code: 0, data: status });
    });
    const video = createVideoBridge({ fetch });
    await expect(
      video.call(video.client.GET('/check_monitor_window', { params: { query: { session_id: 's1' } } })),
    ).resolves.toEqual(status);
  });

  it('a non-zero code rejects with the server message and code', async () => {
    const video = createVideoBridge({
      fetch: async () => Response.json({ code: 1002, msg: '监控窗口未打开，请先打开监控窗口' }),
    });
    await expect(
      video.call(
        video.client.POST('/add_dep_channel', {
          body: { loginMark: 'm', token: 's1', data: { last_timestamp: 0, timestamp: 1, dep_channels: [] } },
        }),
      ),
    ).rejects.toMatchObject({ message: '监控窗口未打开，请先打开监控窗口', code: 1002, unreachable: false });
  });

  it('no answer → 请重启视频监控服务控件, marked unreachable', async () => {
    const video = createVideoBridge({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const result = await video.client.GET('/check_monitor_window', {
      params: { query: { session_id: 's1' } },
    });
    expect(result.data).toEqual({ code: 500, msg: MSG_VIDEO_RESTART });
    expect(video.isUnreachable(result.response)).toBe(true);
    await expect(
      video.call(video.client.GET('/check_monitor_window', { params: { query: { session_id: 's1' } } })),
    ).rejects.toMatchObject({ message: MSG_VIDEO_RESTART, unreachable: true });
  });

  it('gives up after 10 s', async () => {
    vi.useFakeTimers();
    const video = createVideoBridge({
      fetch: (_request, init) =>
        new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    });
    const pending = video.call(
      video.client.GET('/check_monitor_window', { params: { query: { session_id: 's1' } } }),
    );
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(VIDEO_TIMEOUT);
    await expect(outcome).resolves.toMatchObject({ message: MSG_VIDEO_RESTART, unreachable: true });
  });

  it('an HTTP error from the port counts as no answer', async () => {
    const video = createVideoBridge({ fetch: async () => new Response('', { status: 503 }) });
    await expect(
      video.call(video.client.GET('/check_monitor_window', { params: { query: { session_id: 's1' } } })),
    ).rejects.toMatchObject({ message: MSG_VIDEO_RESTART, unreachable: true });
  });
});
