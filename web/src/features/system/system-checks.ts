// The checks of 系统自检 (02 §2 组织管理 test): each returns a status and the facts an operator reads
// out to support — the backend session, the desktop helper and the video service on this computer,
// the real-time sockets and the browser. Checks never throw: a failure is a result.
import { call, client } from '@/lib/api/instance';
import {
  DESKTOP_CLIENT_UA_MARKER,
  MSG_OUTSIDE_CLIENT,
  QT_DEFAULT_PORT,
  QT_HOST,
  VIDEO_SERVICE_PORT,
} from '@/lib/constants/desktop';
import {
  checkDesktopClient,
  currentEnvironment,
  desktopClientVersion,
  isZoomed,
  type DesktopEnvironment,
} from '@/lib/desktop/environment';
import { aboutHelper, qt, video } from '@/lib/desktop/instance';
import { DesktopError } from '@/lib/desktop/local-fetch';
import { getChannel } from '@/lib/realtime/channel-registry';
import type { SocketState } from '@/lib/realtime/socket-client';
import { getToken } from '@/lib/storage';

export type CheckStatus = 'ok' | 'warning' | 'error' | 'skipped';

export interface CheckResult {
  status: CheckStatus;
  /** One line for the card's header. */
  summary: string;
  items: { label: string; value: string }[];
}

const ms = (since: number) => `${Math.round(performance.now() - since)} ms`;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The backend session: POST /f_l/isLogin/v1 answers for the signed-in user, and how fast. */
export async function checkSession(): Promise<CheckResult> {
  const started = performance.now();
  try {
    const result = await call(client.POST('/f_l/isLogin/v1', { body: {} }), {
      successToast: false,
      errorToast: false,
    });
    return {
      status: 'ok',
      summary: '会话有效',
      items: [
        { label: '接口', value: 'POST /api/f_l/isLogin/v1' },
        { label: '登录账号', value: result.data.userName },
        { label: '响应时间', value: ms(started) },
      ],
    };
  } catch (error) {
    return {
      status: 'error',
      summary: messageOf(error),
      items: [
        { label: '接口', value: 'POST /api/f_l/isLogin/v1' },
        { label: '响应时间', value: ms(started) },
      ],
    };
  }
}

/** Outside the desktop client the local services are only probed when the operator asks (重新检测). */
function outsideClient(env: DesktopEnvironment, force: boolean): CheckResult | undefined {
  const check = checkDesktopClient(env);
  if (check.ok || force) return undefined;
  return {
    status: 'skipped',
    summary: check.message,
    items: [
      {
        label: '运行环境',
        value: check.reason === 'mac' ? 'macOS（服务控件只有 Windows 版）' : '普通浏览器（非桌面客户端）',
      },
      { label: '说明', value: `${MSG_OUTSIDE_CLIENT}；点击“重新检测”可直接探测本机服务` },
    ],
  };
}

/** The desktop helper on 127.0.0.1: software/about through the port retry (8081, 8083 …). */
export async function checkHelper(force = false, env = currentEnvironment()): Promise<CheckResult> {
  const skipped = outsideClient(env, force);
  if (skipped) return skipped;
  const started = performance.now();
  try {
    const about = await aboutHelper();
    const connected = about.devices.filter((d) => d.connected).map((d) => d.name);
    return {
      status: 'ok',
      summary: `${about.name} v${about.version}`,
      items: [
        { label: '版本', value: `v${about.version}（${about.buildDate}）` },
        { label: '端口', value: `HTTP ${qt.currentPort()}，WebSocket ${about.wsPort}` },
        { label: '系统', value: about.os },
        { label: '已连接设备', value: connected.length ? connected.join('、') : '无' },
        { label: '响应时间', value: ms(started) },
      ],
    };
  } catch (error) {
    const unreachable = error instanceof DesktopError && error.unreachable;
    return {
      status: 'error',
      summary: messageOf(error),
      items: [
        { label: '地址', value: `${QT_HOST}，端口 ${QT_DEFAULT_PORT} 起` },
        {
          label: '原因',
          value: unreachable ? '本机各端口均无应答：服务控件未安装或未启动' : '服务控件返回了错误',
        },
      ],
    };
  }
}

