// 02 §2 Community service (社区服务, module id 3, under /community).
import { child, group, page } from '../declare';
import type { ModuleDeclaration } from '../types';

export const communityModule: ModuleDeclaration = {
  key: 'Community',
  title: '社区服务',
  icon: 'TeamOutlined',
  moduleId: 3,
  children: [
    child('CommunityRelease', 'CommunityReleaseDetail', '/community/releaseDetail', '公告详情', {
      page: 'community/list-pages/release-detail',
    }),
    child('CommunityRelease', 'CommunityReleaseAdd', '/community/releaseAdd', '发布公告', {
      page: 'community/list-pages/community-release#ReleaseAddPage',
    }),
    page('DoorRotation', '/community/doorRotation', '门口机轮播图', {
      icon: 'PictureOutlined',
      page: 'community/list-pages/rotation#DoorRotationPage',
    }),
    page('AppletRotation', '/community/appletRotation', '小程序轮播图', {
      icon: 'MobileOutlined',
      page: 'community/list-pages/rotation#AppletRotationPage',
    }),
    group('Care', '关怀管理', 'HeartOutlined', []),
  ],
};
