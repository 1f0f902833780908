// 身份证布控 (02 §2 公区布控 IdentifyControl): the control list behind 身份证预警; add / edit in a dialog.
import { createResourcePage } from '@/list-page/create-page';
import { levelColumn, maskedColumn } from '../cells';

export default createResourcePage({
  resource: 'IdCardControl',
  route: 'IdentifyControl',
  columns: [
    'personName',
    maskedColumn('idCardNo'),
    'controlType',
    levelColumn('IdCardControl', 'controlLevel'),
    'depId',
    'beginDate',
    'endDate',
    'notifyPhone',
    'status',
    'reason',
    'createTime',
  ],
  hiddenColumns: ['notifyPhone', 'reason'],
  search: ['personName', 'idCardNo', 'status', 'controlType', 'controlLevel', 'depId', 'createTime'],
  form: [
    'personName',
    'idCardNo',
    'controlType',
    'controlLevel',
    'depId',
    'beginDate',
    'endDate',
    'notifyPhone',
    'status',
    'reason',
  ],
});
