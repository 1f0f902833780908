// 授权审核: applications from the mini-program and the app; the newest are still waiting, older ones
// were approved (most) or rejected with a reason.
import type { ResourceSeed } from '#mock/resources/types.js';
import { idCard, mobile, personName, plusMinutes } from './common.js';

const PENDING = 14;
const REJECT_REASONS = ['房号与业主登记信息不符', '未上传有效身份证明', '业主未确认该住户', '租赁合同已到期'];

export const residentAudit: ResourceSeed = {
  count: 40,
  make(ctx, i) {
    const { faker } = ctx;
    const place = ctx.place();
    const pending = i >= 40 - PENDING;
    const applyTime = ctx.daysAgo(
      pending ? faker.number.int({ min: 0, max: 4 }) : faker.number.int({ min: 5, max: 200 }),
    );
    const approved = !pending && faker.datatype.boolean(0.8);
    return {
      userName: personName(faker),
      phone: mobile(faker),
      cardNo: faker.datatype.boolean(0.7) ? idCard(faker) : null,
      userType: faker.helpers.weightedArrayElement([
        { weight: 2, value: 1 },
        { weight: 4, value: 2 },
        { weight: 4, value: 3 },
        { weight: 1, value: 4 },
      ]),
      depId: place.depId,
      buildingId: place.buildingId,
      unitId: place.unitId,
      roomId: place.roomId,
      applySource: faker.helpers.weightedArrayElement([
        { weight: 4, value: 1 },
        { weight: 1, value: 2 },
      ]),
      applyTime,
      status: pending ? 0 : approved ? 1 : 2,
      auditTime: pending ? null : plusMinutes(applyTime, faker.number.int({ min: 10, max: 2000 })),
      auditorName: pending ? null : faker.helpers.arrayElement(['系统管理员', '前台客服']),
      rejectReason: pending || approved ? null : faker.helpers.arrayElement(REJECT_REASONS),
    };
  },
};
