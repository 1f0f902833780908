// 分区管理 (02 §2 物业管理 / 小区管理 PropertyPartition).
import { createResourcePage } from '@/list-page/create-page';

export default createResourcePage({
  resource: 'PropertyPartition',
  route: 'PropertyPartition',
  columns: [
    'name',
    'depId',
    'partitionType',
    'buildingScope',
    'managerName',
    'managerPhone',
    'sort',
    'createTime',
    'remark',
  ],
  hiddenColumns: ['remark'],
  form: ['name', 'depId', 'partitionType', 'sort', 'buildingScope', 'managerName', 'managerPhone', 'remark'],
});
