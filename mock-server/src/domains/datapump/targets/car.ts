// 车辆信息 (car): vehicles of 车辆管理 (ParkVehicle) out and in; a plate already registered is refused
// by the add operation (车牌号已存在), also for the second of two equal rows of one file.
import { catalogueCodes, resourceExportSource, resourceImportTarget } from './resource.js';

export const carExport = resourceExportSource('ParkVehicle', catalogueCodes('car'));

export const carImport = resourceImportTarget('ParkVehicle', [
  {
    key: 'plateNo',
    header: '车牌号',
    required: true,
    note: '省份简称 + 字母 + 5 位（新能源 6 位），字母不含 I、O',
    example: '粤B12345',
  },
  {
    key: 'plateColor',
    header: '车牌颜色',
    required: true,
    note: '蓝牌、黄牌、绿牌、白牌、黑牌',
    example: '蓝牌',
  },
  {
    key: 'vehicleType',
    header: '车辆类型',
    required: true,
    note: '小型车、大型车、新能源车',
    example: '小型车',
  },
  { key: 'brand', header: '品牌颜色', note: '选填，不超过20个字', example: '白色大众' },
  { key: 'ownerName', header: '车主姓名', required: true, note: '车主的真实姓名', example: '张三' },
  { key: 'ownerPhone', header: '车主手机', required: true, note: '11 位手机号', example: '13800138000' },
  { key: 'depId', header: '小区名称', required: true, note: '账号可管理的小区全称', example: '锦绣花园' },
  {
    key: 'parkLotId',
    header: '停车场',
    required: true,
    note: '该小区停车场管理中的停车场名称',
    example: '南门地面停车场',
  },
  {
    key: 'cardType',
    header: '车辆类别',
    required: true,
    note: '月租车、固定车位、免费车',
    example: '月租车',
  },
  { key: 'spaceNo', header: '车位号', note: '选填，不超过10个字符', example: 'B-018' },
  { key: 'validFrom', header: '有效期起', note: '选填，yyyy-MM-dd', example: '2026-01-01' },
  { key: 'validTo', header: '有效期止', note: '选填，yyyy-MM-dd', example: '2026-12-31' },
  { key: 'remark', header: '备注', note: '选填，不超过200个字', example: '' },
]);
