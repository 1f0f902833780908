// 系统通知 and 升级通知. SysNotify keeps 25 withdrawn notices of the past year, then the notices the
// console shows today (domains/notice/notices.ts seedNotices), published; newer rows have newer ids.
import type { ResourceSeed } from '#mock/resources/types.js';
import { formatDateTime, DAY_MS } from '#mock/store/clock.js';
import { seedNotices, type SystemNotice } from '../../notice/notices.js';
import { timeline } from './common.js';

const HISTORY = 25;
const PAST_TITLES = [
  '国庆节期间客服值班安排',
  '关于门禁卡加密升级的通知',
  '平台新增人脸识别开门功能',
  '关于规范住户信息录入的通知',
  '夏季用电安全提示',
  '平台数据备份维护公告',
  '关于开展消防安全检查的通知',
  '短信验证码服务调整说明',
];

const current = (now: number): SystemNotice[] => seedNotices(now).sort((a, b) => a.id - b.id);

export const sysNotify: ResourceSeed = {
  count: HISTORY + current(0).length,
  make(ctx, i) {
    const { faker } = ctx;
    if (i >= HISTORY) {
      const { id: _id, ...notice } = current(ctx.store.now().getTime())[i - HISTORY]!;
      return { ...notice, status: 1 };
    }
    const updateTime = timeline(ctx, i, HISTORY, 360);
    const title = PAST_TITLES[i % PAST_TITLES.length]!;
    const windowButton = faker.datatype.boolean(0.3) ? 1 : 0;
    return {
      title,
      type: '1',
      contentHeading: '尊敬的各位用户：',
      content: `${title.replace(/的通知$|公告$|说明$/, '')}，详情请咨询客服热线，感谢您的支持与配合。`,
      contentSign: '智慧社区运营中心',
      contentSignTime: updateTime.slice(0, 10),
      windowLocation: faker.helpers.arrayElement([1, 2, 2]),
      notifyWindow: 1,
      notifyWindowForce: 0,
      windowButton,
      buttonText: windowButton ? '查看详情' : null,
      buttonLinkType: windowButton ? 1 : null,
      status: 0,
      updateTime,
    };
  },
};

const UPGRADES: { upgradeType: number; title: string; content: string }[] = [
  {
    upgradeType: 1,
    title: '管理平台升级通知',
    content: '优化小区树加载速度；新增批量导出模板；升级期间平台暂停访问，门禁设备正常通行。',
  },
  {
    upgradeType: 2,
    title: '物业APP版本更新',
    content: '新增报修工单拍照上传与派工提醒；修复部分机型推送延迟的问题。',
  },
  {
    upgradeType: 3,
    title: '业主小程序更新',
    content: '新增访客邀请二维码有效期设置；物业缴费支持开具电子发票。',
  },
  {
    upgradeType: 4,
    title: '门口机固件升级',
    content: '提升夜间人脸识别率；修复长时间运行后偶发黑屏；升级过程约 5 分钟，期间可刷卡开门。',
  },
];

export const upgradeNotice: ResourceSeed = {
  count: 30,
  make(ctx, i) {
    const { faker } = ctx;
    const upgrade = UPGRADES[i % UPGRADES.length]!;
    const round = Math.floor(i / UPGRADES.length);
    const major = upgrade.upgradeType === 4 ? 3 : 2 + Math.floor(round / 4);
    const version = `V${major}.${round % 4}.${faker.number.int({ min: 0, max: 3 })}`;
    const createTime = timeline(ctx, i, 30, 540);
    const created = new Date(`${createTime.replace(' ', 'T')}+08:00`).getTime();
    // The window is a few days after the notice, at night.
    const day = formatDateTime(new Date(created + faker.number.int({ min: 3, max: 7 }) * DAY_MS)).slice(
      0,
      10,
    );
    const status = i >= 28 ? 0 : i % 9 === 5 ? 2 : 1;
    return {
      title: `${upgrade.title}（${version}）`,
      upgradeType: upgrade.upgradeType,
      version,
      upgradeStart: `${day} 00:00:00`,
      upgradeEnd: `${day} ${upgrade.upgradeType === 1 ? '04' : '02'}:00:00`,
      content: upgrade.content,
      status,
      updateTime: formatDateTime(new Date(created + faker.number.int({ min: 1, max: 48 }) * 3_600_000)),
      createTime,
    };
  },
};
