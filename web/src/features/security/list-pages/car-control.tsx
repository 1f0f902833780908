// 车辆布控 (02 §2 公区布控 CarControl): the control list behind 车辆预警.
import { createResourcePage } from '@/list-page/create-page';

export default createResourcePage({
  resource: 'CarControl',
  route: 'CarControl',
  columns: [
    'carNumber',
    'plateColor',
    'controlType',
    'ownerName',
    'ownerPhone',
    'depId',
    'beginDate',
    'endDate',
    'status',
    'reason',
    'createTime',
  ],
  hiddenColumns: ['ownerPhone', 'reason'],
  search: ['carNumber', 'controlType', 'status', 'depId', 'createTime'],
  form: [
    'carNumber',
    'plateColor',
    'controlType',
    'ownerName',
    'ownerPhone',
    'depId',
    'beginDate',
    'endDate',
    'status',
    'reason',
  ],
});
