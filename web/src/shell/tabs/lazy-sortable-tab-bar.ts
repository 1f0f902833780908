// When the tab bar's drag code (SortableTabBar, dnd-kit) loads (docs/adr/0054): after the first paint, or
// earlier when the pointer enters the bar. Until then the tabs are plain (click, context menu, middle
// click, Delete all work). The switch replaces the tab elements, so it waits while the bar is in use:
// while a tab is pressed (for the release and the click that follows: a click whose element was
// swapped mid-press would be lost) and while focus is inside the bar (the focused tab would be
// replaced and a keyboard user's next key, e.g. Delete, would land on the page body).
import { useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { lazyModule, preload, useLazyModule } from '@/components/lazy-module';
import type * as SortableTabBarModule from './SortableTabBar';

const sortableTabBar = lazyModule(() => import('./SortableTabBar'));

export interface SortableTabBarLoad {
  /** The drag-sorting bar, once loaded and not while the bar is in use. */
  module: typeof SortableTabBarModule | undefined;
  /** For the bar's element. */
  handlers: {
    onPointerEnter: () => void;
    onPointerDown: (event: PointerEvent) => void;
    onFocus: (event: FocusEvent) => void;
    onBlur: (event: FocusEvent) => void;
  };
}

export function useSortableTabBar(wanted: boolean): SortableTabBarLoad {
  const loaded = useLazyModule(sortableTabBar, wanted);
  const [shown, setShown] = useState(loaded);
  const pressed = useRef(false);
  const focused = useRef(false);

  const showIfIdle = () => {
    if (!pressed.current && !focused.current && sortableTabBar.current) setShown(sortableTabBar.current);
  };

  useEffect(() => {
    if (loaded && !pressed.current && !focused.current) setShown(loaded);
  }, [loaded]);

  const onPointerDown = () => {
    if (shown || pressed.current) return;
    pressed.current = true;
    const release = () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      // After the click that this release produces.
      setTimeout(() => {
        pressed.current = false;
        showIfIdle();
      }, 0);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
  };

  const onFocus = () => {
    if (!shown) focused.current = true;
  };

  const onBlur = (event: FocusEvent) => {
    // Focus moving between elements of the bar keeps it in use.
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    focused.current = false;
    showIfIdle();
  };

  return {
    module: shown,
    handlers: { onPointerEnter: () => preload(sortableTabBar), onPointerDown, onFocus, onBlur },
  };
}
