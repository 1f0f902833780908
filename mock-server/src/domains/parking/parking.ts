// 停车场设置 (02 §2 ParkLot/setting): the charge rules of a parking lot, kept in the property state.
import { defineHandler, requireSession, type HandlerDef } from '../../contract/define.js';
import { fail, ok200 } from '../../contract/envelope.js';
import { propertyState, type ParkLotSetting } from '../property/state.js';
import { formatDateTime } from '../../store/clock.js';
import { visibleRow } from '../property/records.js';

/** What a lot charges until someone sets it (also the seeded parking orders' rule). */
export const DEFAULT_PARK_SETTING: ParkLotSetting = {
  freeMinutes: 15,
  unitMinutes: 60,
  unitPrice: 3,
  dailyCap: 30,
  monthlyPrice: 300,
  allowTemporary: 1,
  fullStopsTemporary: 1,
  updateTime: null,
};

const NO_LOT = () => fail('20404', '停车场不存在或已删除');

export const parkingHandlers: HandlerDef[] = [
  defineHandler('parkLotSettingGet', (ctx) => {
    const { user } = requireSession(ctx);
    const lot = visibleRow(ctx.store, user, 'ParkLot', ctx.query.parkLotId);
    if (!lot) return NO_LOT();
    const setting = propertyState(ctx.store).parkSettings.get(lot.id) ?? DEFAULT_PARK_SETTING;
    return ok200({ parkLotId: lot.id, parkLotName: String(lot.name), ...setting });
  }),

  defineHandler('parkLotSettingSave', async (ctx) => {
    const { user } = requireSession(ctx);
    const lot = visibleRow(ctx.store, user, 'ParkLot', ctx.body.parkLotId);
    if (!lot) return NO_LOT();
    const body = ctx.body;
    const setting: ParkLotSetting = {
      freeMinutes: body.freeMinutes,
      unitMinutes: body.unitMinutes,
      unitPrice: body.unitPrice,
      dailyCap: body.dailyCap,
      monthlyPrice: body.monthlyPrice,
      allowTemporary: body.allowTemporary,
      fullStopsTemporary: body.fullStopsTemporary,
      updateTime: formatDateTime(ctx.store.now()),
    };
    propertyState(ctx.store).parkSettings.set(lot.id, setting);
    return ok200({ parkLotId: lot.id, parkLotName: String(lot.name), ...setting }, '保存成功');
  }),
];
