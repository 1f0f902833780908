// The community trees are beside most pages of the console (01 §2.10: 11 pages with NormalTree, 11 with
// BasicTree). Once the layout has painted and the browser is idle, the first page of each of those the
// user's pages show is loaded, so the tree beside the first such page shows at once instead of after a
// request (the tree's first frame, docs/adr/0056). One request of 40
// communities per tree, the one the first visit would make; nothing for users without those pages.
import { useEffect } from 'react';
import { whenIdleAfterPaint } from '@/lib/when-idle';
import { useRouteTable } from '../route-table';
import type { ShellTreeType } from '../route-types';
import { useSession } from '../session/use-session';
import { treeController } from './tree-store';

/** The trees worth loading ahead: the community trees most pages show. */
export const PREFETCHED_TREES: readonly ShellTreeType[] = ['NormalTree', 'BasicTree'];

/** How long an idle moment is waited for before loading anyway. */
const IDLE_TIMEOUT_MS = 3000;

export function useTreePrefetch(): void {
  const { routes } = useRouteTable();
  const permitted = useSession().loaded?.permitted;
  useEffect(() => {
    const trees = PREFETCHED_TREES.filter((tree) =>
      routes.some((route) => route.tree === tree && permitted?.has(route.name)),
    );
    if (!trees.length) return;
    return whenIdleAfterPaint(
      () => trees.forEach((tree) => treeController(tree).ensureLoaded()),
      IDLE_TIMEOUT_MS,
    );
  }, [routes, permitted]);
}
