// 报事报修 (02 §2 社区服务 ReportRepair): work orders; an operator logs phone reports, assigns a
// repairer and closes the order in the same form.
import { createResourcePage } from '@/list-page/create-page';
import { statusColumn } from '@/list-page/status-tag';

export default createResourcePage({
  resource: 'ReportRepair',
  route: 'ReportRepair',
  columns: [
    'orderNo',
    statusColumn('ReportRepair', 'status', ['warning', 'processing', 'success', 'default']),
    'category',
    'content',
    'depId',
    'roomId',
    'reporterName',
    'reporterPhone',
    'source',
    'handlerName',
    'createTime',
    'expectTime',
    'handleResult',
  ],
  hiddenColumns: ['source', 'expectTime', 'handleResult'],
  search: ['status', 'category', 'reporterName', 'orderNo', 'reporterPhone', 'source', 'createTime'],
  form: [
    'depId',
    'buildingId',
    'unitId',
    'roomId',
    'reporterName',
    'reporterPhone',
    'category',
    'source',
    'content',
    'photo',
    'expectTime',
    'status',
    'handlerName',
    'handleResult',
  ],
  formWidth: 760,
});
