// 01 §2.10 level icons: all / department (community) / building / unit / room, plus agents and cameras.
import {
  ApartmentOutlined,
  BankOutlined,
  ClusterOutlined,
  HomeOutlined,
  KeyOutlined,
  TeamOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { TreeIconKind } from './tree-node';

const ICONS: Record<TreeIconKind, { Icon: ComponentType<{ className?: string }>; label: string }> = {
  all: { Icon: ClusterOutlined, label: '全部' },
  department: { Icon: HomeOutlined, label: '小区' },
  building: { Icon: BankOutlined, label: '楼栋' },
  unit: { Icon: ApartmentOutlined, label: '单元' },
  room: { Icon: KeyOutlined, label: '房屋' },
  agent: { Icon: TeamOutlined, label: '组织' },
  camera: { Icon: VideoCameraOutlined, label: '相机' },
};

export function TreeIcon({ kind }: { kind: TreeIconKind }) {
  const { Icon, label } = ICONS[kind];
  return (
    // The row's text names the node; the icon is decoration for screen readers, its kind a title.
    <span className={`side-tree-icon side-tree-icon-${kind}`} title={label} aria-hidden>
      <Icon />
    </span>
  );
}
