// One setup for every web test (jsdom): testing-library cleanup, the browser APIs antd expects and a
// network that rejects and reports any request a test did not declare with mockApi().
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeFetch, resetFetchMock } from './fetch-mock';

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

// Layout scrolls to the top on every navigation; jsdom does not implement scrolling.
window.scrollTo = () => undefined;

beforeEach(() => {
  vi.stubGlobal('fetch', fakeFetch);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  const unexpected = resetFetchMock();
  if (unexpected.length) throw new Error(`Unexpected requests: ${unexpected.join(', ')}`);
});
