// The community trees are beside most pages of the console (01 §2.10: 11 pages with NormalTree, 11 with
// BasicTree). Once the layout has painted and the browser is idle, the first page of each of those the
// user's pages show is loaded, so the tree beside the first such page shows at once instead of after a
// request (the tree's first frame, docs/adr/0056). One request of 40
// communities per tree, the one the first visit would make; nothing for users without those pages.
// A tree once loaded is also drawn ahead, hidden (TreePanel), so the first page beside it only shows it.
import { useEffect, useMemo, useState } from 'react';
import { whenIdleAfterPaint } from '@/lib/when-idle';
import { useRouteTable } from '../route-table';
import type { ShellTreeType } from '../route-types';
import { useSession } from '../session/use-session';
import { treeController, type TreeController } from './tree-store';

/** The trees worth loading ahead: the community trees most pages show. */
export const PREFETCHED_TREES: readonly ShellTreeType[] = ['NormalTree', 'BasicTree'];

const NONE: readonly ShellTreeType[] = [];

/** How long an idle moment is waited for before loading anyway. */
const IDLE_TIMEOUT_MS = 3000;

/** Calls `done` once the controller's tree has loaded; returns a cancel. */
function whenReady(controller: TreeController, done: () => void): () => void {
  let unsubscribe = () => {};
  const check = () => {
    if (controller.getState().status !== 'ready') return false;
    unsubscribe();
    done();
    return true;
  };
  if (!check()) unsubscribe = controller.subscribe(check);
  return () => unsubscribe();
}

/**
 * Loads the user's community trees ahead once idle; returns those loaded so far. A hidden tree is drawn
 * from its data as it stands (it subscribes to the store once shown), hence only once loaded.
 */
export function useTreePrefetch(): readonly ShellTreeType[] {
  const { routes } = useRouteTable();
  const permitted = useSession().loaded?.permitted;
  const [ahead, setAhead] = useState<readonly ShellTreeType[]>(NONE);
  const trees = useMemo(
    () =>
      PREFETCHED_TREES.filter((tree) =>
        routes.some((route) => route.tree === tree && permitted?.has(route.name)),
      ),
    [routes, permitted],
  );
  useEffect(() => {
    if (!trees.length) return;
    const cancels = [
      whenIdleAfterPaint(() => {
        for (const tree of trees) {
          const controller = treeController(tree);
          controller.ensureLoaded();
          cancels.push(
            whenReady(controller, () =>
              setAhead((loaded) => (loaded.includes(tree) ? loaded : [...loaded, tree])),
            ),
          );
        }
      }, IDLE_TIMEOUT_MS),
    ];
    return () => cancels.forEach((cancel) => cancel());
  }, [trees]);
  // Only trees the user still has a page for (permissions can change while signed in).
  return useMemo(() => ahead.filter((tree) => trees.includes(tree)), [ahead, trees]);
}
