import { act, renderHook, screen } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { MSG_NO_CONNECTION } from '@/lib/api/unshown-failure';
import { useBusy } from './use-busy';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A useBusy hook running an action that ends when the test says (`step`); `done` is run's result. */
function startBusy() {
  const { result } = renderHook(() => useBusy());
  const step = deferred();
  let done!: Promise<boolean>;
  act(() => {
    done = result.current[1](() => step.promise);
  });
  return { result, step, done };
}

describe('useBusy', () => {
  it('is busy while the action runs and resolves true when it succeeds', async () => {
    const { result, step, done } = startBusy();
    expect(result.current[0]).toBe(true);
    await act(async () => step.resolve());
    await expect(done).resolves.toBe(true);
    expect(result.current[0]).toBe(false);
  });

  it('swallows a failure (already shown by the request layer), resolves false and is idle again', async () => {
    const { result, step, done } = startBusy();
    await act(async () => step.reject(new Error('100001')));
    await expect(done).resolves.toBe(false);
    expect(result.current[0]).toBe(false);
  });

  it('keeps the same run function across renders', () => {
    const { result, rerender } = renderHook(() => useBusy());
    const first = result.current[1];
    rerender();
    expect(result.current[1]).toBe(first);
  });
});

describe('useBusy with a failure the request layer left silent', () => {
  it('tells it with the action and the reason', async () => {
    const { result } = renderHook(() => useBusy('新增失败'), {
      wrapper: ({ children }) => <App>{children}</App>,
    });
    let done!: Promise<boolean>;
    act(() => {
      done = result.current[1](() => Promise.reject(new TypeError('Failed to fetch')));
    });
    await expect(done).resolves.toBe(false);
    expect(await screen.findByText(`新增失败：${MSG_NO_CONNECTION}`)).toBeTruthy();
  });
});
