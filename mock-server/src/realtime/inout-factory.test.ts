import { describe, expect, it } from 'vitest';
import { createSeededFaker, type AlertCommunity } from './alert-factory.js';
import { createInoutRecord } from './inout-factory.js';

const COMMUNITIES: AlertCommunity[] = [
  { depId: 1499, depName: '锦绣花园' },
  { depId: 1500, depName: '翠湖华庭' },
];
const NOW = new Date('2026-01-21T18:42:06+08:00');

const make = (seed: number, depId?: number) =>
  createInoutRecord({ faker: createSeededFaker(seed), communities: COMMUNITIES, now: NOW, depId });

describe('createInoutRecord', () => {
  it('gives the same record for the same seed and a different one for another seed', () => {
    expect(make(11)).toEqual(make(11));
    expect(make(11)).not.toEqual(make(12));
  });

  it('frames the record as {cmd: record, data} at the given time', () => {
    const frame = make(1, 1500);
    expect(frame.cmd).toBe('record');
    expect(frame.data).toMatchObject({ depId: 1500, depName: '翠湖华庭', recordTime: '2026-01-21 18:42:06' });
  });

  it('keeps the card number, photo and room consistent with the open type and person', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const { data } = make(seed);
      expect(data.cardNo === '').toBe(data.openType !== '刷卡');
      if (data.cardNo) expect(data.cardNo).toMatch(/^[0-9A-F]{8}$/);
      expect(data.snapPhotoUrl === '').toBe(data.openType !== '人脸' && data.openType !== '二维码');
      if (data.personType === '访客' || data.personType === '物业人员') expect(data.roomNumber).toBe('');
      expect(data.buildingName === '').toBe(data.unitName === '');
    }
  });
});
