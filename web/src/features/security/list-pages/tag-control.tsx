// 标签布控 (02 §2 公区布控 ImmigrationControl): tags whose people raise 标签预警; a tag with warnings
// cannot be deleted (the delete-blocked dialog lists them), only revoked (状态 已撤控).
import { createResourcePage } from '@/list-page/create-page';
import { levelColumn } from '../cells';

export default createResourcePage({
  resource: 'TagControl',
  route: 'ImmigrationControl',
  columns: [
    'tagName',
    'category',
    levelColumn('TagControl', 'controlLevel'),
    'depId',
    'personCount',
    'notifyPhone',
    'status',
    'remark',
    'createTime',
  ],
  hiddenColumns: ['notifyPhone'],
  search: ['tagName', 'category', 'status', 'depId'],
  form: ['tagName', 'category', 'controlLevel', 'depId', 'notifyPhone', 'status', 'remark'],
});
