// 疫情防控演示 (epidemicDemo): the temperature checks, masks, ID / native-place warnings and visitor
// registrations of a day range, pure over the records it is given. 37.3 ℃ and above is a fever.
import type { components } from '@zhsq/contract/api';
import type { Row } from '../../resources/types.js';
import type { EarlyWarningRecord, HeatRecord } from '../alerts/alerts-state.js';
import { datesOf, onDays } from '../../store/days.js';

export type EpidemicDemo = components['schemas']['EpidemicDemo'];

export const FEVER_CELSIUS = 37.3;
export const LATEST_LIMIT = 30;
const HEALTH_CODES = ['绿码', '黄码', '红码', '未知'];
/** [label, lower bound inclusive] in ascending order */
const TEMPERATURE_BUCKETS: readonly [string, number][] = [
  ['<36.0℃', -Infinity],
  ['36.0-36.4℃', 36],
  ['36.5-36.9℃', 36.5],
  ['37.0-37.2℃', 37],
  ['37.3-37.9℃', FEVER_CELSIUS],
  ['≥38.0℃', 38],
];

export interface EpidemicInput {
  begin: string;
  end: string;
  heat: readonly HeatRecord[];
  warnings: readonly EarlyWarningRecord[];
  visitors: readonly Row[];
}

const isFever = (r: HeatRecord) => r.temperature >= FEVER_CELSIUS;

export function temperatureBucket(celsius: number): string {
  let label = TEMPERATURE_BUCKETS[0]![0];
  for (const [name, from] of TEMPERATURE_BUCKETS) if (celsius >= from) label = name;
  return label;
}

export function epidemicDemo(input: EpidemicInput): EpidemicDemo {
  const { begin, end } = input;
  const heat = input.heat.filter((r) => onDays(r.captureTime, begin, end));
  const warnings = input.warnings.filter((r) => onDays(r.warnTime, begin, end));
  const visitors = input.visitors.filter((r) => onDays(r.visitTime, begin, end));
  const fever = heat.filter(isFever);
  const noMask = heat.filter((r) => r.isNoMask === 1);
  const abnormal = heat.filter((r) => isFever(r) || r.isNoMask === 1);

  const latest = [
    ...abnormal.map((r) => ({
      key: `heat-${r.id}`,
      kind: isFever(r) ? ('fever' as const) : ('noMask' as const),
      name: r.userName,
      depName: r.depName,
      detail: [isFever(r) ? `体温 ${r.temperature}℃` : '', r.isNoMask === 1 ? '未戴口罩' : '']
        .filter(Boolean)
        .join('，'),
      time: r.captureTime,
    })),
    ...warnings.map((r) => ({
      key: `warn-${r.id}`,
      kind: r.type === 0 ? ('id' as const) : ('native' as const),
      name: r.ownerName,
      depName: r.depName,
      detail: `${r.type === 0 ? '身份证' : '籍贯'}预警：${r.controlReason}`,
      time: r.warnTime,
    })),
  ]
    .sort((a, b) => b.time.localeCompare(a.time) || a.key.localeCompare(b.key))
    .slice(0, LATEST_LIMIT);

  return {
    beginDate: begin,
    endDate: end,
    figures: {
      checks: heat.length,
      fever: fever.length,
      noMask: noMask.length,
      idWarnings: warnings.filter((r) => r.type === 0).length,
      nativeWarnings: warnings.filter((r) => r.type === 1).length,
      visitors: visitors.length,
      unhandled: abnormal.filter((r) => r.isHandler === 0).length,
    },
    temperatures: TEMPERATURE_BUCKETS.map(([label]) => ({
      label,
      count: heat.filter((r) => temperatureBucket(r.temperature) === label).length,
    })),
    healthCodes: HEALTH_CODES.map((label) => ({
      label,
      count: heat.filter((r) => r.healthCodeStatusDesc === label).length,
    })),
    daily: datesOf(begin, end).map((date) => ({
      date,
      checks: heat.filter((r) => r.captureTime.startsWith(date)).length,
      fever: fever.filter((r) => r.captureTime.startsWith(date)).length,
      noMask: noMask.filter((r) => r.captureTime.startsWith(date)).length,
      warnings: warnings.filter((r) => r.warnTime.startsWith(date)).length,
      visitors: visitors.filter((r) => String(r.visitTime).startsWith(date)).length,
    })),
    latest,
  };
}
