// 01 §2.10: a community tree selects its first community (全部小区 on a route that shows it) once its
// first page has loaded. The session's start-up already asks for the communities under 全部小区 (the
// same list the tree's first page is the start of), so the page the session is loaded for starts with
// that choice: its first request carries the community, instead of one request for every community and
// a second for the first one once the tree panel has loaded and chosen (docs/adr/0088). The panel then
// keeps the choice, as it keeps any selection that is in its tree.
import type { ShellRoute } from '../route-types';
import {
  ALL_COMMUNITIES_NODE,
  communityMaxLevel,
  fromTreeNode,
  isCommunityTree,
  type ApiTreeNode,
} from './tree-node';
import { getTreeSelection, setTreeSelection } from './tree-selection';

/** Selects what `route`'s community tree would select first, unless its tree has a selection already. */
export function preselectFirstCommunity(
  route: ShellRoute | undefined,
  communities: readonly ApiTreeNode[],
): void {
  const tree = route?.tree;
  if (!tree || !isCommunityTree(tree) || getTreeSelection(tree)) return;
  if (route.showAll) {
    setTreeSelection(tree, ALL_COMMUNITIES_NODE.selection);
    return;
  }
  const first = communities[0];
  if (first) setTreeSelection(tree, fromTreeNode(first, communityMaxLevel(tree)).selection);
}
