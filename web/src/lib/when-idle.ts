// Work nobody is waiting for (loading ahead), for when the browser says it has nothing else to do.
import { afterNextPaint } from './after-paint';

/**
 * Runs `task` in an idle period (at the latest after `timeoutMs`). Where the browser has no idle
 * callbacks (Safari, test environments) nothing is scheduled and `undefined` comes back: loading ahead
 * is an extra, and a timer in its place could land in the middle of the user's first clicks.
 * Otherwise returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs: number): (() => void) | undefined {
  if (typeof requestIdleCallback !== 'function') return undefined;
  const handle = requestIdleCallback(() => task(), { timeout: timeoutMs });
  return () => cancelIdleCallback(handle);
}

/**
 * `whenIdle` from the frame after this one: work ahead of need (loading a tree, making styles) that must
 * not hold up a first paint either. Returns a cancel.
 */
export function whenIdleAfterPaint(task: () => void, timeoutMs: number): () => void {
  let cancelIdle: (() => void) | undefined;
  const cancelPaint = afterNextPaint(() => {
    cancelIdle = whenIdle(task, timeoutMs);
  });
  return () => {
    cancelPaint();
    cancelIdle?.();
  };
}
