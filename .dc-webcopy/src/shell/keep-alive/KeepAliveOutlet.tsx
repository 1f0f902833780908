// The layout's outlet with keep-alive (01 §2.5, §9): every cacheable page stays mounted inside an
// <Activity> while it is in the view cache, hidden when another page shows, so its state (form input,
// table page, scroll position) is there when its tab is revisited. Routes with cache=false render
// live and remount on each visit. A hidden page keeps seeing its own location (frozen location
// context), so it neither re-renders on other pages' navigations nor reads their query.
import {
  Activity,
  Fragment,
  useContext,
  useLayoutEffect,
  useRef,
  type ContextType,
  type ReactElement,
  type RefObject,
} from 'react';
import { UNSAFE_LocationContext as LocationContext, useOutlet } from 'react-router-dom';
import { useCurrentRoute } from '../navigation/use-current-route';
import { useScrollMemory } from './use-scroll-memory';
import { useViewCache, viewCache } from './view-cache';

type LocationContextValue = ContextType<typeof LocationContext>;

interface MountedView {
  element: ReactElement | null;
  location: LocationContextValue;
}

export function KeepAliveOutlet({ scrollContainer }: { scrollContainer: RefObject<HTMLElement | null> }) {
  const outlet = useOutlet();
  const location = useContext(LocationContext);
  const { pathname } = location.location;
  const cacheable = useCurrentRoute()?.cache === true;
  const { keys, generations } = useViewCache();
  // Insertion-ordered and never re-sorted: moving a mounted page in the DOM would reload its iframes.
  const views = useRef(new Map<string, MountedView>());

  if (cacheable) views.current.set(pathname, { element: outlet, location });
  const cached = new Set(keys);
  for (const key of views.current.keys()) {
    // Evicted (least recently used) or closed: unmount. The active page stays until it is left.
    if (!cached.has(key) && !(cacheable && key === pathname)) views.current.delete(key);
  }

  useLayoutEffect(() => {
    if (cacheable) viewCache.touch(pathname);
  }, [cacheable, pathname]);
  useScrollMemory(scrollContainer, pathname, cacheable);

  const generation = (key: string) => generations[key] ?? 0;
  return (
    <>
      {[...views.current].map(([key, view]) => (
        <Activity
          key={`${key}#${generation(key)}`}
          mode={cacheable && key === pathname ? 'visible' : 'hidden'}
        >
          <LocationContext.Provider value={view.location}>{view.element}</LocationContext.Provider>
        </Activity>
      ))}
      {!cacheable && <Fragment key={`live:${pathname}#${generation(pathname)}`}>{outlet}</Fragment>}
    </>
  );
}
