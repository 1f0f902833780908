// 门禁卡 (card): cards of 门禁卡管理 (AccessCard) out and in; a card without holder name or phone is
// imported as 待补录 like one issued in the console.
import { catalogueCodes, resourceExportSource, resourceImportTarget } from './resource.js';

export const cardExport = resourceExportSource('AccessCard', catalogueCodes('card'));

export const cardImport = resourceImportTarget('AccessCard', [
  {
    key: 'cardNo',
    header: '卡号',
    required: true,
    note: '8-16 位十六进制（大写），不可重复',
    example: '3A5F9C21',
  },
  { key: 'cardType', header: '卡类型', required: true, note: 'IC卡、CPU卡、ID卡', example: 'IC卡' },
  {
    key: 'holderType',
    header: '持卡人类型',
    required: true,
    note: '住户、员工、临时人员',
    example: '住户',
  },
  { key: 'holderName', header: '持卡人', note: '选填，缺少姓名或手机号的卡为待补录', example: '张三' },
  { key: 'phone', header: '手机号', note: '选填，11 位手机号', example: '13800138000' },
  { key: 'holderIdCard', header: '身份证号', note: '选填，18 位或 15 位身份证号', example: '' },
  { key: 'depId', header: '小区名称', required: true, note: '账号可管理的小区全称', example: '锦绣花园' },
  { key: 'buildingId', header: '楼栋', note: '选填，与房屋管理中的楼栋名称一致', example: '1栋' },
  { key: 'unitId', header: '单元', note: '选填，填写时须同时填写楼栋', example: '一单元' },
  { key: 'validFrom', header: '生效日期', required: true, note: 'yyyy-MM-dd', example: '2026-01-01' },
  { key: 'validTo', header: '失效日期', required: true, note: 'yyyy-MM-dd', example: '2027-12-31' },
  { key: 'remark', header: '备注', note: '选填，不超过200个字', example: '' },
]);
