// The route the menus highlight, one render behind a navigation (docs/adr/0024): the top and side
// menus re-render every item on a selection change (antd's menu context), which would hold up the
// frame that shows the new page. React renders the page first and the menus' new selection right
// after, in a deferred pass that does not block the paint.
import { useDeferredValue } from 'react';
import type { ShellRoute } from '../route-types';
import { useCurrentRoute } from './use-current-route';

/** The menu key of the current page: a hidden child (add / edit / detail) highlights its parent. */
export function useMenuSelection(): string | undefined {
  const route: ShellRoute | undefined = useCurrentRoute();
  return useDeferredValue(route?.parent ?? route?.name);
}
