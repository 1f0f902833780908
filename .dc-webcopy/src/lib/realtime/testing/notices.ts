// System notices for tests (shapes of the OpenAPI SystemNotice example).
import type { SystemNotice } from '../notice-read';

export function notice(overrides: Partial<SystemNotice> = {}): SystemNotice {
  return {
    id: 5,
    updateTime: '2026-03-16 18:00:00',
    title: '关于平台系统升级维护的通知',
    type: '1',
    contentHeading: '尊敬的各位用户：',
    content: '平台将于本周日 00:00-04:00 进行系统升级维护。',
    contentSign: '智慧社区运营中心',
    contentSignTime: '2026-03-16',
    windowLocation: 2,
    notifyWindow: 1,
    notifyWindowForce: 0,
    windowButton: 0,
    ...overrides,
  };
}
