// 版本记录 (01-shell §2.1 Edition): the platform's releases, newest first. The newest is v1.0.0, the
// console's version label (01-shell §9), published three days before the store was made at 20:00
// Beijing time; earlier releases go back 12 to 35 days each, their notes drawn from the pools below.
import type { Faker } from '@faker-js/faker';
import type { components } from '@zhsq/contract/api';
import { DAY_MS, formatDateTime, startOfBeijingDay } from '../../store/clock.js';
import type { DomainContext } from '../context.js';
import { slicePage, type PageOf } from '../../lib/paging.js';

export type EditionRecord = components['schemas']['EditionRecord'];
type ItemType = EditionRecord['items'][number]['type'];

/** Oldest first; the last one is the current release. */
export const VERSIONS = [
  'v0.5.0',
  'v0.6.0',
  'v0.7.0',
  'v0.7.1',
  'v0.8.0',
  'v0.8.1',
  'v0.9.0',
  'v0.9.1',
  'v0.9.2',
  'v0.9.3',
  'v0.9.5',
  'v1.0.0',
] as const;

const CURRENT_ITEMS: EditionRecord['items'] = [
  { type: 1, text: '新增我的账户：余额、充值、订单与产品开通' },
  { type: 1, text: '新增在线客服与客服热线卡片' },
  { type: 2, text: '优化小区树加载速度，万级小区滚动更流畅' },
  { type: 3, text: '修复告警弹窗在标签页切换后重复出现的问题' },
];

const POOLS: Record<ItemType, readonly string[]> = {
  1: [
    '新增烟感报警处置记录与处置结果统计',
    '新增车辆预警弹窗，点击直达车辆预警列表',
    '新增陌生人抓拍预警，支持按小区筛选',
    '新增住户批量导入模板下载',
    '新增导出验证码校验，保护住户隐私数据',
    '新增门禁卡续期日志详情',
    '新增流量卡到期与已到期提醒',
    '新增萤石云视频多账号选择',
    '新增大屏布局编辑器，支持保存多套模板',
    '新增消息中心的报修、预警、授权审核与关怀分类',
    '新增本地设置：消息提醒与服务控件端口',
    '新增系统通知弹窗与消息通知页面',
    '新增访客记录导出',
    '新增考勤规则与班次管理',
    '新增人脸照片质量校验',
    '新增页面水印，按账号配置显示',
  ],
  2: [
    '优化登录页加载速度',
    '优化表格分页，切换每页条数后回到第一页',
    '优化小区树筛选，匹配结果自动展开上级节点',
    '优化告警弹窗排队规则，一次只显示一个',
    '优化导入结果提示，失败行可下载查看原因',
    '优化标签页拖拽排序的动画',
    '优化视频监控窗口复用，减少重复登录',
    '优化上传图片的格式与大小提示',
    '优化行政区划级联选择的加载',
    '优化账号到期提醒的展示位置',
    '优化大屏在 1920×1080 分辨率下的排版',
    '优化网络异常时的错误提示',
  ],
  3: [
    '修复部分浏览器下导出文件名乱码的问题',
    '修复小区树滚动到底部后重复加载的问题',
    '修复修改密码后未跳转登录页的问题',
    '修复标签页右键“关闭其他”误关固定标签的问题',
    '修复门禁卡写卡偶发超时的问题',
    '修复消息角标数量不刷新的问题',
    '修复住户列表按楼栋筛选结果不全的问题',
    '修复车辆抓拍图片无法预览的问题',
    '修复水印在弹窗上方被遮挡的问题',
    '修复长时间未操作后告警连接未自动重连的问题',
    '修复导入 Excel 时空行被计为失败的问题',
    '修复 IE 内核提示语显示不全的问题',
  ],
};

const TITLES = ['功能更新', '体验优化', '问题修复', '稳定性提升', '安全加固'];
const RELEASE_HOUR_MS = 20 * 3_600_000;

function seedEditions(f: Faker, now: number): EditionRecord[] {
  const pools = {
    1: f.helpers.shuffle([...POOLS[1]]),
    2: f.helpers.shuffle([...POOLS[2]]),
    3: f.helpers.shuffle([...POOLS[3]]),
  };
  const take = (type: ItemType) => ({ type, text: pools[type].pop()! });
  let at = startOfBeijingDay(now) - 3 * DAY_MS + RELEASE_HOUR_MS;
  const newestFirst = [...VERSIONS].reverse();
  return newestFirst.map((version, index) => {
    const releaseTime = at;
    at -= f.number.int({ min: 12, max: 35 }) * DAY_MS;
    const id = VERSIONS.length - index;
    if (index === 0) {
      return {
        id,
        version,
        title: '智慧社区综合服务平台 1.0 正式版',
        releaseTime: formatDateTime(new Date(releaseTime)),
        items: CURRENT_ITEMS.map((item) => ({ ...item })),
      };
    }
    // At most one of each kind, so the pools last for every release without repeating a note.
    const items = [
      ...(f.datatype.boolean(0.6) ? [take(1)] : []),
      ...(f.datatype.boolean(0.6) ? [take(2)] : []),
      take(3),
    ];
    const minor = !version.endsWith('.0');
    return {
      id,
      version,
      title: minor ? f.helpers.arrayElement(TITLES.slice(2)) : f.helpers.arrayElement(TITLES.slice(0, 2)),
      releaseTime: formatDateTime(new Date(releaseTime)),
      items,
    };
  });
}

export function createEditions(ctx: Pick<DomainContext, 'faker' | 'now'>) {
  const editions = seedEditions(ctx.faker('editions'), ctx.now().getTime());
  return {
    list(request: { page?: number; limit?: number }): PageOf<EditionRecord> {
      return slicePage(editions, request, 10);
    },
  };
}

export type EditionsDomain = ReturnType<typeof createEditions>;
