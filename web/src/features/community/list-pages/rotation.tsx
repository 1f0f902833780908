// 门口机轮播图 and 小程序轮播图 (02 §2 社区服务 doorRotation, appletRotation): pictures with their play
// order and period; the picture shows as a thumbnail.
import { Image } from 'antd';
import { createResourcePage } from '@/list-page/create-page';
import type { ColumnSpec } from '@/list-page/types';
import { statusColumn } from '@/list-page/status-tag';

const thumbnail: ColumnSpec = {
  key: 'image',
  width: 120,
  render: (value) =>
    typeof value === 'string' && value ? <Image src={value} alt="轮播图片" height={40} /> : '',
};

export const DoorRotationPage = createResourcePage({
  resource: 'DoorRotation',
  route: 'DoorRotation',
  columns: [
    'title',
    thumbnail,
    'depId',
    'sort',
    'duration',
    'startDate',
    'endDate',
    statusColumn('DoorRotation', 'status', ['default', 'success']),
    'createTime',
  ],
  hiddenColumns: ['createTime'],
  form: ['title', 'depId', 'sort', 'duration', 'startDate', 'endDate', 'status', 'image'],
});

export const AppletRotationPage = createResourcePage({
  resource: 'AppletRotation',
  route: 'AppletRotation',
  columns: [
    'title',
    thumbnail,
    'depId',
    'linkType',
    'linkUrl',
    'sort',
    'startDate',
    'endDate',
    statusColumn('AppletRotation', 'status', ['default', 'success']),
    'createTime',
  ],
  hiddenColumns: ['createTime'],
  form: ['title', 'depId', 'linkType', 'linkUrl', 'sort', 'startDate', 'endDate', 'status', 'image'],
});
