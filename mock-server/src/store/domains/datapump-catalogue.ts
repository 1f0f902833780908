// Data types of bulk import/export and their export fields (02-modules §4 "Export flow"). Each type
// has a default template (all fields, allowSave 0) and one editable sample template per account.
// `key` is the one data-type name everywhere: exportTemplateList's dataType, the prefix of the im_ex
// type (residentImport → resident) and the dataType of the notice channel's import/export messages.
import type { components } from '@zhsq/web/generated/api';

export type ExportTemplate = components['schemas']['ExportTemplate'];

export interface DataType {
  key: string;
  name: string;
  fields: [code: string, alias: string][];
  sample: { id: string; name: string; fields: string[] };
}

export const DATA_TYPES: DataType[] = [
  {
    key: 'resident',
    name: '住户信息',
    fields: [
      ['depName', '小区'],
      ['roomAddress', '房屋'],
      ['userName', '姓名'],
      ['phone', '手机号'],
      ['userType', '住户类型'],
      ['cardNo', '证件号码'],
      ['authEndTime', '授权期限'],
    ],
    sample: { id: 'resident-contact', name: '联系方式', fields: ['userName', 'phone', 'roomAddress'] },
  },
  {
    key: 'house',
    name: '房屋信息',
    fields: [
      ['depName', '小区'],
      ['buildingName', '楼栋'],
      ['unitName', '单元'],
      ['roomNumber', '房号'],
      ['area', '建筑面积'],
      ['houseStatus', '房屋状态'],
    ],
    sample: { id: 'house-simple', name: '房屋清单', fields: ['buildingName', 'unitName', 'roomNumber'] },
  },
  {
    key: 'car',
    name: '车辆信息',
    fields: [
      ['carNumber', '车牌号'],
      ['ownerName', '车主'],
      ['phone', '联系电话'],
      ['carType', '车辆类型'],
      ['depName', '小区'],
      ['parkingSpace', '车位'],
    ],
    sample: { id: 'car-owner', name: '车主信息', fields: ['carNumber', 'ownerName', 'phone'] },
  },
  {
    key: 'card',
    name: '门禁卡',
    fields: [
      ['cardNo', '卡号'],
      ['cardType', '卡类型'],
      ['ownerName', '持卡人'],
      ['depName', '小区'],
      ['roomAddress', '房屋'],
      ['validTime', '有效期'],
    ],
    sample: { id: 'card-simple', name: '卡号清单', fields: ['cardNo', 'ownerName'] },
  },
  {
    key: 'visitor',
    name: '访客记录',
    fields: [
      ['visitorName', '访客姓名'],
      ['phone', '手机号'],
      ['depName', '小区'],
      ['roomAddress', '被访房屋'],
      ['visitTime', '来访时间'],
      ['visitStatus', '访客状态'],
    ],
    sample: { id: 'visitor-simple', name: '来访登记', fields: ['visitorName', 'visitTime'] },
  },
  {
    key: 'smokeAlarm',
    name: '烟感报警记录',
    fields: [
      ['depName', '小区'],
      ['address', '安装位置'],
      ['deviceSn', '设备序列号'],
      ['alarmTypeName', '报警类型'],
      ['alarmTime', '报警时间'],
      ['handleStatus', '处理状态'],
    ],
    sample: { id: 'smokeAlarm-simple', name: '报警简表', fields: ['address', 'alarmTime', 'handleStatus'] },
  },
];

export function dataTypeOf(key: string): DataType | undefined {
  return DATA_TYPES.find((t) => t.key === key);
}

const TASK_TYPE = /^([A-Za-z]+)(Import|Export)$/;

/**
 * The data type and direction of an im_ex `type` (residentImport → resident, import): the one mapping
 * between the /api task type and the notice channel's dataType / dataTypeName.
 */
export function parseTaskType(
  type: string,
): { dataType: DataType; taskType: 'import' | 'export' } | undefined {
  const m = TASK_TYPE.exec(type.trim());
  const dataType = m ? dataTypeOf(m[1]!) : undefined;
  return dataType && { dataType, taskType: m![2] === 'Import' ? 'import' : 'export' };
}

export function templatesOf(type: DataType): ExportTemplate[] {
  const alias = new Map(type.fields);
  return [
    {
      templateId: `${type.key}-default`,
      templateName: '默认模板',
      dataMode: 'standard',
      dataTemplate: type.fields.map(([code, a]) => ({ code, alias: a })),
      allowSave: 0,
    },
    {
      templateId: type.sample.id,
      templateName: type.sample.name,
      dataMode: 'standard',
      dataTemplate: type.sample.fields.map((code) => ({ code, alias: alias.get(code) ?? code })),
      allowSave: 1,
    },
  ];
}
