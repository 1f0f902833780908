// Scroll position per view in the layout's scroll container. Every navigation scrolls to the top
// (01 §2), except going back to a page that is still in the view cache: that page gets its own
// scroll position back (01 §2.5 keep-alive).
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { viewCache } from './view-cache';

export function useScrollMemory(
  container: RefObject<HTMLElement | null>,
  path: string,
  cacheable: boolean,
): void {
  const positions = useRef(new Map<string, number>());
  const active = useRef(path);
  /** The container's scrollTop as last seen (scroll events, own writes). */
  const current = useRef(0);
  const { key: navigation } = useLocation();

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // Recorded as it happens: once a page is hidden its height is gone and the browser clamps scrollTop.
    const record = () => {
      current.current = element.scrollTop;
      positions.current.set(active.current, current.current);
    };
    element.addEventListener('scroll', record, { passive: true });
    return () => element.removeEventListener('scroll', record);
  }, [container]);

  useLayoutEffect(() => {
    const switched = active.current !== path;
    active.current = path;
    const stillCached = new Set(viewCache.get().keys);
    for (const key of positions.current.keys()) if (!stillCached.has(key)) positions.current.delete(key);
    const saved = cacheable && switched ? positions.current.get(path) : undefined;
    const target = saved ?? 0;
    const element = container.current;
    // Written only when it moves: setting scrollTop makes the browser lay the page out there and then,
    // in the middle of the commit (about a third of a tab switch's time); unchanged,
    // the frame's own layout keeps it.
    if (element && current.current !== target) {
      element.scrollTop = target;
      current.current = target;
    }
    positions.current.set(path, target);
    // Runs per navigation (location key), not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigation]);
}
