import { afterEach, describe, expect, it, vi } from 'vitest';
import { pages } from './pages';
import { ERROR_PAGE_LOADERS, loadAhead } from './use-error-pages-ahead';

const FAKED = ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] as const;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('error pages ahead (01 §8: an outage must still be able to show error-500)', () => {
  it('loads the error-404 and error-500 pages', () => {
    expect(ERROR_PAGE_LOADERS).toEqual([pages['error-404'], pages['error-500']]);
    expect(ERROR_PAGE_LOADERS).toHaveLength(2);
  });

  it('starts every loader once in an idle moment after the paint; a failed one is swallowed', async () => {
    vi.useFakeTimers({ toFake: [...FAKED] });
    vi.stubGlobal('requestIdleCallback', (task: () => void, options?: { timeout?: number }) =>
      setTimeout(task, options?.timeout ?? 0),
    );
    vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));
    const ok = vi.fn(() => Promise.resolve({}));
    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    loadAhead([ok, failing]);
    expect(ok).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(5001);
    expect(ok).toHaveBeenCalledOnce();
    expect(failing).toHaveBeenCalledOnce();
  });
});
