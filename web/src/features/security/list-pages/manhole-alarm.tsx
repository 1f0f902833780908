// 井盖告警 (02 §2 公区预警 ManholeCoverAlarm, no tree): manhole cover alarms, read-only apart from 处理.
import { createResourcePage } from '@/list-page/create-page';
import { handleRowAction } from '../handle-alarm';

export default createResourcePage({
  resource: 'ManholeAlarm',
  route: 'ManholeCoverAlarm',
  columns: [
    'deviceName',
    'coverType',
    'alarmType',
    'alarmValue',
    'depId',
    'location',
    'deviceSn',
    'alarmTime',
    'handleStatus',
    'handleResult',
    'handleUserName',
    'handleTime',
    'handleRemark',
  ],
  hiddenColumns: ['deviceSn', 'handleResult', 'handleRemark'],
  search: ['depId', 'alarmTime', 'handleStatus', 'deviceName', 'alarmType', 'coverType'],
  readOnly: true,
  rowActions: handleRowAction('manhole', '井盖告警', 'ManholeCoverAlarm'),
});
