// Whether the kept-alive page around the caller is the one showing (01 §2.5, §9). Hidden pages stay
// mounted with their effects running (only CSS hides them, so a tab switch reconnects no effects), so
// the few things that must not run in the background read this: polling, live refreshes on pushed
// alerts, clocks, the desktop helper's socket. Outside the keep-alive outlet (live routes, tests) it is
// true.
import { createContext, useContext } from 'react';

export const PageActiveContext = createContext(true);

export function usePageActive(): boolean {
  return useContext(PageActiveContext);
}
