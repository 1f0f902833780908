// Most module pages are list pages declared on one engine (web/src/list-page: the list page, its search
// form, table, dialogs and the resources' metadata). A page's own chunk is a small declaration; the
// engine is the bulk of opening a first list page from home. Once the frame has painted and the browser
// is idle, the engine is loaded ahead, as the error pages are, so that a menu click waits for the page's
// declaration and its data only (docs/adr/0073).
import { useEffect } from 'react';
import { loadAhead } from './use-error-pages-ahead';

export const LIST_ENGINE_LOADER = () => import('../list-page/create-page');

export function useListEngineAhead(): void {
  useEffect(() => loadAhead([LIST_ENGINE_LOADER]), []);
}
