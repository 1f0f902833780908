// 未开门预警 (02 §2 公区预警 GoAwayWarning, DeepNormalTree): people in care with no door opening for
// days; 处理 after a visit or a call.
import { createResourcePage } from '@/list-page/create-page';
import { handleRowAction } from '../handle-alarm';

export default createResourcePage({
  resource: 'GoAwayWarning',
  route: 'GoAwayWarning',
  columns: [
    'personName',
    'careType',
    'phone',
    'guardianPhone',
    'depId',
    'roomId',
    'lastOpenTime',
    'days',
    'threshold',
    'warnTime',
    'handleStatus',
    'handleResult',
    'handleUserName',
    'handleTime',
    'handleRemark',
  ],
  hiddenColumns: ['guardianPhone', 'threshold', 'handleResult', 'handleRemark'],
  search: ['personName', 'warnTime', 'handleStatus', 'careType'],
  readOnly: true,
  rowActions: handleRowAction('goAway', '未开门预警', 'GoAwayWarning'),
});
