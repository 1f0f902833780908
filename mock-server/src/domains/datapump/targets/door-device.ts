// 门口机 (doorDevice): door stations of 门禁设备 (DoorDevice) out and in; an imported device is offline
// until it reports, like one added in the console.
import { catalogueCodes, resourceExportSource, resourceImportTarget } from './resource.js';

export const doorDeviceExport = resourceExportSource('DoorDevice', catalogueCodes('doorDevice'));

export const doorDeviceImport = resourceImportTarget('DoorDevice', [
  { key: 'name', header: '设备名称', required: true, note: '不超过32个字', example: '1栋一单元门口机' },
  {
    key: 'serial',
    header: '设备序列号',
    required: true,
    note: '8-20 位大写字母或数字，不可重复',
    example: 'DM20260001',
  },
  { key: 'depId', header: '小区名称', required: true, note: '账号可管理的小区全称', example: '锦绣花园' },
  { key: 'buildingId', header: '楼栋', note: '选填，单元门口机填写', example: '1栋' },
  { key: 'unitId', header: '单元', note: '选填，填写时须同时填写楼栋', example: '一单元' },
  {
    key: 'position',
    header: '安装位置',
    required: true,
    note: '小区大门、单元门口、围墙',
    example: '单元门口',
  },
  { key: 'model', header: '设备型号', note: '选填', example: 'DM-8' },
  { key: 'ip', header: 'IP地址', note: '选填，IPv4 地址', example: '192.168.1.20' },
  { key: 'remark', header: '备注', note: '选填，不超过200个字', example: '' },
]);
