// Whether the kept-alive page around the caller is the one showing (01 §2.5, §9). Hidden pages stay
// mounted with their effects running (only CSS hides them, so a tab switch reconnects no effects), so
// the few things that must not run in the background read this: polling, live refreshes on pushed
// alerts, clocks, the desktop helper's socket. Outside the keep-alive outlet (live routes, tests) it is
// true.
//
// A store per page, not a context value: a changed context value makes React search the page's whole
// subtree (thousands of fibers) for its readers on every tab switch, for the two pages that change;
// the store's few subscribers re-render and nothing is searched.
import {
  createContext,
  useContext,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

interface PageActivity {
  get(): boolean;
  subscribe(listener: () => void): () => void;
}

function createPageActivity(initial: boolean): PageActivity & { set(active: boolean): void } {
  let active = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => active,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      if (next === active) return;
      active = next;
      listeners.forEach((listener) => listener());
    },
  };
}

const ALWAYS_ACTIVE: PageActivity = { get: () => true, subscribe: () => () => undefined };
const PageActivityContext = createContext<PageActivity>(ALWAYS_ACTIVE);

/** Tells the page below whether it shows; its readers re-render before the switch paints. */
export function PageActiveProvider({ active, children }: { active: boolean; children: ReactNode }) {
  const [activity] = useState(() => createPageActivity(active));
  useLayoutEffect(() => activity.set(active), [activity, active]);
  return <PageActivityContext.Provider value={activity}>{children}</PageActivityContext.Provider>;
}

export function usePageActive(): boolean {
  const activity = useContext(PageActivityContext);
  return useSyncExternalStore(activity.subscribe, activity.get, activity.get);
}
