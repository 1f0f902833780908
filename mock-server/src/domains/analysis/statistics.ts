// 统计分析 (complexStatistics): cross-module counts over a day range for a set of communities, pure
// over the rows it is given. Alarm handling rate = handled / total over the alarm kinds listed.
import type { components } from '@zhsq/contract/api';
import type { Row } from '../../resources/types.js';
import { datesOf, onDays } from '../../store/days.js';

export type ComplexStatistics = components['schemas']['ComplexStatistics'];

/** 02 §2 statistics page: longest range one request may cover. */
export const MAX_STATISTICS_DAYS = 31;

const OPEN_TYPES = ['刷卡', '人脸', '密码', '二维码', '远程'];
const REPAIR_STATES = ['待受理', '处理中', '已完成', '已取消'];
const VISITOR_STATES = ['待到访', '已到访', '已离开', '已过期', '已取消'];
const PAY_METHODS = ['现金', '微信', '支付宝', '银行转账', 'POS刷卡'];

/** One alarm kind: its rows, their time field and how a handled row reads. */
export interface AlarmSource {
  label: string;
  rows: readonly Row[];
  time: string;
  handled: (row: Row) => boolean;
}

export interface StatisticsInput {
  begin: string;
  end: string;
  inOut: readonly Row[];
  park: readonly Row[];
  visitors: readonly Row[];
  repairs: readonly Row[];
  bills: readonly Row[];
  payments: readonly Row[];
  alarms: readonly AlarmSource[];
}

const money = (n: number) => Math.round(n * 100) / 100;
const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);

/** Counts of an enum field (1-based values) under its labels, zero counts kept. */
function byLabel(labels: readonly string[], rows: readonly Row[], key: string) {
  return labels.map((label, i) => ({ label, count: rows.filter((r) => Number(r[key]) === i + 1).length }));
}

export function complexStatistics(input: StatisticsInput): ComplexStatistics {
  const { begin, end } = input;
  const within = (rows: readonly Row[], key: string) => rows.filter((r) => onDays(r[key], begin, end));
  const inOut = within(input.inOut, 'recordTime');
  const carIn = within(input.park, 'inTime');
  const carOut = within(input.park, 'outTime');
  const visitors = within(input.visitors, 'visitTime');
  const repairs = within(input.repairs, 'createTime');
  const bills = within(input.bills, 'createTime');
  const payments = within(input.payments, 'payTime');
  const alarms = input.alarms.map((a) => ({ ...a, rows: within(a.rows, a.time) }));

  const onDay = (rows: readonly Row[], key: string, date: string) =>
    rows.filter((r) => String(r[key]).startsWith(date)).length;
  const daily = datesOf(begin, end).map((date) => ({
    date,
    inCount: inOut.filter((r) => r.direction === 1 && String(r.recordTime).startsWith(date)).length,
    outCount: inOut.filter((r) => r.direction === 2 && String(r.recordTime).startsWith(date)).length,
    carIn: onDay(carIn, 'inTime', date),
    carOut: onDay(carOut, 'outTime', date),
    visitors: onDay(visitors, 'visitTime', date),
    alarms: alarms.reduce((sum, a) => sum + onDay(a.rows, a.time, date), 0),
  }));

  const alarmCounts = alarms.map((a) => ({
    label: a.label,
    total: a.rows.length,
    handled: a.rows.filter(a.handled).length,
  }));
  const alarmTotal = alarmCounts.reduce((s, a) => s + a.total, 0);
  const alarmHandled = alarmCounts.reduce((s, a) => s + a.handled, 0);
  const billed = money(bills.reduce((s, r) => s + Number(r.amount), 0));
  const paid = money(payments.reduce((s, r) => s + Number(r.amount), 0));
  const outstanding = money(
    input.bills
      .filter((r) => r.status !== 1)
      .reduce((s, r) => s + Number(r.amount) - Number(r.paidAmount ?? 0), 0),
  );
  const repairsDone = repairs.filter((r) => r.status === 3).length;

  return {
    beginDate: begin,
    endDate: end,
    summary: [
      { key: 'inOut', label: '出入记录', value: inOut.length, unit: '条' },
      { key: 'alarms', label: '告警总数', value: alarmTotal, unit: '条' },
      { key: 'alarmRate', label: '告警处理率', value: percent(alarmHandled, alarmTotal), unit: '%' },
      { key: 'carIn', label: '车辆入场', value: carIn.length, unit: '辆次' },
      { key: 'carOut', label: '车辆出场', value: carOut.length, unit: '辆次' },
      { key: 'visitors', label: '访客登记', value: visitors.length, unit: '人次' },
      { key: 'repairs', label: '报修工单', value: repairs.length, unit: '单' },
      { key: 'repairRate', label: '报修完成率', value: percent(repairsDone, repairs.length), unit: '%' },
      { key: 'billed', label: '新增应收', value: billed, unit: '元' },
      { key: 'paid', label: '实收金额', value: paid, unit: '元' },
      { key: 'outstanding', label: '当前欠费', value: outstanding, unit: '元' },
    ],
    daily,
    openTypes: byLabel(OPEN_TYPES, inOut, 'openType'),
    alarms: alarmCounts,
    repairs: byLabel(REPAIR_STATES, repairs, 'status'),
    visitorStates: byLabel(VISITOR_STATES, visitors, 'status'),
    fees: { billed, paid, outstanding, payMethods: byLabel(PAY_METHODS, payments, 'payMethod') },
  };
}
