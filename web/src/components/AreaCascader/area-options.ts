// The cascader's option tree and value mapping (02 §4 "Trees and tables"): the top column starts with
// 全国, every lower column with 全部; both have the value '' and mean "no filter at this level". A node
// at level maxLevel − 1 or deeper is a leaf (max level 2 by default, 4 in the property pickers).
import { AREA_ALL_LABEL, AREA_ROOT_LABEL } from '@/lib/constants/area';
import type { AreaNode } from './area-api';

export interface AreaOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: AreaOption[];
}

/** Loaded children by parent path: '' = provinces, '44' = cities of 44, '44/4401' = districts …. */
export type AreaChildren = Readonly<Record<string, readonly AreaNode[]>>;

export const pathKey = (ids: readonly string[]): string => ids.join('/');

function toOption(
  node: AreaNode,
  level: number,
  path: string[],
  loaded: AreaChildren,
  maxLevel: number,
): AreaOption {
  // The server's leaf flag is trusted for provinces and cities; districts always have streets.
  const isLeaf = level >= maxLevel - 1 || (level < 2 && node.leaf);
  if (isLeaf) return { value: node.id, label: node.name, isLeaf: true };
  const kids = loaded[pathKey(path)];
  return {
    value: node.id,
    label: node.name,
    isLeaf: false,
    children: kids && [
      { value: '', label: AREA_ALL_LABEL, isLeaf: true },
      ...kids.map((kid) => toOption(kid, level + 1, [...path, kid.id], loaded, maxLevel)),
    ],
  };
}

export function buildAreaOptions(loaded: AreaChildren, maxLevel: number): AreaOption[] {
  return [
    { value: '', label: AREA_ROOT_LABEL, isLeaf: true },
    ...(loaded[''] ?? []).map((province) => toOption(province, 0, [province.id], loaded, maxLevel)),
  ];
}

/** Ids per level → the cascader's path: [] is 全国; a non-leaf last id gets its 全部 entry. */
export function toCascaderPath(
  ids: readonly string[],
  options: readonly AreaOption[],
  maxLevel: number,
): string[] {
  const kept = ids.filter((id) => id !== '').slice(0, maxLevel);
  if (kept.length === 0) return [''];
  let column: readonly AreaOption[] | undefined = options;
  let last: AreaOption | undefined;
  for (const id of kept) {
    last = column?.find((option) => option.value === id);
    column = last?.children;
  }
  const lastIsLeaf = last ? last.isLeaf : kept.length >= maxLevel;
  return lastIsLeaf ? kept : [...kept, ''];
}

/** The cascader's path → ids per level, without the 全国 / 全部 entries. */
export function fromCascaderPath(path: readonly (string | number)[] | undefined | null): string[] {
  return (path ?? []).map(String).filter((id) => id !== '');
}

/** Ids per level as the tree and list filters name them (01 §7, 02 §3). */
export function areaQuery(ids: readonly string[]): {
  provinceId?: string;
  cityId?: string;
  districtId?: string;
  streetId?: string;
} {
  const [provinceId, cityId, districtId, streetId] = ids;
  return {
    ...(provinceId && { provinceId }),
    ...(cityId && { cityId }),
    ...(districtId && { districtId }),
    ...(streetId && { streetId }),
  };
}
