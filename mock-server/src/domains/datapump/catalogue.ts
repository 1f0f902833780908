// Data types of bulk import/export and their export fields (02-modules §4 "Export flow"). Each type
// has a default template (all fields, allowSave 0) and one editable sample template per account.
// `key` is the one data-type name everywhere: exportTemplateList's dataType, the prefix of the im_ex
// type (residentImport → resident) and the dataType of the notice channel's import/export messages.
import type { components } from '@zhsq/contract/api';

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
      ['floor', '楼层'],
      ['roomNumber', '房号'],
      ['nickName', '房屋别名'],
      ['area', '建筑面积(㎡)'],
      ['usage', '房屋用途'],
      ['status', '房屋状态'],
      ['ownerName', '业主'],
      ['residentCount', '住户数'],
    ],
    sample: { id: 'house-simple', name: '房屋清单', fields: ['buildingName', 'unitName', 'roomNumber'] },
  },
  {
    key: 'car',
    name: '车辆信息',
    fields: [
      ['plateNo', '车牌号'],
      ['plateColor', '车牌颜色'],
      ['vehicleType', '车辆类型'],
      ['brand', '品牌颜色'],
      ['ownerName', '车主'],
      ['ownerPhone', '车主手机'],
      ['depName', '小区'],
      ['parkLotName', '停车场'],
      ['cardType', '车辆类别'],
      ['spaceNo', '车位号'],
      ['validFrom', '有效期起'],
      ['validTo', '有效期止'],
      ['status', '车辆状态'],
      ['createTime', '登记时间'],
    ],
    sample: { id: 'car-owner', name: '车主信息', fields: ['plateNo', 'ownerName', 'ownerPhone'] },
  },
  {
    key: 'card',
    name: '门禁卡',
    fields: [
      ['cardNo', '卡号'],
      ['cardType', '卡类型'],
      ['holderType', '持卡人类型'],
      ['holderName', '持卡人'],
      ['phone', '手机号'],
      ['depName', '小区'],
      ['buildingName', '楼栋'],
      ['unitName', '单元'],
      ['validFrom', '生效日期'],
      ['validTo', '失效日期'],
      ['status', '卡状态'],
      ['infoStatus', '资料状态'],
      ['issueTime', '发卡时间'],
    ],
    sample: { id: 'card-simple', name: '卡号清单', fields: ['cardNo', 'holderName'] },
  },
  {
    key: 'visitor',
    name: '访客记录',
    fields: [
      ['visitorName', '访客姓名'],
      ['phone', '手机号'],
      ['visitReason', '来访事由'],
      ['depName', '小区'],
      ['roomName', '受访房屋'],
      ['hostName', '受访人'],
      ['plateNo', '车牌号'],
      ['visitTime', '预约到访'],
      ['leaveTime', '预计离开'],
      ['status', '访客状态'],
      ['createTime', '登记时间'],
    ],
    sample: { id: 'visitor-simple', name: '来访登记', fields: ['visitorName', 'visitTime'] },
  },
  {
    key: 'guestRecord',
    name: '访客通行记录',
    fields: [
      ['visitorName', '访客姓名'],
      ['visitorPhone', '访客手机号'],
      ['visitReason', '来访事由'],
      ['depName', '小区'],
      ['hostName', '受访人'],
      ['hostAddress', '受访地址'],
      ['passType', '通行方式'],
      ['carNumber', '来访车牌'],
      ['status', '到访状态'],
      ['visitTime', '预约到访时间'],
      ['arriveTime', '实际到访时间'],
      ['leaveTime', '离开时间'],
    ],
    sample: {
      id: 'guestRecord-simple',
      name: '到访简表',
      fields: ['visitorName', 'hostAddress', 'arriveTime'],
    },
  },
  {
    key: 'doorDevice',
    name: '门口机',
    fields: [
      ['name', '设备名称'],
      ['serial', '设备序列号'],
      ['depName', '小区'],
      ['buildingName', '楼栋'],
      ['unitName', '单元'],
      ['position', '安装位置'],
      ['model', '设备型号'],
      ['ip', 'IP 地址'],
      ['firmware', '固件版本'],
      ['online', '在线状态'],
      ['lastHeartbeat', '最后心跳'],
      ['createTime', '创建时间'],
    ],
    sample: { id: 'doorDevice-simple', name: '设备清单', fields: ['name', 'serial', 'depName', 'online'] },
  },
  {
    key: 'inOutRecord',
    name: '出入记录',
    fields: [
      ['personName', '姓名'],
      ['personType', '人员类型'],
      ['depName', '小区'],
      ['buildingName', '楼栋'],
      ['unitName', '单元'],
      ['roomNumber', '房号'],
      ['direction', '进出方向'],
      ['openType', '开门方式'],
      ['deviceName', '通行设备'],
      ['deviceSn', '设备序列号'],
      ['recordTime', '通行时间'],
    ],
    sample: {
      id: 'inOutRecord-simple',
      name: '通行简表',
      fields: ['personName', 'direction', 'deviceName', 'recordTime'],
    },
  },
  {
    key: 'staff',
    name: '员工信息',
    fields: [
      ['name', '姓名'],
      ['gender', '性别'],
      ['phone', '手机号'],
      ['idCard', '身份证号'],
      ['post', '岗位'],
      ['depName', '服务小区'],
      ['attendanceGroupName', '考勤组'],
      ['entryDate', '入职日期'],
      ['status', '在职状态'],
      ['createTime', '创建时间'],
    ],
    sample: { id: 'staff-contact', name: '通讯录', fields: ['name', 'phone', 'post', 'depName'] },
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
