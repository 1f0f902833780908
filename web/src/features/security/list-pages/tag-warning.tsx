// 标签预警 (02 §2 公区预警 ImmigrationWarning): people of a 标签布控 tag recognised at a gate; 处理.
import { createResourcePage } from '@/list-page/create-page';
import { maskedColumn, photoColumn } from '../cells';
import { handleRowAction } from '../handle-alarm';

export default createResourcePage({
  resource: 'TagWarning',
  route: 'ImmigrationWarning',
  columns: [
    photoColumn('photoUrl', '现场照片'),
    'personName',
    maskedColumn('idCardNo'),
    'tagControlId',
    'depId',
    'deviceName',
    'warnTime',
    'handleStatus',
    'handleResult',
    'handleUserName',
    'handleTime',
    'handleRemark',
  ],
  hiddenColumns: ['handleResult', 'handleRemark'],
  search: ['personName', 'warnTime', 'handleStatus', 'tagControlId', 'depId'],
  readOnly: true,
  rowActions: handleRowAction('tag', '标签预警', 'ImmigrationWarning'),
});
