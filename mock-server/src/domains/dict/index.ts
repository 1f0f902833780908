// 数据字典：单个类型返回列表，逗号连接的多个类型返回以类型名为键的对象。
import { defineHandler } from '../../contract/define.js';
import { ok200 } from '../../contract/envelope.js';

export const handlers = [
  defineHandler('getDict', ({ query, store }) => {
    const types = query.dictType
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    if (types.length === 1) return ok200(store.dicts[types[0]!] ?? []);
    return ok200(Object.fromEntries(types.map((t) => [t, store.dicts[t] ?? []])));
  }),
];
