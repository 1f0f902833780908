// 房东 and their change records: every landlord has its registration record, and some later edits.
import type { ResourceSeed } from '#mock/resources/types.js';
import { idCard, mobile, personName, plusMinutes } from './common.js';

const BANKS = ['中国工商银行', '中国建设银行', '招商银行', '中国农业银行', '中国银行', '交通银行'];
const ROADS = ['天河北路', '中山大道', '体育西路', '黄埔大道', '科韵路', '南山大道'];

export const landlord: ResourceSeed = {
  count: 36,
  make(ctx) {
    const { faker } = ctx;
    const propertyCount = faker.number.int({ min: 1, max: 4 });
    const banked = faker.datatype.boolean(0.85);
    const createTime = ctx.daysAgo(faker.number.int({ min: 40, max: 900 }));
    return {
      name: personName(faker),
      phone: mobile(faker),
      cardNo: idCard(faker),
      depId: ctx.place(8).depId,
      propertyCount,
      rentedCount: faker.number.int({ min: 0, max: propertyCount }),
      address: `${faker.helpers.arrayElement(ROADS)}${faker.number.int({ min: 1, max: 800 })}号`,
      bankName: banked ? faker.helpers.arrayElement(BANKS) : null,
      bankAccount: banked ? `62${faker.string.numeric(faker.helpers.arrayElement([14, 17]))}` : null,
      status: faker.datatype.boolean(0.9) ? 1 : 0,
      createTime,
      updateTime: faker.datatype.boolean(0.4)
        ? plusMinutes(createTime, faker.number.int({ min: 60, max: 30_000 }))
        : null,
    };
  },
  created: () => ({ updateTime: null }),
};

const EDITS = [
  (from: number) => ({ changeType: 2, content: `已出租：${from} → ${from + 1}` }),
  () => ({ changeType: 2, content: '收款银行：中国工商银行 → 招商银行' }),
  () => ({ changeType: 2, content: '联系地址：更新为新的通讯地址' }),
  () => ({ changeType: 3, content: '状态：正常 → 停用' }),
  () => ({ changeType: 3, content: '状态：停用 → 正常' }),
];

export const landlordChangeRecord: ResourceSeed = {
  count: 70,
  make(ctx, i) {
    const { faker } = ctx;
    const landlords = ctx.rows('Landlord');
    if (i < landlords.length) {
      const owner = landlords[i]!;
      return {
        landlordId: owner.id,
        changeType: 1,
        content: `登记房东，房产 ${String(owner.propertyCount)} 处`,
        operatorName: '系统管理员',
        changeTime: owner.createTime,
      };
    }
    const owner = faker.helpers.arrayElement(landlords);
    const edit = faker.helpers.arrayElement(EDITS)(Number(owner.rentedCount));
    return {
      landlordId: owner.id,
      ...edit,
      operatorName: faker.helpers.arrayElement(['系统管理员', '前台客服']),
      changeTime: ctx.daysAgo(faker.number.int({ min: 0, max: 30 })),
    };
  },
};
