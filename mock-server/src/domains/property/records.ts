// Row actions of the property lists that are not add / edit / delete: approving and rejecting
// authorization applications (Accredit), completing a card holder (UpdateUserInfo) and resetting a
// property account's password.
import { defineHandler, requireSession, type HandlerDef } from '../../contract/define.js';
import { fail, ok0num } from '../../contract/envelope.js';
import { blankOptional, metas } from '../../resources/store.js';
import type { ResourceName, Row } from '../../resources/types.js';
import { authEndFor } from './seeds/resident-types.js';
import { formatDateTime } from '../../store/clock.js';
import { visibleDepIds } from '../../lib/visibility.js';
import type { UserRecord } from '../../store/index.js';
import type { Store } from '../store.js';

/** A row of a resource the user may see (its community is visible), or undefined. */
export function visibleRow(
  store: Store,
  user: UserRecord,
  resource: ResourceName,
  id: number,
): Row | undefined {
  const row = store.resources.table(resource).get(id);
  if (!row) return undefined;
  return row.depId === null ||
    row.depId === undefined ||
    visibleDepIds(store.communities, user).has(Number(row.depId))
    ? row
    : undefined;
}

export const operatorOf = (user: UserRecord) => user.realName || user.userName;

/** Saves changed values of a row, with its reference names filled again. */
export function saveRow(
  store: Store,
  resource: ResourceName,
  row: Row,
  changes: Record<string, unknown>,
): Row {
  const next = store.resources.enrich(metas[resource], { ...row, ...changes });
  store.resources.table(resource).replace(next);
  return next;
}

const AUDITED = () => fail('20402', '该申请已审核，请勿重复操作');
const NO_AUDIT = () => fail('20404', '授权申请不存在或已删除');

export const recordHandlers: HandlerDef[] = [
  defineHandler('accreditApprove', (ctx) => {
    const { user } = requireSession(ctx);
    const audit = visibleRow(ctx.store, user, 'ResidentAudit', ctx.body.id);
    if (!audit) return NO_AUDIT();
    if (audit.status !== 0) return AUDITED();
    const now = formatDateTime(ctx.store.now());
    const card = audit.cardNo ? String(audit.cardNo) : null;
    const residents = ctx.store.resources.table('Resident');
    const resident = residents.insert({
      ...blankOptional(metas.Resident),
      userName: audit.userName,
      gender: card && card.length === 18 ? (Number(card[16]) % 2 === 1 ? 1 : 2) : 1,
      phone: audit.phone,
      cardNo: card,
      userType: audit.userType,
      depId: audit.depId,
      buildingId: audit.buildingId,
      unitId: audit.unitId,
      roomId: audit.roomId,
      checkInDate: now.slice(0, 10),
      authEndTime: authEndFor(Number(audit.userType), now),
      source: 4,
      createTime: now,
    });
    residents.replace(ctx.store.resources.enrich(metas.Resident, resident));
    const saved = saveRow(ctx.store, 'ResidentAudit', audit, {
      status: 1,
      auditTime: now,
      auditorName: operatorOf(user),
    });
    return ok0num(saved as never, '审核通过，已登记为住户');
  }),

  defineHandler('accreditReject', (ctx) => {
    const { user } = requireSession(ctx);
    const audit = visibleRow(ctx.store, user, 'ResidentAudit', ctx.body.id);
    if (!audit) return NO_AUDIT();
    if (audit.status !== 0) return AUDITED();
    const reason = ctx.body.reason.trim();
    const saved = saveRow(ctx.store, 'ResidentAudit', audit, {
      status: 2,
      auditTime: formatDateTime(ctx.store.now()),
      auditorName: operatorOf(user),
      rejectReason: reason,
    });
    return ok0num(saved as never, '已驳回');
  }),

  defineHandler('accessCardSupplement', async (ctx) => {
    const { user } = requireSession(ctx);
    const card = visibleRow(ctx.store, user, 'AccessCard', ctx.body.id);
    if (!card) return fail('20404', '门禁卡不存在或已删除');
    const holderName = ctx.body.holderName.trim();
    const holderIdCard = ctx.body.holderIdCard?.trim().toUpperCase() || null;
    const saved = saveRow(ctx.store, 'AccessCard', card, {
      holderName,
      phone: ctx.body.phone,
      holderIdCard,
      infoStatus: 1,
    });
    return ok0num(saved as never, '补录成功');
  }),

  defineHandler('propertyAccountResetPwd', (ctx) => {
    const { user } = requireSession(ctx);
    const account = visibleRow(ctx.store, user, 'PropertyAccount', ctx.body.id);
    if (!account) return fail('20404', '物业账号不存在或已删除');
    return { code: 0 as const, message: '密码已重置为手机号后 6 位' };
  }),
];
