// 升级通知 (02 §2 运维支持 / 通知管理 notice/upgrade) and its add / edit page UpgradeNoticeEdit
// (/notice/upgrade/edit: add without id, edit with ?id=; hidden, key UpgradeNotice).
import { createResourcePage } from '@/list-page/create-page';
import { ResourceRoutePage } from '@/list-page/ResourceRoutePage';
import type { ResourcePageDeclaration } from '@/list-page/types';
import { statusColumn } from '@/list-page/status-tag';
import { publishRowActions } from '../notice-actions';
import { useQueryId } from '../query-route';

const ROUTE = 'UpgradeNotice';

export const upgradeNoticeDeclaration: ResourcePageDeclaration = {
  resource: 'UpgradeNotice',
  route: ROUTE,
  columns: [
    'title',
    'upgradeType',
    'version',
    'upgradeStart',
    'upgradeEnd',
    statusColumn('UpgradeNotice', 'status', ['default', 'success', 'warning']),
    'updateTime',
    'content',
    'createTime',
  ],
  hiddenColumns: ['content', 'createTime'],
  search: ['title', 'upgradeType', 'status', 'createTime'],
  form: ['title', 'upgradeType', 'version', 'status', 'upgradeStart', 'upgradeEnd', 'content'],
  routes: { add: 'UpgradeNoticeEdit', edit: 'UpgradeNoticeEdit' },
  rowActions: publishRowActions({
    resource: 'UpgradeNotice',
    authKey: ROUTE,
    published: 1,
    withdrawn: 2,
    withdrawLabel: '撤回',
  }),
};

export default createResourcePage(upgradeNoticeDeclaration);

/** One route for both: an id in the query edits that notice, none adds one. */
export function UpgradeNoticeEditPage() {
  const id = useQueryId();
  return (
    <ResourceRoutePage
      key={id ?? 'add'}
      declaration={upgradeNoticeDeclaration}
      mode={id === undefined ? 'add' : 'edit'}
    />
  );
}
