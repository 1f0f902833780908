// 收费管理 and 会员计费 seeds.
import type { ResourceName, ResourceSeed } from '#mock/resources/types.js';
import { bill, chargeAccount, chargeItem, payRecord } from './charge.js';
import { callAccountRecord, callChargeOrder, faceChargeOrder, platformRechargeOrder } from './member.js';

export const feeSeeds: Partial<Record<ResourceName, ResourceSeed>> = {
  ChargeAccount: chargeAccount,
  ChargeItem: chargeItem,
  Bill: bill,
  PayRecord: payRecord,
  FaceChargeOrder: faceChargeOrder,
  CallChargeOrder: callChargeOrder,
  CallAccountRecord: callAccountRecord,
  PlatformRechargeOrder: platformRechargeOrder,
};
