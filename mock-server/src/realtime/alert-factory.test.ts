import { describe, expect, it } from 'vitest';
import {
  createAlert,
  createSeededFaker,
  drawAlert,
  idCardNumber,
  type AlertCommunity,
  type AlertPerson,
} from './alert-factory.js';
import { ALERT_TYPES, type AlertType } from './constants.js';
import { ALERT_EVENTS } from './frames.js';

const COMMUNITIES: AlertCommunity[] = [
  { depId: 1499, depName: '锦绣花园' },
  { depId: 1500, depName: '翠湖华庭' },
  { depId: 1501, depName: '阳光家园' },
];
const NOW = new Date('2026-01-21T09:30:00+08:00');

const make = <T extends AlertType>(type: T, seed: number, depId?: number) =>
  createAlert(type, { faker: createSeededFaker(seed), communities: COMMUNITIES, now: NOW, depId });

describe('createAlert', () => {
  it.each(ALERT_TYPES)('gives the same %s alert for the same seed', (type) => {
    expect(make(type, 42)).toEqual(make(type, 42));
  });

  it.each(ALERT_TYPES)('gives a different %s alert for another seed', (type) => {
    expect(make(type, 42)).not.toEqual(make(type, 43));
  });

  it('draws consecutive alerts from one faker without repeating', () => {
    const faker = createSeededFaker(7);
    const a = createAlert('heat', { faker, communities: COMMUNITIES, now: NOW });
    const b = createAlert('heat', { faker, communities: COMMUNITIES, now: NOW });
    expect(a[1].id).not.toBe(b[1].id);
  });

  it.each(ALERT_TYPES)(
    'frames a %s alert as [event, payload] of a listed community at the given time',
    (type) => {
      const [event, payload] = make(type, 1);
      expect(event).toBe(ALERT_EVENTS[type]);
      expect(COMMUNITIES).toContainEqual({ depId: payload.depId, depName: payload.depName });
      expect(payload.time).toBe('2026-01-21 09:30:00');
    },
  );

  it('uses the requested community', () => {
    expect(make('smoke', 3, 1501)[1]).toMatchObject({ depId: 1501, depName: '阳光家园' });
    expect(make('smoke', 3, 1501)[1].address.startsWith('阳光家园 > ')).toBe(true);
  });

  it('throws a RangeError for an unknown community or an empty list', () => {
    expect(() => make('car', 1, 9999)).toThrow(RangeError);
    expect(() => createAlert('car', { faker: createSeededFaker(1), communities: [], now: NOW })).toThrow(
      RangeError,
    );
  });

  it('tells ID and native-place warnings apart by type 0 / 1', () => {
    expect(make('id', 5)[1].type).toBe(0);
    expect(make('native', 5)[1].type).toBe(1);
  });

  it('gives the stranger alert at least one picture and capTime equal to time', () => {
    const [, payload] = make('stanger', 9);
    expect(payload.pics.length).toBeGreaterThanOrEqual(1);
    expect(payload.capTime).toBe(payload.time);
  });
});

describe('alarms that name a resident', () => {
  const PEOPLE: AlertPerson[] = [
    { userName: '林晓燕', cardNo: '44030519880612432X', depId: 1500 },
    { userName: '周志远', cardNo: '110105197503150017', depId: 1501 },
  ];
  const draw = <T extends AlertType>(type: T, seed: number, depId?: number) =>
    drawAlert(type, {
      faker: createSeededFaker(seed),
      communities: COMMUNITIES,
      people: PEOPLE,
      now: NOW,
      depId,
    });

  it('names a resident of the alert’s community in 体温, 身份证 and 籍贯 alarms', () => {
    const heat = draw('heat', 1, 1500);
    expect(heat.frame[1].userName).toBe('林晓燕');
    expect(heat.person).toEqual(PEOPLE[0]);
    expect(draw('id', 2, 1501).frame[1]).toMatchObject({
      ownerName: '周志远',
      cardNo: '110105197503150017',
      birthPlace: '北京市朝阳区',
    });
    expect(draw('native', 3, 1500).frame[1]).toMatchObject({ ownerName: '林晓燕', type: 1 });
  });

  it('names one of any community when the alert’s has none, the same one for the same seed', () => {
    const { person } = draw('id', 4, 1499);
    expect(PEOPLE).toContainEqual(person);
    expect(draw('id', 4, 1499)).toEqual(draw('id', 4, 1499));
  });

  it('names nobody in stranger, vehicle and smoke alarms', () => {
    for (const type of ['stanger', 'car', 'smoke'] as const) expect(draw(type, 5).person).toBeUndefined();
  });
});

describe('idCardNumber', () => {
  it('computes the GB 11643 check character', () => {
    // 11010519491231002X is the standard's worked example
    expect(idCardNumber('110105', new Date(Date.UTC(1949, 11, 31)), 2)).toBe('11010519491231002X');
  });

  it.each(ALERT_TYPES.filter((t) => t === 'id' || t === 'native'))(
    'gives %s alerts valid ID numbers',
    (type) => {
      for (let seed = 1; seed <= 20; seed++) {
        const cardNo = (type === 'id' ? make('id', seed) : make('native', seed))[1].cardNo;
        expect(idCardNumber(cardNo.slice(0, 6), birthOf(cardNo), Number(cardNo.slice(14, 17)))).toBe(cardNo);
      }
    },
  );
});

function birthOf(cardNo: string): Date {
  return new Date(
    Date.UTC(Number(cardNo.slice(6, 10)), Number(cardNo.slice(10, 12)) - 1, Number(cardNo.slice(12, 14))),
  );
}
