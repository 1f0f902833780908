// Sizes the side tree needs in pixels: the virtual list wants a number, not a CSS length.
import { useCallback, useLayoutEffect, useRef, useState, type RefCallback } from 'react';

/** Height of an element, followed with ResizeObserver; `fallback` until it has one (jsdom: always). */
export function useElementHeight<T extends HTMLElement>(fallback: number): [RefCallback<T>, number] {
  const [height, setHeight] = useState(fallback);
  const observer = useRef<ResizeObserver | undefined>(undefined);
  const ref = useCallback<RefCallback<T>>(
    (element) => {
      observer.current?.disconnect();
      observer.current = undefined;
      if (!element) return;
      const measure = () => {
        const next = Math.floor(element.clientHeight);
        setHeight(next > 0 ? next : fallback);
      };
      measure();
      observer.current = new ResizeObserver(measure);
      observer.current.observe(element);
    },
    [fallback],
  );
  return [ref, height];
}

/** Space between the panel's bottom and the window's. */
const BOTTOM_GAP = 16;
/** Where the panel sticks once the page scrolls. */
export const PANEL_STICKY_TOP = 8;
const MIN_PANEL_HEIGHT = 240;

/**
 * Height that keeps a sticky panel inside the window: from its top (or the sticky offset once the
 * page has scrolled) to the window's bottom. Follows resizes and any scrolling container.
 */
export function usePanelHeight<T extends HTMLElement>(): [RefCallback<T>, number] {
  const [element, setElement] = useState<T | null>(null);
  const [height, setHeight] = useState(() => Math.max(MIN_PANEL_HEIGHT, window.innerHeight - BOTTOM_GAP));

  useLayoutEffect(() => {
    if (!element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const top = Math.max(element.getBoundingClientRect().top, PANEL_STICKY_TOP);
      setHeight(Math.max(MIN_PANEL_HEIGHT, Math.floor(window.innerHeight - top - BOTTOM_GAP)));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('resize', schedule);
    // Capture: scroll events of inner containers do not bubble.
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    return () => {
      window.removeEventListener('resize', schedule);
      document.removeEventListener('scroll', schedule, { capture: true });
      if (frame) cancelAnimationFrame(frame);
    };
  }, [element]);

  return [setElement, height];
}
