// Pop-up fields (01 §3 "Alert records") and target queries (01 §4: depId and time = start of today;
// stranger adds depName and searchDepTree=true; vehicle sends only time).
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { alertQuery, alertRouteName, alertView, genderLabel, maskCardNo } from './alert-view';
import {
  carAlert,
  heatAlert,
  idAlert,
  nativeAlert,
  smokeAlert,
  strangerAlert,
} from './testing/alert-records';

const NOW = dayjs('2026-03-18 15:20:00');
const fields = (alert: typeof heatAlert) =>
  Object.fromEntries(alertView(alert).fields.map((f) => [f.label, f.value]));

describe('alert pop-up content (01 §3)', () => {
  it('heat: user name, temperature, health code, nucleic-acid test', () => {
    expect(alertView(heatAlert).title).toBe('疫情预警');
    expect(fields(heatAlert)).toMatchObject({
      姓名: '王建国',
      体温: '37.8℃',
      健康码: '绿码',
      核酸检测: '48小时内',
    });
  });

  it('ID and native place: owner, masked card number (0-10 and 14-19 kept), birth place', () => {
    expect(alertView(idAlert).title).toBe('身份证预警');
    expect(alertView(nativeAlert).title).toBe('籍贯预警');
    expect(fields(idAlert)).toMatchObject({
      姓名: '李志强',
      身份证号: '4401061987****3418',
      籍贯: '广东省广州市',
    });
    expect(maskCardNo('440106198705123418')).toBe('4401061987****3418');
  });

  it('stranger: photo, gender (1 男, 2 女, else 未知), capture time, community', () => {
    const view = alertView(strangerAlert);
    expect(view.title).toBe('陌生人抓拍预警');
    expect(view.photo).toBe('/api/static/mock/stranger/300042-face.jpg');
    expect(fields(strangerAlert)).toMatchObject({
      性别: '女',
      抓拍时间: '2026-03-18 10:22:17',
      小区: '锦绣花园',
    });
    expect([1, 2, 0, 9].map(genderLabel)).toEqual(['男', '女', '未知', '未知']);
  });

  it('vehicle: photo, plate, control type; smoke: community and address', () => {
    expect(alertView(carAlert).photo).toBe('/api/static/mock/car/400007.jpg');
    expect(fields(carAlert)).toMatchObject({ 车牌号: '粤A·5K2L9', 布控类型: '黑名单车辆' });
    expect(alertView(smokeAlert).title).toBe('烟感报警');
    expect(fields(smokeAlert)).toMatchObject({ 小区: '锦绣花园', 位置: '锦绣花园 > 3栋 > 1单元 > 1202' });
  });
});

describe('alert targets (01 §4)', () => {
  it('routes per kind', () => {
    expect(
      [heatAlert, idAlert, nativeAlert, strangerAlert, carAlert, smokeAlert].map(alertRouteName),
    ).toEqual([
      'TemperatureWarning',
      'IdentifyWarning',
      'NativePlaceWarning',
      'StrangerSnaps',
      'CarWarning',
      'SmokeDetectorWarning',
    ]);
  });

  it('depId and time = start of today', () => {
    expect(Object.fromEntries(alertQuery(heatAlert, NOW))).toEqual({
      depId: '1499',
      time: '2026-03-18 00:00:00',
    });
    expect(Object.fromEntries(alertQuery(smokeAlert, NOW))).toEqual({
      depId: '1499',
      time: '2026-03-18 00:00:00',
    });
  });

  it('stranger adds depName and searchDepTree=true; vehicle sends only time', () => {
    expect(Object.fromEntries(alertQuery(strangerAlert, NOW))).toEqual({
      depId: '1499',
      time: '2026-03-18 00:00:00',
      depName: '锦绣花园',
      searchDepTree: 'true',
    });
    expect(Object.fromEntries(alertQuery(carAlert, NOW))).toEqual({ time: '2026-03-18 00:00:00' });
  });
});
