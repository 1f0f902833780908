// 房屋信息 (house): rooms of 房屋管理 (PropertyRoom, the side tree's own records) out and in; an imported
// room is added to its unit like one added in the console, so the tree shows it at once.
import { catalogueCodes, resourceExportSource, resourceImportTarget } from './resource.js';

export const houseExport = resourceExportSource('PropertyRoom', catalogueCodes('house'));

export const houseImport = resourceImportTarget('PropertyRoom', [
  { key: 'depId', header: '小区名称', required: true, note: '账号可管理的小区全称', example: '锦绣花园' },
  { key: 'buildingId', header: '楼栋', required: true, note: '与房屋管理中的楼栋名称一致', example: '1栋' },
  { key: 'unitId', header: '单元', required: true, note: '与房屋管理中的单元名称一致', example: '一单元' },
  { key: 'floor', header: '楼层', required: true, note: '1-99 的整数', example: '3' },
  {
    key: 'roomNumber',
    header: '房号',
    required: true,
    note: '1-8 位数字、字母或 -，同一单元内不可重复',
    example: '301',
  },
  { key: 'area', header: '建筑面积', required: true, note: '1-9999，单位㎡', example: '89.5' },
  {
    key: 'usage',
    header: '房屋用途',
    required: true,
    note: '住宅、商铺、办公、车库、储藏室',
    example: '住宅',
  },
  { key: 'status', header: '房屋状态', required: true, note: '自住、出租、空置、装修中', example: '自住' },
  { key: 'nickName', header: '房屋别名', note: '选填，不超过10个字', example: '' },
  { key: 'remark', header: '备注', note: '选填，不超过200个字', example: '' },
]);
