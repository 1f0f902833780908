// The community tree panel's place beside the page. Its code loads after the frame's first paint
// (docs/adr/0054); until it has arrived, a page with a tree gets an empty box of the panel's width, so
// the page beside it does not move when the panel comes (no layout shift on a reload or bookmark).
import { useSyncExternalStore } from 'react';
import { lazyModule, useLazyModule } from '@/components/lazy-module';
import { retryImport } from '@/lib/retry-import';
import { useCurrentRoute } from '../navigation/use-current-route';
import { displayedWidth, getPanelState } from '../tree/panel-width';

const treePanel = lazyModule(() => retryImport(() => import('../tree/TreePanel').then((m) => m.TreePanel)));
const noSubscription = () => () => {};

export function TreePanelSlot() {
  const TreePanel = useLazyModule(treePanel);
  const hasTree = Boolean(useCurrentRoute()?.tree);
  const width = useSyncExternalStore(noSubscription, () => displayedWidth(getPanelState()));
  if (TreePanel) return <TreePanel />;
  return hasTree ? <div data-tree-placeholder aria-hidden style={{ flex: 'none', width }} /> : null;
}
