// 认证日志: factory batches of system (authentication) cards written, read back and formatted through
// the 门禁卡认证 page; a batch writes a run of cards, then spot-checks some of them.
import { formatDateTime } from '#mock/store/clock.js';
import type { ResourceSeed } from '#mock/resources/types.js';
import { cardNoOf, timeline } from './common.js';

const FACTORY_OPERATORS = ['工厂操作员', '陈师傅', '生产线02'];

export const authenticationLog: ResourceSeed = {
  count: 60,
  make(ctx, i) {
    const { faker } = ctx;
    const batch = Math.floor(i / 12);
    const authTime = timeline(ctx, i, 60, 45);
    const authType = i % 12 === 11 ? 3 : i % 4 === 3 ? 2 : 1;
    const failed = faker.datatype.boolean(0.05);
    return {
      cardNo: cardNoOf(faker),
      authType,
      sectorId: batch % 2 === 0 ? 1 : 3,
      keyEncrypt: batch === 2 ? 0 : 1,
      dataVersion: batch + 1,
      batchNo: `PC${authTime.slice(0, 10).replaceAll('-', '')}-0${(batch % 3) + 1}`,
      operatorName: FACTORY_OPERATORS[batch % FACTORY_OPERATORS.length]!,
      agentId: '1',
      clientVersion: batch < 3 ? '1.0.7' : '1.0.8',
      result: failed ? 0 : 1,
      failReason: failed
        ? faker.helpers.arrayElement(['读卡器未识别到卡片', '扇区密码校验失败', '卡片写入后回读不一致'])
        : null,
      authTime,
    };
  },
  // a record written by the 门禁卡认证 page is stamped with the server's time
  created: (ctx) => ({ authTime: formatDateTime(ctx.store.now()) }),
};
