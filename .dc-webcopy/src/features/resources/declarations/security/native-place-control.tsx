// 籍贯布控 (02 §2 公区布控 NativePlaceControl): the control list behind 籍贯预警.
import { createResourcePage } from '../../engine/create-page';

export default createResourcePage({
  resource: 'NativePlaceControl',
  route: 'NativePlaceControl',
  columns: [
    'nativePlace',
    'areaCode',
    'controlReason',
    'controlLevel',
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
