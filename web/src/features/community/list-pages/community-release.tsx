// 社区公告 (02 §2 社区服务 release / CommunityRelease): 新增 opens the hidden releaseAdd route (发布公告),
// 详情 opens releaseDetail (公告详情, ?id=) with the announcement as residents read it; both share the
// key CommunityRelease. 编辑 stays a dialog (the catalogue has no edit route).
import { createResourcePage, createResourceRoutePage } from '@/list-page/create-page';
import type { ResourcePageDeclaration } from '@/list-page/types';
import { statusColumn } from '@/list-page/status-tag';

export const communityReleaseDeclaration: ResourcePageDeclaration = {
  resource: 'CommunityRelease',
  route: 'CommunityRelease',
  columns: [
    'title',
    'depId',
    'category',
    statusColumn('CommunityRelease', 'top', ['default', 'red']),
    statusColumn('CommunityRelease', 'status', ['default', 'success']),
    'readCount',
    'publisher',
    'createTime',
    'cover',
    'content',
  ],
  hiddenColumns: ['cover', 'content'],
  form: ['title', 'depId', 'category', 'publisher', 'top', 'status', 'cover', 'content'],
  formWidth: 720,
  routes: { add: 'CommunityReleaseAdd', detail: 'CommunityReleaseDetail' },
};

export default createResourcePage(communityReleaseDeclaration);

/** releaseAdd (发布公告): the same form as a page. */
export const ReleaseAddPage = createResourceRoutePage(communityReleaseDeclaration, 'add');
