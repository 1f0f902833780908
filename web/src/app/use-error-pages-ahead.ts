// The error pages are what an outage shows (01 §8: HTTP 500–504 → error-500), at a moment when the
// server may not serve their chunks either: a page chunk that cannot load ends in 页面加载失败 and the
// signed-in frame (alerts, notices) is gone. So once the frame has painted and the browser is idle,
// both are loaded ahead (two chunks of a few hundred bytes, cached for the rest of the session).
import { useEffect } from 'react';
import { whenIdleAfterPaint } from '../lib/when-idle';
import { pages } from './pages';

/** How long an idle moment is waited for before loading anyway. */
const IDLE_TIMEOUT_MS = 5000;

export const ERROR_PAGE_LOADERS = [pages['error-404'], pages['error-500']].filter((load) => !!load);

/** Starts `loaders` in an idle moment after the next paint; a failure is left to the route's own load. */
export function loadAhead(loaders: readonly (() => Promise<unknown>)[]): () => void {
  return whenIdleAfterPaint(() => {
    for (const load of loaders) load().catch(() => undefined);
  }, IDLE_TIMEOUT_MS);
}

export function useErrorPagesAhead(): void {
  useEffect(() => loadAhead(ERROR_PAGE_LOADERS), []);
}
