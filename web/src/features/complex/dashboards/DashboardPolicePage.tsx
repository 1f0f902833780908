// 综合态势 (DashboardPolice, fixed tab, full screen) — an editable dashboard (02 §2 complex control).
import { POLICE_DASHBOARD } from './dashboards';
import { DashboardPage } from './frame/DashboardPage';

export default function DashboardPolicePage() {
  return <DashboardPage def={POLICE_DASHBOARD} />;
}
