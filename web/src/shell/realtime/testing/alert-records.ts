// Contract-shaped alert records for the real-time tests (same data as the OpenAPI examples).
import type { AlertRecord } from '@/lib/realtime/alert-lookups';

export const heatAlert: AlertRecord = {
  type: 'heat',
  record: {
    id: 100021,
    depId: 1499,
    depName: '锦绣花园',
    userName: '王建国',
    temperature: 37.8,
    healthCodeStatusDesc: '绿码',
    covid19CheckTimeDesc: '48小时内',
    isNoMask: 0,
    isHandler: 0,
    deviceName: '1号岗亭测温门禁',
    captureTime: '2026-03-18 08:41:06',
  },
};

export const idAlert: AlertRecord = {
  type: 'id',
  record: {
    id: 200013,
    depId: 1499,
    depName: '锦绣花园',
    type: 0,
    ownerName: '李志强',
    cardNo: '440106198705123418',
    birthPlace: '广东省广州市',
    controlReason: '身份证布控名单',
    warnTime: '2026-03-18 09:05:33',
  },
};

export const nativeAlert: AlertRecord = {
  type: 'native',
  record: { ...idAlert.record, id: 200014, type: 1, birthPlace: '湖南省长沙市' },
};

export const strangerAlert: AlertRecord = {
  type: 'stanger',
  record: {
    id: 300042,
    depId: 1499,
    depName: '锦绣花园',
    pics: ['/api/static/mock/stranger/300042-face.jpg'],
    gender: 2,
    capTime: '2026-03-18 10:22:17',
    snapCount: 4,
  },
};

export const carAlert: AlertRecord = {
  type: 'car',
  record: {
    id: 400007,
    depId: 1499,
    depName: '锦绣花园',
    photoUrl: '/api/static/mock/car/400007.jpg',
    carNumber: '粤A·5K2L9',
    controlType: 1,
    controlTypeName: '黑名单车辆',
    warnTime: '2026-03-18 07:58:20',
  },
};

export const smokeAlert: AlertRecord = {
  type: 'smoke',
  record: {
    id: 500003,
    depId: 1499,
    depName: '锦绣花园',
    address: '锦绣花园 > 3栋 > 1单元 > 1202',
    deviceSn: 'YG20240318A0017',
    deviceName: '独立式光电烟感',
    alarmType: 1,
    alarmTypeName: '烟雾报警',
    alarmTime: '2026-03-18 02:16:48',
    handleStatus: 0,
    handleResult: null,
    handleRemark: null,
    handleTime: null,
    handleUserName: null,
  },
};
