// One node of the side tree as the store keeps it, whatever call it came from (01 §3 tree node,
// agent tree node; 02 §3 vehicle camera tree node), and the depth rules of each tree type.
import type { components } from '@zhsq/contract/api';
import { TREE_ROOT_NODE, TREE_ROOT_TITLE } from '@/lib/constants/session-start';
import { BUILDING_TREE_MAX_LEVEL, DEEP_TREE_MAX_LEVEL, TREE_MAX_LEVEL } from '@/lib/constants/side-tree';
import type { ShellTreeType } from '../route-types';
import { parseNodeId, type TreeSelection } from './tree-selection';

type Schemas = components['schemas'];
export type ApiTreeNode = Schemas['TreeNode'];
export type ApiAgentNode = Schemas['AgentNode'];
export type ApiCameraGroup = Schemas['CarCameraGroup'];

/** 01 §2.10 level icons (all / department / building / unit / room) plus agents and cameras. */
export type TreeIconKind = 'all' | 'department' | 'building' | 'unit' | 'room' | 'agent' | 'camera';

export interface NodeData {
  key: string;
  title: string;
  icon: TreeIconKind;
  /** Depth from the first level of the tree (0 = community or top agent). */
  level: number;
  isLeaf: boolean;
  /** What picking the node writes to tree-selection. */
  selection: TreeSelection;
  /** Camera nodes: the id a tick stores (02 §4). */
  cameraId?: number;
}

/** The three community trees: communities only, down to units, down to rooms. */
export type CommunityTreeType = 'BasicTree' | 'NormalTree' | 'DeepNormalTree';

export function isCommunityTree(tree: ShellTreeType): tree is CommunityTreeType {
  return tree === 'BasicTree' || tree === 'NormalTree' || tree === 'DeepNormalTree';
}

export function isCameraTree(tree: ShellTreeType): boolean {
  return tree === 'MonitorTree' || tree === 'vehicleTree';
}

/**
 * Deepest level a community tree opens (02 §2 building tree: 0 community, 1 building, 2 unit, 3 room):
 * BasicTree stops at communities, NormalTree at units (building tree max level 2), DeepNormalTree at
 * rooms (deep tree max level 3).
 */
export function communityMaxLevel(tree: CommunityTreeType): number {
  if (tree === 'BasicTree') return 0;
  if (tree === 'NormalTree') return BUILDING_TREE_MAX_LEVEL;
  return DEEP_TREE_MAX_LEVEL;
}

/** 01 §2.10 "max 10 levels": levels 0–9, whatever the server says. */
export function isBeyondMaxLevel(level: number): boolean {
  return level >= TREE_MAX_LEVEL - 1;
}

const ICON_BY_TYPE: Record<NonNullable<ApiTreeNode['type']>, TreeIconKind> = {
  dep: 'department',
  building: 'building',
  unit: 'unit',
  room: 'room',
};

/** A treeList / searchTree node; `depId` is the community of the parent (for buildings and below). */
export function fromTreeNode(node: ApiTreeNode, maxLevel: number, depId?: number): NodeData {
  const parsed = parseNodeId(node.id);
  const kind = parsed?.kind ?? 'dep';
  const id = parsed?.id ?? Number.NaN;
  const ownDep = kind === 'dep' ? id : depId;
  return {
    key: node.id,
    title: node.text,
    icon: node.iconCls ?? (node.type ? ICON_BY_TYPE[node.type] : 'department'),
    level: node.level,
    isLeaf: node.leaf || node.level >= maxLevel || isBeyondMaxLevel(node.level),
    selection: {
      nodeId: node.id,
      kind,
      id,
      label: node.text,
      ...(ownDep === undefined ? {} : { depId: ownDep }),
      ...(node.agentId ? { agentId: node.agentId } : {}),
    },
  };
}

export const agentKey = (agentId: string): string => `agent:${agentId}`;

export function fromAgentNode(agent: ApiAgentNode, level: number, isLeaf: boolean): NodeData {
  const key = agentKey(agent.agentId);
  return {
    key,
    title: agent.treeNodeName || agent.agentName,
    icon: 'agent',
    level,
    isLeaf,
    selection: {
      nodeId: key,
      kind: 'agent',
      id: Number(agent.agentId),
      label: agent.treeNodeName || agent.agentName,
      agentId: agent.agentId,
    },
  };
}

export function fromCameraGroup(group: ApiCameraGroup): { community: NodeData; cameras: NodeData[] } {
  const key = `dep:${group.depId}`;
  const community: NodeData = {
    key,
    title: group.depName,
    icon: 'department',
    level: 0,
    isLeaf: group.carCameraList.length === 0,
    selection: { nodeId: key, kind: 'dep', id: group.depId, label: group.depName, depId: group.depId },
  };
  const cameras = group.carCameraList.map((camera): NodeData => ({
    key: `camera:${camera.cameraId}`,
    title: camera.cameraName,
    icon: 'camera',
    level: 1,
    isLeaf: true,
    cameraId: camera.cameraId,
    selection: {
      nodeId: `camera:${camera.cameraId}`,
      kind: 'camera',
      id: camera.cameraId,
      label: camera.cameraName,
      depId: group.depId,
    },
  }));
  return { community, cameras };
}

/** 01 §2.10: root node 全部小区 (id dep:-1). */
export const ALL_COMMUNITIES_NODE: NodeData = {
  key: TREE_ROOT_NODE,
  title: TREE_ROOT_TITLE,
  icon: 'all',
  level: -1,
  isLeaf: false,
  selection: { nodeId: TREE_ROOT_NODE, kind: 'all', id: -1, label: TREE_ROOT_TITLE },
};
