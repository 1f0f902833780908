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
  // A navigation: the history entry's key, and the path, as entries made outside the router (a hash
  // typed or set, a plain link) all have the key 'default'.
  const { key, pathname } = useLocation();
  const navigation = `${key}:${pathname}`;

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
    positions.current.set(path, target);
    if (!element) return;
    const moveTo = () => {
      element.scrollTop = target;
      current.current = target;
      positions.current.set(path, target);
    };
    // Written only when it moves: setting scrollTop makes the browser lay the page out there and then,
    // in the middle of the commit (about a third of a tab switch's time); unchanged,
    // the frame's own layout keeps it.
    if (current.current !== target) moveTo();
    // A scroll the browser has not told of yet (it dispatches scroll events with the next frame; a click
    // that navigates can come first) leaves `current` behind the container: the page would open where
    // the last one was scrolled to. Checked in that frame, before it paints, where the frame lays the
    // page out anyway; the late scroll event, recorded for this page by then, is put right. (The page
    // left keeps the position recorded before that scroll: the container has been clamped to the shown
    // page's height since.)
    const frame = requestAnimationFrame(() => {
      if (active.current === path && element.scrollTop !== target) moveTo();
    });
    return () => cancelAnimationFrame(frame);
    // Runs per navigation (entry key and path), not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigation]);
}
