// The node chosen in the sidebar tree, one per tree type (01 §3: the tree store keeps state per tree
// type). The side tree writes it; list pages read it to filter their tables. Logout clears it.
import { useSyncExternalStore } from 'react';
import type { ShellTreeType } from '../route-types';

export type TreeNodeKind = 'all' | 'dep' | 'building' | 'unit' | 'room' | 'agent' | 'camera';

export interface TreeSelection {
  /** Node id as the tree knows it: dep:-1, dep:1499, building:12, unit:5, room:7, agent:2, camera:9. */
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

// 02 §4 "Camera tree (vehicle)": ticking cameras stores the selected camera ids in a shared vehicle
// state, one list per camera tree type (MonitorTree, vehicleTree).
type CheckedCameras = Partial<Record<ShellTreeType, readonly number[]>>;
let checkedCameras: CheckedCameras = {};
const NO_CAMERAS: readonly number[] = [];

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
  checkedCameras = {};
  emit();
}

export function setCheckedCameras(tree: ShellTreeType, cameraIds: readonly number[]): void {
  const current = checkedCameras[tree] ?? NO_CAMERAS;
  if (current.length === cameraIds.length && current.every((id, i) => id === cameraIds[i])) return;
  checkedCameras = { ...checkedCameras, [tree]: [...cameraIds] };
  emit();
}

export function getCheckedCameras(tree: ShellTreeType): readonly number[] {
  return checkedCameras[tree] ?? NO_CAMERAS;
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

/** Camera ids ticked in a camera tree (empty while none). */
export function useCheckedCameras(tree: ShellTreeType | undefined): readonly number[] {
  return useSyncExternalStore(
    subscribe,
    () => (tree ? getCheckedCameras(tree) : NO_CAMERAS),
    () => NO_CAMERAS,
  );
}

/** Parse a tree node id such as dep:1499, building:12, agent:2 or camera:1499001. */
export function parseNodeId(nodeId: string): { kind: TreeNodeKind; id: number } | undefined {
  const match = /^(dep|building|unit|room|agent|camera):(-?\d+)$/.exec(nodeId);
  if (!match) return undefined;
  const id = Number(match[2]);
  const kind = match[1] as TreeNodeKind;
  return { kind: kind === 'dep' && id === -1 ? 'all' : kind, id };
}
