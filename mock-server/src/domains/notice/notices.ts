// System notices (02-modules §3 "System notice", §4 "System notice display"). They are kept in the
// SysNotify resource table, which the 系统通知 management page (运维支持 / 通知管理) edits; this domain
// is the published view of that table that GET /sys/notify/v2 and the /__mock/notices control read:
//   - createStore binds the table once (store.notices.bind), after the resource store exists;
//   - a row is published while its status is 1; the view drops status and empty optional fields;
//   - an edit through the management page stamps updateTime, so users who read the notice see it
//     again (02 §4 "remembered … by notice id and last-update time");
//   - the control endpoint publishes exactly the given notices: every other row is withdrawn;
//   - a row added or saved on the management page with status 1 is announced to `onPublished`
//     listeners (the mock state pushes it on the notice socket, as the backend does: sys_notice).
// The seeded set is dated relative to the seeded clock; image-style notices point at pictures kept
// in the uploads domain.
import type { components } from '@zhsq/contract/api';
import type { ResourceTable } from '../../resources/table.js';
import type { Row } from '../../resources/types.js';
import { DAY_MS, formatDateTime } from '../../store/clock.js';
import type { DomainContext } from '../context.js';

export type SystemNotice = components['schemas']['SystemNotice'];

/** Pictures of the image-style notices, stored in the uploads domain under these keys. */
export const NOTICE_IMAGES = {
  fireSafety: { key: 'notice/fire-safety.svg', title: '春季消防安全宣传', color: '#cf1322' },
  appUpgrade: { key: 'notice/app-upgrade.svg', title: '业主APP全新升级', color: '#1677ff' },
} as const;

export const noticeImageUrl = (key: string) => `/api/static/uploads/${key}`;

/** The notices published at seed time (the SysNotify seed stores them after its history). */
export function seedNotices(now: number): SystemNotice[] {
  const at = (days: number, hour: number) => formatDateTime(new Date(now - days * DAY_MS - hour * 3_600_000));
  return [
    {
      id: 5,
      updateTime: at(0, 2),
      title: '关于平台系统升级维护的通知',
      type: '1',
      contentHeading: '尊敬的各位用户：',
      content:
        '为提供更稳定的服务，平台将于本周日 00:00-04:00 进行系统升级维护，期间门禁远程开门、报表导出等功能暂停使用，给您带来的不便敬请谅解。',
      contentSign: '智慧社区运营中心',
      contentSignTime: at(0, 2).slice(0, 10),
      windowLocation: 2,
      notifyWindow: 1,
      notifyWindowForce: 1,
      windowButton: 1,
      buttonText: '查看详情',
      buttonLinkType: 1,
    },
    {
      id: 4,
      updateTime: at(2, 5),
      title: NOTICE_IMAGES.fireSafety.title,
      type: '2',
      content: noticeImageUrl(NOTICE_IMAGES.fireSafety.key),
      windowLocation: 2,
      notifyWindow: 1,
      notifyWindowForce: 0,
      windowButton: 1,
      buttonText: '了解更多',
      buttonLinkType: 2,
      buttonLinkUrl: 'https://www.119.gov.cn',
    },
    {
      id: 3,
      updateTime: at(5, 1),
      title: '平台登录安全提示',
      type: '1',
      contentHeading: '各位用户：',
      content:
        '请妥善保管账号密码，定期修改密码，不要在公共电脑上勾选记住密码。如发现账号异常登录，请立即联系客服。',
      contentSign: '智慧社区运营中心',
      contentSignTime: at(5, 1).slice(0, 10),
      windowLocation: 1,
      notifyWindow: 1,
      notifyWindowForce: 0,
      windowButton: 0,
    },
    {
      id: 2,
      updateTime: at(9, 3),
      title: NOTICE_IMAGES.appUpgrade.title,
      type: '2',
      content: noticeImageUrl(NOTICE_IMAGES.appUpgrade.key),
      windowLocation: 1,
      notifyWindow: 1,
      notifyWindowForce: 0,
      windowButton: 1,
      buttonText: '查看详情',
      buttonLinkType: 1,
    },
    {
      id: 1,
      updateTime: at(30, 0),
      title: '春节期间客服值班安排',
      type: '1',
      contentHeading: '尊敬的各位用户：',
      content: '春节期间（除夕至初六）客服热线照常值班，工作时间 9:00-18:00，紧急故障请拨打 400 值班电话。',
      contentSign: '智慧社区运营中心',
      contentSignTime: at(30, 0).slice(0, 10),
      windowLocation: 2,
      notifyWindow: 0,
      notifyWindowForce: 0,
      windowButton: 0,
    },
  ];
}

