// The building tree panel of 房屋详情 (02 §2 "Building tree panel": level 0 community, 1 building, 2 unit
// or group, rooms below; 02 §6): children load lazily from treeList; the add / edit / delete icons show
// by the PropertyRoom* keys, '更新下级数据' (reload the node's children) always. Choosing a room opens
// its detail. Every change also reloads the side trees that are loaded.
import { DeleteOutlined, EditOutlined, PlusOutlined, SyncOutlined } from '@ant-design/icons';
import { Button, Card, Spin, Tooltip, Tree, type TreeDataNode } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { DeleteBlockedDialog, type BlockingRelation } from '@/components/DeleteBlockedDialog';
import { useFeedback } from '@/components/feedback';
import { PROPERTY_ROOM_KEYS, UPDATE_SUBORDINATE_TEXT } from '@/lib/constants/property';
import { usePermitted } from '@/shell/session/Permitted';
import { refreshCommunityTrees } from '../refresh-trees';
import {
  addBuilding,
  addRoom,
  addUnit,
  buildingDetail,
  loadChildren,
  parseKey,
  relationsOf,
  remove,
  unitDetail,
  updateBuilding,
  updateUnit,
  type PanelNode,
} from './building-api';
import { NodeFormDialog, type NodeForm } from './NodeFormDialog';
import './building-tree.css';

export interface BuildingTreePanelProps {
  depId: number;
  depName: string;
  /** The room shown on the right (its building and unit start open). */
  roomId?: number;
  onOpenRoom: (roomId: number) => void;
}

function ActionIcon({
  title,
  icon,
  onClick,
  danger,
}: {
  title: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
}) {
  return (
    <Tooltip title={title}>
      <Button
        type="text"
        size="small"
        danger={danger}
        aria-label={title}
        icon={icon}
        onClick={(event) => {
          event.stopPropagation();
          onClick();
        }}
      />
    </Tooltip>
  );
}

/** The PropertyRoom* keys of the panel's add / edit / delete icons (02 §6). */
function useRoomActionKeys() {
  return {
    addBuild: usePermitted(PROPERTY_ROOM_KEYS.addBuild),
    editBuild: usePermitted(PROPERTY_ROOM_KEYS.editBuild),
    deleteBuild: usePermitted(PROPERTY_ROOM_KEYS.deleteBuild),
    addUnit: usePermitted(PROPERTY_ROOM_KEYS.addUnit),
    editUnit: usePermitted(PROPERTY_ROOM_KEYS.editUnit),
    deleteUnit: usePermitted(PROPERTY_ROOM_KEYS.deleteUnit),
    addRoom: usePermitted(PROPERTY_ROOM_KEYS.addRoom),
  };
}
type RoomActionKeys = ReturnType<typeof useRoomActionKeys>;

/**
 * The tree's loaded children by node key, which nodes are open and the loaders: children load lazily;
 * the community, then the room's building and unit, open on arrival.
 */
function usePanelBranches(rootKey: string, roomId: number | undefined) {
  const [children, setChildren] = useState<Record<string, PanelNode[]>>({});
  const [expanded, setExpanded] = useState<string[]>([rootKey]);
  const [loading, setLoading] = useState(false);
  const childrenRef = useRef(children);
  childrenRef.current = children;

  const load = useCallback(async (key: string) => {
    const nodes = await loadChildren(key);
    setChildren((current) => ({ ...current, [key]: nodes }));
    return nodes;
  }, []);

  /** 更新下级数据: the node's children again, and those of its open descendants. */
  const reload = useCallback(
    async (key: string, open: readonly string[] = expanded) => {
      const walk = (k: string): string[] =>
        (childrenRef.current[k] ?? []).flatMap((n) => (open.includes(n.key) ? [n.key, ...walk(n.key)] : []));
      const keys = [key, ...walk(key)];
      await Promise.all(keys.map((k) => load(k).catch(() => [])));
    },
    [expanded, load],
  );

  // The community, then the room's building and unit, open on arrival.
  useEffect(() => {
    let alive = true;
    setChildren({});
    setLoading(true);
    const path = [rootKey];
    if (roomId) {
      const unitId = Math.floor(roomId / 1000);
      path.push(`building:${Math.floor(unitId / 10)}`, `unit:${unitId}`);
    }
    void (async () => {
      for (const key of path) {
        const nodes = await load(key).catch(() => undefined);
        if (!alive || !nodes) break;
      }
      if (alive) {
        setExpanded(path);
        setLoading(false);
      }
    })();
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new community or room starts over
  }, [rootKey, roomId]);

  return { children, childrenRef, expanded, setExpanded, loading, load, reload };
}

