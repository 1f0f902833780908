// Where a DataTable sits, known before it renders: on a page, its header and scroll bar stick to the
// console's scroll container (docs/adr/0067); in a dialog or drawer they do not. Known from the first
// render, a page's table is built once with its sticky header instead of being built without it and
// rebuilt after a layout read (docs/adr/0090). Dialogs are portals, so a page's context reaches them:
// the console's dialogs and drawers say so themselves; the table still checks its place in the DOM.
import { createContext, useContext, type ReactNode } from 'react';

type Placement = 'page' | 'overlay';

const PlacementContext = createContext<Placement | undefined>(undefined);

/** The page area of the layout: tables below start with their sticky header. */
export function PageTables({ children }: { children: ReactNode }) {
  return <PlacementContext.Provider value="page">{children}</PlacementContext.Provider>;
}

/** A dialog's or drawer's content: tables below scroll with it. */
export function OverlayTables({ children }: { children: ReactNode }) {
  return <PlacementContext.Provider value="overlay">{children}</PlacementContext.Provider>;
}

/** Whether a table rendered here is on a page, as far as is known before it is in the document. */
export function useOnPageFromContext(): boolean {
  return useContext(PlacementContext) === 'page';
}
