// The layout's outlet with keep-alive (01 §2.5, §9): every cacheable page stays mounted while it is in
// the view cache, hidden with CSS (content-visibility on a wrapper) when another page shows, so its state
// (form input, table page, scroll position) is there when its tab is revisited. Routes with
// cache=false render live and remount on each visit.
// Not React <Activity> (docs/adr/0024): revealing an Activity reconnects every effect of
// the page (antd's style registration, the table's column measuring with a forced layout per cell),
// over a second per switch at 4x CPU throttle. Hidden pages keep their effects; what must pause
// reads usePageActive(). Each page keeps the router location and router state it was shown with
// (frozen contexts), so it neither re-renders for other pages' navigations nor reads their query or
// matches; shown again at the same URL it keeps its rendered element, so a switch re-renders nothing
// inside it. Shown again, it refetches its stale queries (view-queries.tsx), as a remount would; its
// pop-ups hide with it (view-popups.tsx).
import {
  Fragment,
  memo,
  useContext,
  useLayoutEffect,
  useRef,
  type ContextType,
  type ReactElement,
  type RefObject,
} from 'react';
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_LocationContext as LocationContext,
  useOutlet,
} from 'react-router-dom';
import { useCurrentRoute } from '../navigation/use-current-route';
import type { ShellRoute } from '../route-types';
import { PageActiveProvider } from './page-active';
import { useScrollMemory } from './use-scroll-memory';
import { ViewPopups } from './view-popups';
import { ViewQueryProvider } from './view-queries';
import { useViewCache, viewCache } from './view-cache';

type LocationContextValue = ContextType<typeof LocationContext>;
type RouterStateValue = ContextType<typeof DataRouterStateContext>;

interface MountedView {
  element: ReactElement | null;
  location: LocationContextValue;
  routerState: RouterStateValue;
  route: ShellRoute;
}

/** Same route entry, URL and history state: the page would render the same thing. */
function sameView(view: MountedView, route: ShellRoute, location: LocationContextValue): boolean {
  const [a, b] = [view.location.location, location.location];
  return (
    view.route === route &&
    a.pathname === b.pathname &&
    a.search === b.search &&
    a.hash === b.hash &&
    // a router's first entry has null state, a later navigation undefined
    (a.state ?? null) === (b.state ?? null)
  );
}

const HIDDEN_VIEW = { contentVisibility: 'hidden' } as const;

/** One kept-alive page; memoised so that only its own active flag or a new element re-renders it. */
const CachedView = memo(function CachedView({ active, view }: { active: boolean; view: MountedView }) {
  return (
    // Hidden with content-visibility, not display:none: Chromium keeps the hidden page's style and
    // layout, so showing it again restyles and lays out little (display:none drops both, and every
    // ResizeObserver of the page fires twice per switch). inert and aria-hidden keep the hidden page out
    // of focus and of the accessibility tree in every browser and in jsdom.
    <div
      data-keep-alive-view
      style={active ? undefined : HIDDEN_VIEW}
      inert={!active}
      aria-hidden={active ? undefined : true}
    >
      <PageActiveProvider active={active}>
        <DataRouterStateContext.Provider value={view.routerState}>
          <LocationContext.Provider value={view.location}>
            <ViewQueryProvider active={active}>
              <ViewPopups active={active}>{view.element}</ViewPopups>
            </ViewQueryProvider>
          </LocationContext.Provider>
        </DataRouterStateContext.Provider>
      </PageActiveProvider>
    </div>
  );
});

export function KeepAliveOutlet({ scrollContainer }: { scrollContainer: RefObject<HTMLElement | null> }) {
  const outlet = useOutlet();
  const location = useContext(LocationContext);
  const routerState = useContext(DataRouterStateContext);
  const { pathname } = location.location;
  const route = useCurrentRoute();
  const cacheable = route?.cache === true;
  const { keys, generations } = useViewCache();
  // Insertion-ordered and never re-sorted: moving a mounted page in the DOM would reload its iframes.
  const views = useRef(new Map<string, MountedView>());

  if (cacheable) {
    const previous = views.current.get(pathname);
    if (!previous || !sameView(previous, route, location))
      views.current.set(pathname, { element: outlet, location, routerState, route });
  }
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
        <CachedView key={`${key}#${generation(key)}`} active={cacheable && key === pathname} view={view} />
      ))}
      {!cacheable && <Fragment key={`live:${pathname}#${generation(pathname)}`}>{outlet}</Fragment>}
    </>
  );
}
