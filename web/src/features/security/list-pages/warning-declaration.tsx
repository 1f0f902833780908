// 预警申报 (02 §2 公区布控 WarningReport) and 申报预警 (公区预警 DeclareAlert): "same screen as warning
// declaration", so one declaration serves both routes; each route's own key guards its actions.
import { createResourcePage } from '@/list-page/create-page';
import type { ResourcePageDeclaration } from '@/list-page/types';
import { levelColumn, photoColumn } from '../cells';

const declaration: ResourcePageDeclaration = {
  resource: 'WarningDeclaration',
  route: 'WarningReport',
  columns: [
    'title',
    'warnType',
    levelColumn('WarningDeclaration', 'warnLevel'),
    'depId',
    'location',
    'occurTime',
    'reporterName',
    'reporterPhone',
    photoColumn('photoUrl', '现场照片'),
    'status',
    'content',
    'handleRemark',
    'createTime',
  ],
  hiddenColumns: ['reporterPhone', 'photoUrl', 'content', 'handleRemark'],
  search: ['title', 'status', 'createTime', 'warnType', 'warnLevel', 'depId'],
  form: [
    'title',
    'warnType',
    'warnLevel',
    'depId',
    'location',
    'occurTime',
    'reporterName',
    'reporterPhone',
    'content',
    'photoUrl',
    'status',
    'handleRemark',
  ],
  formWidth: 720,
};

export default createResourcePage(declaration);

export const DeclareAlertPage = createResourcePage({ ...declaration, route: 'DeclareAlert' });
