import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_RETRY_DELAYS_MS, retryImport } from './retry-import';

afterEach(() => {
  vi.useRealTimers();
});

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/Page.js');

describe('retryImport', () => {
  it('asks again after each failure, waiting 500, 1000 then 2000 ms, and resolves with the first success', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue('module');
    const result = retryImport(load);
    await vi.advanceTimersByTimeAsync(499);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBe('module');
  });

  it('rejects with the last error once every attempt has failed', async () => {
    vi.useFakeTimers();
    const last = chunkError();
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(last);
    for (let i = 0; i < IMPORT_RETRY_DELAYS_MS.length; i++) load.mockRejectedValueOnce(chunkError());
    const result = retryImport(load);
    const settled = expect(result).rejects.toBe(last);
    await vi.advanceTimersByTimeAsync(IMPORT_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0));
    await settled;
    expect(load).toHaveBeenCalledTimes(IMPORT_RETRY_DELAYS_MS.length + 1);
  });

  it('loads once when the first attempt succeeds', async () => {
    const load = vi.fn(() => Promise.resolve(42));
    await expect(retryImport(load)).resolves.toBe(42);
    expect(load).toHaveBeenCalledOnce();
  });
});
