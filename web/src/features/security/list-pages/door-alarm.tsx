// 门禁告警 (02 §2 公区预警 DoorAlert, BasicTree): door alarms, read-only apart from 处理.
import { createResourcePage } from '@/list-page/create-page';
import { levelColumn } from '../cells';
import { handleRowAction } from '../handle-alarm';

export default createResourcePage({
  resource: 'DoorAlarm',
  route: 'DoorAlert',
  columns: [
    'deviceName',
    'alarmType',
    levelColumn('DoorAlarm', 'alarmLevel'),
    'alarmContent',
    'depId',
    'buildingId',
    'unitId',
    'deviceSn',
    'alarmTime',
    'handleStatus',
    'handleResult',
    'handleUserName',
    'handleTime',
    'handleRemark',
  ],
  hiddenColumns: ['deviceSn', 'handleResult', 'handleRemark'],
  search: ['deviceName', 'alarmTime', 'handleStatus', 'alarmType', 'alarmLevel'],
  readOnly: true,
  rowActions: handleRowAction('door', '门禁告警', 'DoorAlert'),
});
