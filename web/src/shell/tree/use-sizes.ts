// Sizes the side tree needs in pixels: the virtual list wants a number, not a CSS length.
import { useCallback, useRef, useState, type RefCallback } from 'react';

/**
 * Last height measured per name: a remount (the tree on another page) starts at the size it had,
 * so the first frame is already right.
 */
const lastHeights = new Map<string, number>();

/**
 * Height of an element, followed with ResizeObserver; the last one measured under `name`, else
 * `fallback`, until it has one (jsdom: always). Measured only in the observer's callback, where
 * layout is already done: reading clientHeight while mounting forces a layout of the whole new page
 * in the commit, and the height set from there costs a second render before the first frame.
 */
export function useElementHeight<T extends HTMLElement>(
  name: string,
  fallback: number,
): [RefCallback<T>, number] {
  const [height, setHeight] = useState(() => lastHeights.get(name) ?? fallback);
  const observer = useRef<ResizeObserver | undefined>(undefined);
  const ref = useCallback<RefCallback<T>>(
    (element) => {
      observer.current?.disconnect();
      observer.current = undefined;
      if (!element) return;
      observer.current = new ResizeObserver(() => {
        const next = Math.floor(element.clientHeight);
        if (next > 0) lastHeights.set(name, next);
        setHeight(next > 0 ? next : fallback);
      });
      observer.current.observe(element);
    },
    [name, fallback],
  );
  return [ref, height];
}

/** Space between the panel's bottom and the window's. */
const BOTTOM_GAP = 16;
/** Where the panel sticks once the page scrolls. */
export const PANEL_STICKY_TOP = 8;
const MIN_PANEL_HEIGHT = 240;
/** Panel top last measured (top bar and history tabs above it), the estimate a new panel starts from. */
let lastPanelTop = 0;

function panelHeight(top: number): number {
  return Math.max(
    MIN_PANEL_HEIGHT,
    Math.floor(window.innerHeight - Math.max(top, PANEL_STICKY_TOP) - BOTTOM_GAP),
  );
}

/**
 * Height that keeps a sticky panel inside the window: from its top (or the sticky offset once the
 * page has scrolled) to the window's bottom. Follows resizes and any scrolling container.
 */
export function usePanelHeight<T extends HTMLElement>(): [RefCallback<T>, number] {
  const [height, setHeight] = useState(() => panelHeight(lastPanelTop));
  // A callback ref with a cleanup (React 19), not the element kept in state: setting state from the
  // ref would render the panel, and the tree in it, a second time inside the commit.
  const ref = useCallback<RefCallback<T>>((element) => {
    if (!element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      lastPanelTop = element.getBoundingClientRect().top;
      setHeight(panelHeight(lastPanelTop));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    // First measure in the next frame, not in this commit (see useElementHeight).
    schedule();
    window.addEventListener('resize', schedule);
    // Capture: scroll events of inner containers do not bubble.
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    return () => {
      window.removeEventListener('resize', schedule);
      document.removeEventListener('scroll', schedule, { capture: true });
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return [ref, height];
}
