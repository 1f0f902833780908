// When the tab bar's drag code (SortableTabBar, dnd-kit) loads (issue 9): after the first paint, or
// earlier when the pointer enters the bar. Until then the tabs are plain (click, context menu, middle
// click all work). The switch replaces the tab elements, so while a tab is pressed it waits for the
// release and the click that follows: a click whose element was swapped mid-press would be lost.
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { lazyModule, preload, useLazyModule } from '../../components/lazy-module';
import type * as SortableTabBarModule from './SortableTabBar';

const sortableTabBar = lazyModule(() => import('./SortableTabBar'));

export interface SortableTabBarLoad {
  /** The drag-sorting bar, once loaded and not in the middle of a press. */
  module: typeof SortableTabBarModule | undefined;
  /** For the bar's element. */
  handlers: {
    onPointerEnter: () => void;
    onPointerDown: (event: PointerEvent) => void;
  };
}

export function useSortableTabBar(wanted: boolean): SortableTabBarLoad {
  const loaded = useLazyModule(sortableTabBar, wanted);
  const [shown, setShown] = useState(loaded);
  const pressed = useRef(false);

  useEffect(() => {
    if (loaded && !pressed.current) setShown(loaded);
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
        if (sortableTabBar.current) setShown(sortableTabBar.current);
      }, 0);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
  };

  return {
    module: shown,
    handlers: { onPointerEnter: () => preload(sortableTabBar), onPointerDown },
  };
}
