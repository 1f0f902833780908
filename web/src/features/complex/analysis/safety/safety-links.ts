// Paths of the hidden 安全详情 and 安全趋势 routes, from the route table (undefined when not mounted).
import { generatePath } from 'react-router-dom';
import { useRouteTable } from '@/shell/route-table';

export function useSafetyLinks() {
  const table = useRouteTable();
  const detail = table.byName.get('SecurityDetail')?.path;
  const trend = table.byName.get('SecurityTrend')?.path;
  return {
    detail: (depId: number, featureName: string, parentSceneId = 0) =>
      detail &&
      generatePath(detail, { depId: String(depId), featureName, parentSceneId: String(parentSceneId) }),
    trend: (depId?: number) => trend && (depId === undefined ? trend : `${trend}?depId=${depId}`),
    index: table.byName.get('SafetyIndex')?.path,
  };
}
