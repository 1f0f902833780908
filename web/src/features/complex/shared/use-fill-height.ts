// Wall-screen rule: a complex-control page fills the content area down to the window's bottom edge
// with no page scrollbar (panels scroll inside themselves). The box is as tall as the space below its
// top edge, re-measured on resize, full-screen changes and when a kept-alive tab is shown again; below
// `minHeight` it stops shrinking and the content area scrolls.
import { useLayoutEffect, useState, type RefObject } from 'react';

/** Gap kept under the dashboard: the content area's bottom padding. */
const BOTTOM_GAP = 16;

export function useFillHeight(ref: RefObject<HTMLElement | null>, minHeight: number): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      if (element.offsetParent === null && document.fullscreenElement === null) return; // hidden tab
      const screen = document.fullscreenElement;
      const top = element.getBoundingClientRect().top;
      // full screen: the page container's own bottom padding; otherwise the content area's
      const gap = screen?.contains(element)
        ? parseFloat(getComputedStyle(screen).paddingBottom) || 0
        : BOTTOM_GAP;
      setHeight(Math.max(minHeight, Math.floor(window.innerHeight - top - gap)));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(document.body);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    document.addEventListener('fullscreenchange', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      document.removeEventListener('fullscreenchange', measure);
    };
  }, [ref, minHeight]);
  return height;
}
