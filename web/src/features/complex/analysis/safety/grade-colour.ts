// Colours of the safety grades (优 良 中 差), shared by the gauge, the ranking and the detail.
import type { SafetyIndex } from '../api/get-safety-index';

type Grade = SafetyIndex['grade'];

export const GRADE_COLOURS: Record<Grade, string> = {
  优: '#52c41a',
  良: '#1677ff',
  中: '#faad14',
  差: '#ff4d4f',
};

export function scoreColour(score: number): string {
  if (score >= 90) return GRADE_COLOURS.优;
  if (score >= 75) return GRADE_COLOURS.良;
  if (score >= 60) return GRADE_COLOURS.中;
  return GRADE_COLOURS.差;
}
