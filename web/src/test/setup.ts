// One setup for every web test (happy-dom or jsdom, vitest.config.ts): testing-library cleanup, the
// browser APIs antd expects and a network that rejects and reports any request a test did not declare.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeFetch, mockApi, resetFetchMock } from './fetch-mock';

// antd's responsive helpers (Grid, Layout.Sider breakpoints) call matchMedia.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

// antd's overlays (Dropdown, Tooltip) measure themselves with ResizeObserver, which jsdom lacks.
class NoopResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;

// jsdom implements getComputedStyle without pseudo-elements and logs an error each time antd asks.
const computeStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computeStyle(element);

// Lazy route chunks are transformed on first import, which can take more than the default second, and
// several seconds on a loaded 2-core machine (seen: the login page's first render after 5.6 s).
configure({ asyncUtilTimeout: 10000 });

// Layout scrolls to the top on every navigation; jsdom does not implement scrolling.
window.scrollTo = () => undefined;

// Sockets never reach the network either: the console's channels get one that never opens (tests of
// the real-time code pass their own fake).
class InertWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = 0;
  onopen = null;
  onmessage = null;
  onerror = null;
  onclose = null;
  constructor(readonly url: string) {}
  send(): void {}
  close(): void {
    this.readyState = 3;
  }
}

beforeEach(() => {
  vi.stubGlobal('fetch', fakeFetch);
  vi.stubGlobal('WebSocket', InertWebSocket);
  // The layout reads the privacy agreement (shell/privacy); by default the user accepted the current
  // version. Tests of the agreement declare their own reply (the latest declaration wins).
  mockApi('GET', '/p_a/getPrivacyAgreement/v1', {
    code: '200',
    data: {
      version: 'v1.0.0',
      title: '智慧社区综合服务平台隐私协议',
      publishTime: '2026-01-01 00:00:00',
      summary: '首次发布。',
      sections: [{ heading: '一、我们收集的信息', paragraphs: ['用户名、姓名与手机号码。'] }],
      acceptedVersion: 'v1.0.0',
      needAccept: false,
    },
  });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  const unexpected = resetFetchMock();
  if (unexpected.length) throw new Error(`Unexpected requests: ${unexpected.join(', ')}`);
});