/** The edit dialog of a building, filled from its detail. */
async function buildingEditForm(node: PanelNode, depId: number, onSaved: () => void): Promise<NodeForm> {
  const b = await buildingDetail(node.id);
  return {
    kind: 'building',
    title: `编辑楼栋：${node.title}`,
    initial: {
      buildingName: b.buildingName,
      depType: b.depType,
      floors: b.floors ?? undefined,
      remark: b.remark ?? undefined,
    },
    save: (v) => updateBuilding(node.id, depId, v).then(onSaved),
  };
}

/** The edit dialog of a unit, filled from its detail. */
async function unitEditForm(node: PanelNode, depId: number, onSaved: () => void): Promise<NodeForm> {
  const u = await unitDetail(node.id);
  return {
    kind: 'unit',
    title: `编辑单元：${node.title}`,
    initial: {
      unitName: u.unitName,
      floors: u.floors,
      roomsPerFloor: u.roomsPerFloor,
      hasElevator: u.hasElevator,
      remark: u.remark ?? undefined,
    },
    save: (v) => updateUnit(node.id, depId, u.buildingId, v).then(onSaved),
  };
}

/** What the node icons do: open a dialog, reload a branch after a write, delete after checking relations. */
interface NodeActionHandlers {
  can: RoomActionKeys;
  depId: number;
  depName: string;
  rootKey: string;
  openDialog: (form: NodeForm) => void;
  changed: (key: string) => void;
  reload: (key: string) => void;
  editBuilding: (node: PanelNode) => void;
  editUnit: (node: PanelNode, buildingKey: string) => void;
  confirmDelete: (node: PanelNode, parentKey: string) => void;
}

/** The icons of one node: add / edit / delete by the PropertyRoom* keys, '更新下级数据' always. */
function nodeActions(node: PanelNode, parentKey: string, handlers: NodeActionHandlers): ReactNode[] {
  const { can, depId, depName, rootKey, openDialog, changed, reload, editBuilding, editUnit, confirmDelete } =
    handlers;
  const sync = (
    <ActionIcon
      key="sync"
      title={UPDATE_SUBORDINATE_TEXT}
      icon={<SyncOutlined />}
      onClick={() => reload(node.key)}
    />
  );
  if (node.kind === 'dep') {
    return [
      can.addBuild && (
        <ActionIcon
          key="add"
          title="新增楼栋"
          icon={<PlusOutlined />}
          onClick={() =>
            openDialog({
              kind: 'building',
              title: `新增楼栋（${depName}）`,
              initial: { depType: 1 },
              save: (v) => addBuilding(depId, v).then(() => changed(rootKey)),
            })
          }
        />
      ),
      sync,
    ];
  }
  if (node.kind === 'building') {
    return [
      can.addUnit && (
        <ActionIcon
          key="add"
          title="新增单元"
          icon={<PlusOutlined />}
          onClick={() =>
            openDialog({
              kind: 'unit',
              title: `新增单元（${node.title}）`,
              initial: { floors: 6, roomsPerFloor: 2, hasElevator: 0 },
              save: (v) => addUnit(depId, node.id, v).then(() => changed(node.key)),
            })
          }
        />
      ),
      can.editBuild && (
        <ActionIcon key="edit" title="编辑楼栋" icon={<EditOutlined />} onClick={() => editBuilding(node)} />
      ),
      can.deleteBuild && (
        <ActionIcon
          key="delete"
          title="删除楼栋"
          danger
          icon={<DeleteOutlined />}
          onClick={() => confirmDelete(node, parentKey)}
        />
      ),
      sync,
    ];
  }
  if (node.kind === 'unit') {
    const buildingId = Math.floor(node.id / 10);
    return [
      can.addRoom && (
        <ActionIcon
          key="add"
          title="新增房屋"
          icon={<PlusOutlined />}
          onClick={() =>
            openDialog({
              kind: 'room',
              title: `新增房屋（${node.title}）`,
              initial: { floor: 1, usage: 1, status: 3 },
              save: (v) => addRoom(depId, buildingId, node.id, v).then(() => changed(node.key)),
            })
          }
        />
      ),
      can.editUnit && (
        <ActionIcon
          key="edit"
          title="编辑单元"
          icon={<EditOutlined />}
          onClick={() => editUnit(node, parentKey)}
        />
      ),
      can.deleteUnit && (
        <ActionIcon
          key="delete"
          title="删除单元"
          danger
          icon={<DeleteOutlined />}
          onClick={() => confirmDelete(node, parentKey)}
        />
      ),
      sync,
    ];
  }
  return [];
}

