// Message-centre messages (repair 2, warning 4, authorisation 9, care 10; 01-shell §2.6) of the
// communities, newest first. The newest few are unread; older ones mostly read.
import type { Faker } from '@faker-js/faker';
import type { components } from '@zhsq/contract/api';
import type { CommunityRecord } from '../../store/communities.js';
import { DAY_MS, formatDateTime } from '../../store/clock.js';
import type { DomainContext } from '../context.js';
import { personName } from '../../lib/people.js';

export type CenterMessage = components['schemas']['CenterMessage'];
export type MessageCount = components['schemas']['MessageCount'];
export type MsgType = CenterMessage['msgType'];

export const MSG_TYPES: Record<MsgType, string> = { 2: '报修', 4: '预警', 9: '授权审核', 10: '关怀' };
export const MSG_TYPE_ORDER: MsgType[] = [2, 4, 9, 10];
export const FIRST_MESSAGE_ID = 60001;
const UNREAD_NEWEST = 6;

const REPAIRS = ['厨房水龙头漏水', '卫生间下水道堵塞', '客厅灯不亮', '入户门锁损坏', '阳台窗户关不严'];
const WARNINGS = ['3栋1单元烟感报警', '南门发现陌生人多次徘徊', '地库入口黑名单车辆驶入', '1号岗亭测温异常'];
const CARES = ['独居老人连续 24 小时未出门', '独居老人连续 48 小时未出门', '特殊关怀对象门禁卡长时间未使用'];

function room(f: Faker): string {
  return `${f.number.int({ min: 1, max: 6 })}栋${f.number.int({ min: 1, max: 3 })}单元${f.number.int({ min: 1, max: 18 })}0${f.number.int({ min: 1, max: 4 })}`;
}

function compose(f: Faker, msgType: MsgType, c: CommunityRecord): { title: string; content: string } {
  switch (msgType) {
    case 2:
      return {
        title: '新的报修工单',
        content: `${c.depName} ${room(f)} 住户提交报修：${f.helpers.arrayElement(REPAIRS)}。`,
      };
    case 4:
      return {
        title: '预警提醒',
        content: `${c.depName}：${f.helpers.arrayElement(WARNINGS)}，请及时处理。`,
      };
    case 9:
      return {
        title: '授权审核',
        content: `${c.depName} ${room(f)} 住户 ${personName(f)} 申请门禁授权，请审核。`,
      };
    case 10:
      return {
        title: '关怀提醒',
        content: `${c.depName} ${room(f)}：${f.helpers.arrayElement(CARES)}，请上门探望。`,
      };
  }
}

function seedMessages(f: Faker, communities: CommunityRecord[], now: number): CenterMessage[] {
  const count = Math.min(400, Math.max(24, communities.length * 2));
  const list = Array.from({ length: count }, (_, i) => {
    const c = i < UNREAD_NEWEST ? communities[0]! : f.helpers.arrayElement(communities);
    const msgType = i < MSG_TYPE_ORDER.length ? MSG_TYPE_ORDER[i]! : f.helpers.arrayElement(MSG_TYPE_ORDER);
    const at =
      i < UNREAD_NEWEST
        ? now - (i + 1) * 20 * 60_000
        : now - f.number.int({ min: 3_600_000, max: 14 * DAY_MS });
    return {
      at,
      message: {
        id: FIRST_MESSAGE_ID + i,
        msgType,
        msgTypeName: MSG_TYPES[msgType],
        ...compose(f, msgType, c),
        depId: c.depId,
        depName: c.depName,
        createTime: formatDateTime(new Date(at)),
        readStatus: (i < UNREAD_NEWEST || f.datatype.boolean(0.25) ? 0 : 1) as 0 | 1,
      },
    };
  });
  return list.sort((a, b) => b.at - a.at).map((m) => m.message);
}

export function createMessages(ctx: DomainContext) {
  const messages = seedMessages(ctx.faker('messages'), ctx.communities, ctx.now().getTime());
  const visible = (depIds: ReadonlySet<number>) =>
    messages.filter((m) => m.depId === undefined || depIds.has(m.depId));
  return {
    /** Messages of the visible communities, newest first, optionally one type / read state. */
    list(depIds: ReadonlySet<number>, filter: { msgType?: MsgType; readStatus?: 0 | 1 }): CenterMessage[] {
      return visible(depIds).filter(
        (m) =>
          (filter.msgType === undefined || m.msgType === filter.msgType) &&
          (filter.readStatus === undefined || m.readStatus === filter.readStatus),
      );
    },

    /** Unread count of every message type, zero counts included, in the order 2, 4, 9, 10. */
    unreadCounts(depIds: ReadonlySet<number>): MessageCount[] {
      const unread = visible(depIds).filter((m) => m.readStatus === 0);
      return MSG_TYPE_ORDER.map((msgType) => ({
        msgType,
        msgTypeName: MSG_TYPES[msgType],
        count: unread.filter((m) => m.msgType === msgType).length,
      }));
    },
  };
}

export type MessagesDomain = ReturnType<typeof createMessages>;
