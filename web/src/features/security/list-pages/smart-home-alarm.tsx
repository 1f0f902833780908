// 智能家居告警 (02 §2: eight alarm types on one shared screen, DeepNormalTree without 全部): one
// declaration, one page per route that fixes the alarm type (fixedQuery) and takes its route's key.
import { createResourcePage } from '@/list-page/create-page';
import type { ResourcePageDeclaration } from '@/list-page/types';
import { handleRowAction } from '../handle-alarm';

/** Catalogue route -> alarmType of the SmartHomeAlarm contract (1 水浸 … 8 家庭烟感). */
export const SMART_HOME_ROUTES = {
  WaterImmersionAlarm: { alarmType: 1, title: '水浸告警' },
  TemperatureAlarm: { alarmType: 2, title: '温度告警' },
  HumidityAlarm: { alarmType: 3, title: '湿度告警' },
  DoorMagneticAlarm: { alarmType: 4, title: '门磁告警' },
  GasAlarm: { alarmType: 5, title: '燃气告警' },
  InfraredAlarm: { alarmType: 6, title: '红外告警' },
  EmergencyButtonAlarm: { alarmType: 7, title: '紧急按钮告警' },
  HouseSmokeAlarm: { alarmType: 8, title: '家庭烟感告警' },
} as const;
export type SmartHomeRoute = keyof typeof SMART_HOME_ROUTES;

/** The shared screen for one route: same columns and search, the type fixed and not offered. */
export function smartHomeDeclaration(route: SmartHomeRoute): ResourcePageDeclaration {
  const { alarmType, title } = SMART_HOME_ROUTES[route];
  return {
    resource: 'SmartHomeAlarm',
    route,
    title,
    columns: [
      'deviceName',
      'alarmContent',
      'alarmValue',
      'depId',
      'roomId',
      'ownerName',
      'ownerPhone',
      'deviceSn',
      'alarmTime',
      'handleStatus',
      'handleResult',
      'handleUserName',
      'handleTime',
      'handleRemark',
    ],
    hiddenColumns: ['deviceSn', 'handleResult', 'handleRemark'],
    search: ['ownerName', 'alarmTime', 'handleStatus', 'deviceName'],
    fixedQuery: { alarmType },
    readOnly: true,
    rowActions: handleRowAction('smartHome', title, route),
  };
}

export const WaterImmersionAlarm = createResourcePage(smartHomeDeclaration('WaterImmersionAlarm'));
export const TemperatureAlarm = createResourcePage(smartHomeDeclaration('TemperatureAlarm'));
export const HumidityAlarm = createResourcePage(smartHomeDeclaration('HumidityAlarm'));
export const DoorMagneticAlarm = createResourcePage(smartHomeDeclaration('DoorMagneticAlarm'));
export const GasAlarm = createResourcePage(smartHomeDeclaration('GasAlarm'));
export const InfraredAlarm = createResourcePage(smartHomeDeclaration('InfraredAlarm'));
export const EmergencyButtonAlarm = createResourcePage(smartHomeDeclaration('EmergencyButtonAlarm'));
export const HouseSmokeAlarm = createResourcePage(smartHomeDeclaration('HouseSmokeAlarm'));