export function createNotices(ctx: Pick<DomainContext, 'now'>) {
  let table: ResourceTable | undefined;
  /** The table's own replace, which keeps the updateTime it is given (seed and control writes). */
  let write: (row: Row) => void = () => undefined;
  const publishedListeners = new Set<(notice: SystemNotice) => void>();
  const announce = (row: Row) => {
    if (row.status !== PUBLISHED) return;
    const notice = toNotice(row);
    for (const listener of publishedListeners) listener(notice);
  };
  const rows = (): Row[] => {
    if (!table) throw new Error('store.notices is used before createStore bound the SysNotify table');
    return table.all();
  };
  return {
    /** Called once by createStore: the SysNotify table becomes the notices' storage. */
    bind(sysNotify: ResourceTable): void {
      table = sysNotify;
      write = sysNotify.replace.bind(sysNotify);
      // The generic update action replaces the row it answers with, so stamping it here shows in
      // the answer too (the resource engine has no per-resource update hook).
      sysNotify.replace = (row: Row) => {
        row.updateTime = formatDateTime(ctx.now());
        write(row);
        announce(row);
      };
      const insert = sysNotify.insert.bind(sysNotify);
      sysNotify.insert = (values: Record<string, unknown>) => {
        const row = insert(values);
        announce(row);
        return row;
      };
    },
    /** Calls `listener` with each notice the management page publishes (added or saved with status 1). */
    onPublished(listener: (notice: SystemNotice) => void): () => void {
      publishedListeners.add(listener);
      return () => publishedListeners.delete(listener);
    },
    /** Control endpoint POST /__mock/notices: the published list becomes exactly these (validated there). */
    replace(next: readonly SystemNotice[]): void {
      for (const row of rows()) if (row.status === PUBLISHED) write({ ...row, status: WITHDRAWN });
      // An id the table does not hold is stored as given; a later add could reuse it only after the
      // table's own ids catch up with it (tests publish a handful of small ids).
      for (const notice of next) write({ ...EMPTY_OPTIONALS, ...notice, status: PUBLISHED });
    },
    /** Newest update first; `windowLocation` narrows to login-page (1) or after-login (2) notices. */
    list(windowLocation?: 1 | 2): SystemNotice[] {
      return rows()
        .filter((row) => row.status === PUBLISHED)
        .map(toNotice)
        .filter((n) => windowLocation === undefined || n.windowLocation === windowLocation)
        .sort((a, b) => b.updateTime.localeCompare(a.updateTime) || b.id - a.id);
    },
  };
}

const PUBLISHED = 1;
const WITHDRAWN = 0;
const OPTIONAL_KEYS = [
  'contentHeading',
  'contentSign',
  'contentSignTime',
  'buttonText',
  'buttonLinkType',
  'buttonLinkUrl',
] as const;
const EMPTY_OPTIONALS = Object.fromEntries(OPTIONAL_KEYS.map((key) => [key, null]));

/** A published row as the console reads it: no status, no empty optional fields. */
function toNotice(row: Row): SystemNotice {
  const { status: _status, ...rest } = row;
  for (const key of OPTIONAL_KEYS) if (rest[key] === null || rest[key] === undefined) delete rest[key];
  return rest as unknown as SystemNotice;
}

export type NoticesDomain = ReturnType<typeof createNotices>;
