// 访客记录 (02 §2 安防监控 / 出入管理 GuestRecord, BasicTree, watermark): read-only, exported as 访客记录.
import { createResourcePage } from '@/list-page/create-page';
import { maskedColumn } from '../cells';

export default createResourcePage({
  resource: 'GuestRecord',
  route: 'GuestRecord',
  columns: [
    'visitorName',
    'visitorPhone',
    maskedColumn('idCardNo'),
    'visitReason',
    'depId',
    'hostName',
    'hostAddress',
    'passType',
    'carNumber',
    'status',
    'visitTime',
    'arriveTime',
    'leaveTime',
  ],
  hiddenColumns: ['idCardNo', 'carNumber', 'leaveTime'],
  search: ['visitorName', 'visitTime', 'status', 'visitorPhone', 'visitReason'],
  readOnly: true,
  exportType: 'guestRecord',
});
