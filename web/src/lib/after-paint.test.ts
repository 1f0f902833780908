import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('afterNextPaint', () => {
  it('runs the task in a task queued from the next animation frame, not before', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(1);
    expect(task).not.toHaveBeenCalled(); // a plain timeout would have run by now
    vi.advanceTimersToNextFrame();
    expect(task).not.toHaveBeenCalled(); // the frame itself is being painted
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('a cancel before or after the frame keeps the task from running', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const early = vi.fn();
    afterNextPaint(early)();
    const late = vi.fn();
    const cancel = afterNextPaint(late);
    vi.advanceTimersToNextFrame();
    cancel();
    vi.advanceTimersByTime(100);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it('in a hidden tab (no frames come) a timeout stands in', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });
});