/** The local video service on 127.0.0.1:18089: check_monitor_window for this session. */
export async function checkVideoService(force = false, env = currentEnvironment()): Promise<CheckResult> {
  const skipped = outsideClient(env, force);
  if (skipped) return skipped;
  const started = performance.now();
  try {
    const status = await video.call(
      video.client.GET('/check_monitor_window', { params: { query: { session_id: getToken() ?? '' } } }),
    );
    return {
      status: 'ok',
      summary: status.open ? '监控窗口已打开' : '服务正常，监控窗口未打开',
      items: [
        { label: '端口', value: String(VIDEO_SERVICE_PORT) },
        { label: '版本', value: '服务不提供版本号' },
        { label: '监控窗口', value: status.open ? `已打开（${status.channelCount} 个通道）` : '未打开' },
        { label: '响应时间', value: ms(started) },
      ],
    };
  } catch (error) {
    return {
      status: 'error',
      summary: messageOf(error),
      items: [{ label: '地址', value: `${QT_HOST}:${VIDEO_SERVICE_PORT}` }],
    };
  }
}

const SOCKET_LABELS: Record<SocketState, string> = {
  connecting: '连接中',
  open: '已连接',
  waiting: '等待重连',
  closed: '已关闭',
  stopped: '已停止',
};

export const CHANNELS = [
  { key: 'alert', label: '告警通道' },
  { key: 'notice', label: '通知通道' },
  { key: 'inout', label: '出入记录通道' },
] as const;

/** The real-time sockets the session opened (01 §4): all open is ok, reconnecting a warning. */
export function checkChannels(): CheckResult {
  const states = CHANNELS.map((c) => ({ ...c, state: getChannel(c.key)?.state() }));
  const items = states.map((s) => ({ label: s.label, value: s.state ? SOCKET_LABELS[s.state] : '未建立' }));
  const open = states.filter((s) => s.state === 'open').length;
  const status: CheckStatus =
    open === states.length
      ? 'ok'
      : states.some((s) => s.state === 'connecting' || s.state === 'waiting')
        ? 'warning'
        : 'error';
  return { status, summary: `${open}/${states.length} 个通道已连接`, items };
}

/** The browser (01 §2.5 Chrome notice, 02 §8 zoom tip): version, screen, window, zoom. */
export function checkBrowser(
  env = currentEnvironment(),
  screenSize: Pick<Screen, 'width' | 'height'> = globalThis.screen,
  view: Pick<Window, 'innerWidth' | 'innerHeight'> = globalThis.window,
): CheckResult {
  const chrome = /(?:Chrome|CriOS)\/([\d.]+)/.exec(env.userAgent)?.[1];
  const client = desktopClientVersion(env);
  const zoomed = isZoomed(env);
  const status: CheckStatus = !chrome || !env.hasWebSocket ? 'error' : zoomed ? 'warning' : 'ok';
  return {
    status,
    summary: chrome ? `Chrome ${chrome.split('.')[0]}${zoomed ? '，页面已缩放' : ''}` : '不是 Chrome 浏览器',
    items: [
      { label: '浏览器', value: chrome ? `Chrome ${chrome}` : '非 Chrome（建议使用 Chrome 浏览器）' },
      { label: '桌面客户端', value: client ? `${DESKTOP_CLIENT_UA_MARKER} ${client}` : '否' },
      { label: '屏幕分辨率', value: `${screenSize.width} × ${screenSize.height}` },
      { label: '窗口大小', value: `${view.innerWidth} × ${view.innerHeight}` },
      {
        label: '显示缩放',
        value: `${Math.round(env.devicePixelRatio * 100)}%${zoomed ? '（建议调整为 100%）' : ''}`,
      },
      { label: 'WebSocket', value: env.hasWebSocket ? '支持' : '不支持' },
    ],
  };
}
