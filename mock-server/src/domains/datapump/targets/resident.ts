// The residents (住户) import target and export source: a row of the import template, checked here,
// becomes a resident of the 住户 list through the property domain's write (importResident); exports
// list the 住户 list's rows.
import { visibleCommunities } from '../../tree/tree.js';
import type { CommunityRecord } from '#mock/store/communities.js';
import { idCheckDigit } from '#mock/lib/people.js';
import { importResident, type ResidentInput } from '../../property/resident-import.js';
import {
  RESIDENT_TYPE_LABELS,
  residentPlace,
  type ResidentTypeLabel,
} from '../../property/seeds/resident-types.js';
import type { Row } from '#mock/resources/types.js';
import type { ExportContext, ExportSource, ImportContext, ImportTarget, RowCheck } from '../targets.js';
import { MSG_PERMISSION_DENIED } from '#mock/contract/envelope.js';
import { permits } from './operations.js';
import { numberParam } from './params.js';
import { resourceExportSource } from './resource.js';

export const RESIDENT_NAME_MAX = 20;
const MOBILE = /^1[3-9]\d{9}$/;

/** 18 digits with a valid check character (x accepted) and a real birthday, or 15 digits. */
export function isIdCardNo(text: string): boolean {
  const id = text.toUpperCase();
  if (/^\d{15}$/.test(id)) return true;
  if (!/^\d{17}[\dX]$/.test(id) || idCheckDigit(id.slice(0, 17)) !== id[17]) return false;
  const y = Number(id.slice(6, 10));
  const m = Number(id.slice(10, 12));
  const d = Number(id.slice(12, 14));
  const birthday = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && birthday.getUTCMonth() === m - 1 && birthday.getUTCDate() === d;
}

/** Visible communities by name, computed once per import (a file may hold 10,000 rows). */
const communityIndex = new WeakMap<ImportContext, Map<string, CommunityRecord>>();
function communityNamed(ctx: ImportContext, name: string): CommunityRecord | undefined {
  let index = communityIndex.get(ctx);
  if (!index) {
    index = new Map(visibleCommunities(ctx.store.communities, ctx.user).map((c) => [c.depName, c]));
    communityIndex.set(ctx, index);
  }
  return index.get(name);
}

function checkResident(
  values: Readonly<Record<string, string>>,
  ctx: ImportContext,
): RowCheck<ResidentInput> {
  const bad = (message: string) => ({ ok: false as const, message });
  const community = communityNamed(ctx, values.depName!);
  if (!community) return bad(`小区不存在或无权限：${values.depName}`);
  const chosen = numberParam(ctx.params.depId);
  if (chosen !== undefined && chosen !== -1 && chosen !== community.depId)
    return bad(`小区与导入时选择的小区不一致：${values.depName}`);
  const { hierarchy } = ctx.store;
  const building = hierarchy.buildingsOf(community.depId).find((b) => b.buildingName === values.buildingName);
  if (!building) return bad(`楼栋不存在：${values.buildingName}`);
  const unit = hierarchy.unitsOf(building.buildingId).find((u) => u.unitName === values.unitName);
  if (!unit) return bad(`单元不存在：${values.buildingName}${values.unitName}`);
  const room = hierarchy.roomsOf(unit.unitId).find((r) => r.roomNumber === values.roomNumber);
  if (!room) return bad(`房号不存在：${values.buildingName}${values.unitName}${values.roomNumber}`);
  const userName = values.userName!;
  if ([...userName].length > RESIDENT_NAME_MAX) return bad(`姓名不能超过${RESIDENT_NAME_MAX}个字`);
  if (!MOBILE.test(values.phone!)) return bad('手机号格式不正确');
  if (!RESIDENT_TYPE_LABELS.includes(values.userType as ResidentTypeLabel))
    return bad(`住户类型只能是${RESIDENT_TYPE_LABELS.join('、')}`);
  const cardNo = (values.cardNo ?? '').toUpperCase();
  if (cardNo && !isIdCardNo(cardNo)) return bad('证件格式不正确');
  return {
    ok: true,
    row: {
      ...residentPlace(community, building, unit, room),
      userName,
      phone: values.phone!,
      userType: values.userType as ResidentTypeLabel,
      cardNo,
    },
  };
}

export const residentImport: ImportTarget<ResidentInput> = {
  columns: [
    { key: 'depName', header: '小区名称', required: true, note: '账号可管理的小区全称', example: '锦绣花园' },
    {
      key: 'buildingName',
      header: '楼栋',
      required: true,
      note: '与房屋管理中的楼栋名称一致',
      example: '1栋',
    },
    {
      key: 'unitName',
      header: '单元',
      required: true,
      note: '与房屋管理中的单元名称一致',
      example: '一单元',
    },
    { key: 'roomNumber', header: '房号', required: true, note: '与房屋管理中的房号一致', example: '101' },
    {
      key: 'userName',
      header: '姓名',
      required: true,
      note: `不超过${RESIDENT_NAME_MAX}个字`,
      example: '张三',
    },
    { key: 'phone', header: '手机号', required: true, note: '11 位手机号', example: '13800138000' },
    {
      key: 'userType',
      header: '住户类型',
      required: true,
      note: `${RESIDENT_TYPE_LABELS.join('、')}；业主、家属授权期限为永久，其余为 1 年，已有住户保留原授权期限`,
      example: '业主',
    },
    { key: 'cardNo', header: '证件号码', note: '选填，18 位或 15 位身份证号', example: '' },
  ],
  validateRow: checkResident,
  keyOf: (row) => `${row.roomNumberId}:${row.phone}`,
  insert: (row, ctx) => {
    // the 住户 page's add operation decides who may write residents
    if (!permits(ctx.user, 'residentAdd')) return MSG_PERMISSION_DENIED;
    importResident(ctx.store, row);
  },
};

/** 01 §3 combined address of a 住户 row: 'community > building > unit > room'. */
function residentAddress(row: Row, store: ExportContext['store']): string {
  const room = store.hierarchy.roomsOf(Number(row.unitId)).find((r) => r.roomNumberId === row.roomId);
  return [row.depName, row.buildingName, row.unitName, room?.roomNumber ?? row.roomName].join(' > ');
}

// The rows the 住户 list shows (the Resident resource, which the import also writes); the Report
// page's depId filter becomes the list's tree node.
export const residentExport: ExportSource = resourceExportSource(
  'Resident',
  [
    'depName',
    ['roomAddress', (row, { store }) => residentAddress(row, store)],
    'userName',
    'phone',
    'userType',
    'cardNo',
    'authEndTime',
  ],
  ({ depId, ...query }) => {
    const id = numberParam(depId);
    return id === undefined || query.node ? query : { ...query, node: `dep:${id}` };
  },
);
