// 安全指数 maths (docs/adr/0048): pure over safety events, so the formula is
// tested on its own. Each record that threatens a community is an event worth some points in one
// sub-scene of one of five features; a feature scores 100 minus its deduction, a community the
// weighted sum of its feature scores.
import type { components } from '@zhsq/contract/api';
import { addDays, onDays } from '../../store/days.js';

export type SafetyFeatureScore = components['schemas']['SafetyFeatureScore'];
export type SafetyGrade = components['schemas']['SafetyGrade'];
export type FeatureName = SafetyFeatureScore['featureName'];

export const FEATURES: readonly {
  featureName: FeatureName;
  sceneId: number;
  label: string;
  weight: number;
}[] = [
  { featureName: 'door', sceneId: 1, label: '门禁安全', weight: 0.2 },
  { featureName: 'fire', sceneId: 2, label: '消防安全', weight: 0.25 },
  { featureName: 'public', sceneId: 3, label: '治安安全', weight: 0.25 },
  { featureName: 'vehicle', sceneId: 4, label: '车辆安全', weight: 0.1 },
  { featureName: 'facility', sceneId: 5, label: '设施安全', weight: 0.2 },
];

/** Sub-scenes: the record families behind each feature. */
export const SCENES: readonly { sceneId: number; featureName: FeatureName; sceneName: string }[] = [
  { sceneId: 101, featureName: 'door', sceneName: '门禁告警' },
  { sceneId: 102, featureName: 'door', sceneName: '未开门预警' },
  { sceneId: 201, featureName: 'fire', sceneName: '烟感报警' },
  { sceneId: 202, featureName: 'fire', sceneName: '智能家居告警' },
  { sceneId: 301, featureName: 'public', sceneName: '陌生人超限' },
  { sceneId: 302, featureName: 'public', sceneName: '标签预警' },
  { sceneId: 303, featureName: 'public', sceneName: '身份证/籍贯预警' },
  { sceneId: 304, featureName: 'public', sceneName: '陌生人告警' },
  { sceneId: 401, featureName: 'vehicle', sceneName: '车辆布控预警' },
  { sceneId: 501, featureName: 'facility', sceneName: '井盖告警' },
  { sceneId: 502, featureName: 'facility', sceneName: '设备离线' },
];

/** Scores are normalised to a week so that 7, 15 and 30 day indexes read alike. */
export const WEEK_DAYS = 7;
/** A handled record still counts, at half its points. */
export const HANDLED_FACTOR = 0.5;

export interface SafetyEvent {
  key: string;
  depId: number;
  sceneId: number;
  /** 'YYYY-MM-DD HH:mm:ss'; null for a current state (a device offline), counted on every day */
  time: string | null;
  points: number;
  handled: boolean;
  content: string;
  location: string;
}

export const featureOf = (name: string) => FEATURES.find((f) => f.featureName === name);
export const sceneOf = (sceneId: number) => SCENES.find((s) => s.sceneId === sceneId);
const featureOfScene = new Map(SCENES.map((s) => [s.sceneId, s.featureName]));

/** What one event takes off: its points, halved when handled. */
export function eventPoints(event: SafetyEvent): number {
  return event.handled ? event.points * HANDLED_FACTOR : event.points;
}

/** Events in [begin, end] (states always). */
export function inWindow(events: readonly SafetyEvent[], begin: string, end: string): SafetyEvent[] {
  return events.filter((e) => e.time === null || onDays(e.time, begin, end));
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Deduction of events over a `days`-day window: timed points scaled to a week, states as they are. */
export function deductionOf(events: readonly SafetyEvent[], days: number): number {
  let timed = 0;
  let states = 0;
  for (const e of events) {
    if (e.time === null) states += eventPoints(e);
    else timed += eventPoints(e);
  }
  return round1((timed * WEEK_DAYS) / days + states);
}

export const scoreOf = (deduction: number) => Math.max(0, Math.round(100 - deduction));

export function gradeOf(score: number): SafetyGrade {
  if (score >= 90) return '优';
  if (score >= 75) return '良';
  if (score >= 60) return '中';
  return '差';
}

/** A community's feature scores and weighted score over the window events of `days` days. */
export function scoreCommunity(
  windowEvents: readonly SafetyEvent[],
  days: number,
): { score: number; features: SafetyFeatureScore[] } {
  const features = FEATURES.map(({ featureName, sceneId, label }) => {
    const own = windowEvents.filter((e) => featureOfScene.get(e.sceneId) === featureName);
    const deduction = deductionOf(own, days);
    return { featureName, sceneId, label, score: scoreOf(deduction), deduction, count: own.length };
  });
  const score = Math.round(features.reduce((sum, f, i) => sum + f.score * FEATURES[i]!.weight, 0));
  return { score, features };
}

/** Per day of [begin, end]: the community's score over the 7 days ending that day. */
export function rollingScores(
  events: readonly SafetyEvent[],
  dates: readonly string[],
): { date: string; score: number; features: number[] }[] {
  return dates.map((date) => {
    const { score, features } = scoreCommunity(
      inWindow(events, addDays(date, -(WEEK_DAYS - 1)), date),
      WEEK_DAYS,
    );
    return { date, score, features: features.map((f) => f.score) };
  });
}

/** Mean of integer scores, rounded (100 when there is nothing to average). */
export function meanScore(scores: readonly number[]): number {
  return scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : 100;
}