export function BuildingTreePanel({ depId, depName, roomId, onOpenRoom }: BuildingTreePanelProps) {
  const rootKey = `dep:${depId}`;
  const { modal } = useFeedback();
  const can = useRoomActionKeys();
  const { children, childrenRef, expanded, setExpanded, loading, load, reload } = usePanelBranches(
    rootKey,
    roomId,
  );
  const [dialog, setDialog] = useState<NodeForm | undefined>();
  const [blocked, setBlocked] = useState<BlockingRelation[] | undefined>();

  /** Reloads the panel's branch and the side trees after a write. */
  const changed = (key: string) => {
    refreshCommunityTrees();
    void reload(key);
  };

  const confirmDelete = async (node: PanelNode, parentKey: string) => {
    const kind = node.kind as 'building' | 'unit';
    const relations = await relationsOf(kind, node.id);
    if (relations.some((r) => r.count > 0)) {
      setBlocked(relations.map((r) => ({ label: r.label, ok: r.count === 0 })));
      return;
    }
    const what = kind === 'building' ? '楼栋' : '单元';
    modal.confirm({
      title: '提示',
      content: `确定删除${what}“${node.title}”吗？其下的${kind === 'building' ? '单元和' : ''}房屋将一并删除。`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        await remove(kind, node.id);
        changed(parentKey);
      },
    });
  };

  const actionsOf = (node: PanelNode, parentKey: string): ReactNode[] =>
    nodeActions(node, parentKey, {
      can,
      depId,
      depName,
      rootKey,
      openDialog: setDialog,
      changed,
      reload: (key) => void reload(key),
      editBuilding: (n) => void buildingEditForm(n, depId, () => changed(rootKey)).then(setDialog),
      editUnit: (n, buildingKey) => void unitEditForm(n, depId, () => changed(buildingKey)).then(setDialog),
      confirmDelete: (n, parentKey) => void confirmDelete(n, parentKey),
    });

  const treeData = useMemo(() => {
    const build = (node: PanelNode, parentKey: string): TreeDataNode => ({
      key: node.key,
      isLeaf: node.leaf,
      title: (
        <span className="building-tree-node">
          <span className="building-tree-text">{node.title}</span>
          <span className="building-tree-actions">{actionsOf(node, parentKey)}</span>
        </span>
      ),
      children: children[node.key]?.map((child) => build(child, node.key)),
    });
    return [build({ key: rootKey, kind: 'dep', id: depId, title: depName, leaf: false }, '')];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- actions read the permissions and handlers of this render
  }, [
    children,
    rootKey,
    depId,
    depName,
    can.addBuild,
    can.addUnit,
    can.addRoom,
    can.editBuild,
    can.editUnit,
    can.deleteBuild,
    can.deleteUnit,
  ]);

  return (
    <Card size="small" title="楼栋结构" className="building-tree-card">
      <Spin spinning={loading}>
        <Tree
          blockNode
          showLine
          treeData={treeData}
          expandedKeys={expanded}
          selectedKeys={roomId ? [`room:${roomId}`] : []}
          onExpand={(keys) => setExpanded(keys as string[])}
          loadData={async (node) => {
            if (!childrenRef.current[String(node.key)]) await load(String(node.key)).catch(() => undefined);
          }}
          onSelect={(_, info) => {
            const { kind, id } = parseKey(String(info.node.key));
            if (kind === 'room') onOpenRoom(id);
          }}
        />
      </Spin>
      <NodeFormDialog
        form={dialog}
        onClose={() => setDialog(undefined)}
        onSaved={() => setDialog(undefined)}
      />
      <DeleteBlockedDialog
        open={blocked !== undefined}
        relations={blocked ?? []}
        onClose={() => setBlocked(undefined)}
      />
    </Card>
  );
}
