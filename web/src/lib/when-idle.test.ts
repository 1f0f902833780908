// Work ahead of need runs in an idle period after the next paint, never in place of one: without idle
// callbacks (Safari, jsdom) it does not run at all, not even on a timer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle, whenIdleAfterPaint } from './when-idle';

const FAKED = ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] as const;

/** requestIdleCallback as a timer of its `timeout`, so fake time can run it. */
function stubIdleCallbacks() {
  const requested = vi.fn((task: () => void, options?: { timeout?: number }) =>
    setTimeout(task, options?.timeout ?? 0),
  );
  vi.stubGlobal('requestIdleCallback', requested);
  vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));
  return requested;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('asks for an idle callback with the timeout; the cancel keeps the task from running', () => {
    vi.useFakeTimers({ toFake: [...FAKED] });
    const requested = stubIdleCallbacks();
    const task = vi.fn();
    const cancelled = vi.fn();
    whenIdle(task, 3000);
    whenIdle(cancelled, 3000)?.();
    expect(requested).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    vi.advanceTimersByTime(3000);
    expect(task).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('schedules nothing without idle callbacks', () => {
    vi.useFakeTimers({ toFake: [...FAKED] });
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    expect(whenIdle(task, 3000)).toBeUndefined();
    vi.advanceTimersByTime(60_000);
    expect(task).not.toHaveBeenCalled();
  });
});

describe('whenIdleAfterPaint', () => {
  it('asks for the idle callback only once the next frame has been painted', () => {
    vi.useFakeTimers({ toFake: [...FAKED] });
    const requested = stubIdleCallbacks();
    const task = vi.fn();
    whenIdleAfterPaint(task, 5000);
    expect(requested).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(requested).toHaveBeenCalledOnce();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    expect(task).toHaveBeenCalledOnce();
  });

  it('a cancel before the frame or before the idle moment keeps the task from running', () => {
    vi.useFakeTimers({ toFake: [...FAKED] });
    const requested = stubIdleCallbacks();
    const early = vi.fn();
    whenIdleAfterPaint(early, 5000)();
    const late = vi.fn();
    const cancelLate = whenIdleAfterPaint(late, 5000);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(requested).toHaveBeenCalledOnce(); // only the late one got that far
    cancelLate();
    vi.advanceTimersByTime(60_000);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it('never runs the task without idle callbacks, not even on a timer', () => {
    vi.useFakeTimers({ toFake: [...FAKED] });
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdleAfterPaint(task, 5000);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(60_000);
    expect(task).not.toHaveBeenCalled();
  });
});
