// 安全指数 formula (docs/adr/0048): deductions, week normalisation, handled
// records at half points, weights and grades.
import { describe, expect, it } from 'vitest';
import { deductionOf, gradeOf, rollingScores, scoreCommunity, scoreOf, type SafetyEvent } from './safety.js';

const event = (over: Partial<SafetyEvent>): SafetyEvent => ({
  key: 'k',
  depId: 1499,
  sceneId: 101,
  time: '2026-11-20 10:00:00',
  points: 4,
  handled: false,
  content: '',
  location: '',
  ...over,
});

describe('safety score', () => {
  it('a handled record counts half; timed points are scaled to a week, states are not', () => {
    expect(deductionOf([event({}), event({ handled: true })], 7)).toBe(6);
    expect(deductionOf([event({ points: 14 })], 14)).toBe(7);
    expect(deductionOf([event({ points: 1, time: null })], 30)).toBe(1);
  });

  it('a feature scores 100 minus its deduction, never below 0', () => {
    expect(scoreOf(12.4)).toBe(88);
    expect(scoreOf(140)).toBe(0);
  });

  it('a community scores the weighted sum of its features', () => {
    const result = scoreCommunity(
      [event({ sceneId: 101, points: 10 }), event({ sceneId: 201, points: 20 })],
      7,
    );
    expect(result.features.map((f) => f.score)).toEqual([90, 80, 100, 100, 100]);
    expect(result.score).toBe(Math.round(90 * 0.2 + 80 * 0.25 + 100 * 0.55));
  });

  it('grades: 优 ≥ 90, 良 ≥ 75, 中 ≥ 60, else 差', () => {
    expect([90, 89, 75, 74, 60, 59].map(gradeOf)).toEqual(['优', '良', '良', '中', '中', '差']);
  });

  it('the trend scores each day over the 7 days ending that day', () => {
    const points = rollingScores(
      [event({ time: '2026-11-10 08:00:00', points: 10 })],
      ['2026-11-16', '2026-11-17'],
    );
    expect(points.map((p) => p.features[0])).toEqual([90, 100]);
  });
});
