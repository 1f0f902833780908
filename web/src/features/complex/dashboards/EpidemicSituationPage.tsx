// 疫情态势 (EpidemicSituation, full screen) — an editable dashboard (02 §2 complex control).
import { EPIDEMIC_DASHBOARD } from './dashboards';
import { DashboardPage } from './frame/DashboardPage';

export default function EpidemicSituationPage() {
  return <DashboardPage def={EPIDEMIC_DASHBOARD} />;
}
