// The aggregates a panel reads, for the dashboard's current range and node.
import { useEpidemic } from '../api/get-epidemic';
import { useOverview } from '../api/get-overview';
import { useDashboardView } from '../frame/dashboard-view';

export function useOverviewData() {
  const { queryDay, node } = useDashboardView();
  return useOverview(queryDay, node);
}

export function useEpidemicData() {
  const { queryDay, node } = useDashboardView();
  return useEpidemic(queryDay, node);
}
