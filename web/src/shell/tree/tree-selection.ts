// The node chosen in the sidebar tree, one per tree type (01 §3: the tree store keeps state per tree
// type). The side tree writes it; list pages read it to filter their tables. Logout clears it.
import { useSyncExternalStore } from 'react';
import type { ShellTreeType } from '../route-types';

export type TreeNodeKind = 'all' | 'dep' | 'building' | 'unit' | 'room' | 'agent';

export interface TreeSelection {
  /** Node id as the tree knows it: dep:-1, dep:1499, building:12, unit:5, or an agent id. */
  nodeId: string;
  kind: TreeNodeKind;
  /** Numeric id behind nodeId (-1 for 全部小区); agent ids stay strings in agentId. */
  id: number;
  label: string;
  /** The community the node belongs to (undefined for 全部小区 and agents). */
  depId?: number;
  agentId?: string;
}

type Selections = Partial<Record<ShellTreeType, TreeSelection>>;

let selections: Selections = {};
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function setTreeSelection(tree: ShellTreeType, selection: TreeSelection | undefined): void {
  const current = selections[tree];
  if (current?.nodeId === selection?.nodeId && current?.label === selection?.label) return;
  selections = { ...selections, [tree]: selection };
  emit();
}

export function getTreeSelection(tree: ShellTreeType): TreeSelection | undefined {
  return selections[tree];
}

/** Logout and password change reset every tree (01 §4). */
export function clearTreeSelections(): void {
  selections = {};
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The selected node of a tree type; undefined while nothing is selected or the route has no tree. */
export function useTreeSelection(tree: ShellTreeType | undefined): TreeSelection | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (tree ? selections[tree] : undefined),
    () => undefined,
  );
}

/** Parse a tree node id such as dep:1499 or building:12. */
export function parseNodeId(nodeId: string): { kind: TreeNodeKind; id: number } | undefined {
  const match = /^(dep|building|unit|room):(-?\d+)$/.exec(nodeId);
  if (!match) return undefined;
  const id = Number(match[2]);
  const kind = match[1] as TreeNodeKind;
  return { kind: kind === 'dep' && id === -1 ? 'all' : kind, id };
}
