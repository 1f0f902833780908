// 行政区划与街镇。
import { defineHandler } from '../../contract/define.js';
import { ok200 } from '../../contract/envelope.js';

export const handlers = [
  defineHandler('getArea', ({ query, store }) => {
    const { areaType, parentId } = query;
    const list = store.areas.filter(
      (a) => a.areaType === areaType && (areaType === 0 || a.parentId === parentId),
    );
    return ok200(
      list.map((a) => ({
        areaId: a.areaId,
        areaName: a.areaName,
        areaType: a.areaType,
        streetTownNo: a.areaId,
        leaf: a.areaType === 2,
      })),
    );
  }),

  defineHandler('getJzInfo', ({ query, store }) =>
    ok200(
      store.streets.filter((s) => s.districtId === query.districtId).map(({ jzdm, jz }) => ({ jzdm, jz })),
    ),
  ),
];
