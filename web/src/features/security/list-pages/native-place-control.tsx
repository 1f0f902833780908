// 籍贯布控 (02 §2 公区布控 NativePlaceControl): the control list behind 籍贯预警.
import { createResourcePage } from '@/list-page/create-page';
import { levelColumn } from '../cells';

export default createResourcePage({
  resource: 'NativePlaceControl',
  route: 'NativePlaceControl',
  columns: [
    'nativePlace',
    'areaCode',
    'controlReason',
    levelColumn('NativePlaceControl', 'controlLevel'),
    'depId',
    'beginDate',
    'endDate',
    'status',
    'remark',
    'createTime',
  ],
  hiddenColumns: ['remark'],
  search: ['nativePlace', 'areaCode', 'status', 'controlLevel', 'depId', 'createTime'],
});
