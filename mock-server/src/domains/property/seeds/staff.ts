// 员工 and their 物业账号: staff spread over the first eight communities, most of them in a 考勤组 of
// their community (the last group is kept empty so it can be deleted); the first 30 have an app account.
import type { ResourceSeed } from '#mock/resources/types.js';
import { genderOf, idCard, mobile, personName, shiftedDate } from './common.js';

export const staff: ResourceSeed = {
  count: 48,
  make(ctx) {
    const { faker } = ctx;
    const groups = ctx.rows('AttendanceGroup').slice(0, -1);
    const depId = ctx.place(4).depId;
    const mine = groups.filter((g) => g.depId === depId);
    const card = faker.datatype.boolean(0.8) ? idCard(faker) : null;
    const entryDays = faker.number.int({ min: 30, max: 2000 });
    return {
      name: personName(faker),
      gender: genderOf(card, faker),
      phone: mobile(faker),
      idCard: card,
      post: faker.helpers.weightedArrayElement([
        { weight: 1, value: 1 },
        { weight: 3, value: 2 },
        { weight: 3, value: 3 },
        { weight: 5, value: 4 },
        { weight: 4, value: 5 },
        { weight: 3, value: 6 },
      ]),
      depId,
      attendanceGroupId:
        mine.length && faker.datatype.boolean(0.8) ? faker.helpers.arrayElement(mine).id : null,
      entryDate: shiftedDate(ctx, -entryDays),
      status: faker.datatype.boolean(0.9) ? 1 : 2,
      createTime: ctx.daysAgo(entryDays),
    };
  },
};

/** 岗位 -> 账号角色: 项目经理 物业管理员; 客服、管家、保洁 客服专员; 维修工 维修工; 保安 保安. */
const ROLE_OF_POST: Record<number, number> = { 1: 1, 2: 2, 3: 2, 4: 4, 5: 2, 6: 3 };
const PREFIX_OF_ROLE: Record<number, string> = { 1: 'admin', 2: 'kf', 3: 'wx', 4: 'ba' };

export const propertyAccount: ResourceSeed = {
  count: 30,
  make(ctx, i) {
    const { faker } = ctx;
    const person = ctx.rows('Staff')[i]!;
    const role = ROLE_OF_POST[Number(person.post)] ?? 2;
    return {
      userName: `${PREFIX_OF_ROLE[role]}${1001 + i}`,
      staffId: person.id,
      phone: person.phone,
      role,
      depId: person.depId,
      status: person.status === 2 ? 0 : 1,
      lastLoginTime: faker.datatype.boolean(0.8) ? ctx.daysAgo(faker.number.int({ min: 0, max: 20 })) : null,
      createTime: person.createTime,
    };
  },
  created: () => ({ lastLoginTime: null }),
};
