// 社区看板 (DashboardProperty) — an editable dashboard (02 §2 complex control).
import { PROPERTY_DASHBOARD } from './dashboards';
import { DashboardPage } from './frame/DashboardPage';

export default function DashboardPropertyPage() {
  return <DashboardPage def={PROPERTY_DASHBOARD} />;
}
