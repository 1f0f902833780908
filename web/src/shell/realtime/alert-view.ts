// What a pop-up shows for each alert kind (01 §3 "Alert records") and where clicking it goes
// (01 §4: depId and time = start of today; the stranger alert adds depName and searchDepTree=true;
// the vehicle alert sends only time).
import dayjs from 'dayjs';
import { ALERT_KINDS, GENDER_LABELS, GENDER_UNKNOWN } from '@/lib/constants/alerts';
import type { AlertRecord } from '@/lib/realtime/alert-lookups';

export interface AlertField {
  label: string;
  value: string;
}

export interface AlertView {
  title: string;
  photo?: string;
  fields: AlertField[];
}

/** 18-digit ID numbers show characters 0-10 and 14-19 (01 §9 card number masking). */
export function maskCardNo(cardNo: string): string {
  if (cardNo.length < 15) return cardNo;
  return `${cardNo.slice(0, 10)}****${cardNo.slice(14)}`;
}

export function genderLabel(gender: number): string {
  return GENDER_LABELS[gender] ?? GENDER_UNKNOWN;
}

const text = (value: string | number | undefined | null): string =>
  value === undefined || value === null || value === '' ? '-' : String(value);

export function alertView(alert: AlertRecord): AlertView {
  const title = ALERT_KINDS[alert.type].title;
  switch (alert.type) {
    case 'heat': {
      const r = alert.record;
      return {
        title,
        fields: [
          { label: '姓名', value: text(r.userName) },
          { label: '体温', value: `${r.temperature.toFixed(1)}℃` },
          { label: '健康码', value: text(r.healthCodeStatusDesc) },
          { label: '核酸检测', value: text(r.covid19CheckTimeDesc) },
          { label: '小区', value: text(r.depName) },
          { label: '时间', value: text(r.captureTime) },
        ],
      };
    }
    case 'id':
    case 'native': {
      const r = alert.record;
      return {
        title,
        fields: [
          { label: '姓名', value: text(r.ownerName) },
          { label: '身份证号', value: maskCardNo(r.cardNo) },
          { label: '籍贯', value: text(r.birthPlace) },
          { label: '小区', value: text(r.depName) },
          { label: '时间', value: text(r.warnTime) },
        ],
      };
    }
    case 'stanger': {
      const r = alert.record;
      return {
        title,
        photo: r.pics[0],
        fields: [
          { label: '性别', value: genderLabel(r.gender) },
          { label: '抓拍时间', value: text(r.capTime) },
          { label: '小区', value: text(r.depName) },
        ],
      };
    }
    case 'car': {
      const r = alert.record;
      return {
        title,
        photo: r.photoUrl,
        fields: [
          { label: '车牌号', value: text(r.carNumber) },
          { label: '布控类型', value: text(r.controlTypeName) },
          { label: '时间', value: text(r.warnTime) },
        ],
      };
    }
    case 'smoke': {
      const r = alert.record;
      return {
        title,
        fields: [
          { label: '小区', value: text(r.depName) },
          { label: '位置', value: text(r.address) },
          { label: '报警类型', value: text(r.alarmTypeName) },
          { label: '时间', value: text(r.alarmTime) },
        ],
      };
    }
  }
}

/** Start of today as the target pages' time query. */
export function startOfToday(now = dayjs()): string {
  return now.startOf('day').format('YYYY-MM-DD HH:mm:ss');
}

/** The query of the alert's target route (01 §4). */
export function alertQuery(alert: AlertRecord, now = dayjs()): URLSearchParams {
  const time = startOfToday(now);
  if (alert.type === 'car') return new URLSearchParams({ time });
  const query = new URLSearchParams({ depId: String(alert.record.depId), time });
  if (alert.type === 'stanger') {
    query.set('depName', alert.record.depName);
    query.set('searchDepTree', 'true');
  }
  return query;
}

export function alertRouteName(alert: AlertRecord): string {
  return ALERT_KINDS[alert.type].route;
}
