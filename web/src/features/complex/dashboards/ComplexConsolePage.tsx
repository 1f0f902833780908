// 控制台 (ComplexConsole at /complex/ComplexHome): an editable dashboard (02 §2 complex control) whose
// panels keep what the console showed — account, notices, community count, unread messages — next to
// the aggregate panels.
import { CONSOLE_DASHBOARD } from './dashboards';
import { DashboardPage } from './frame/DashboardPage';

export default function ComplexConsolePage() {
  return <DashboardPage def={CONSOLE_DASHBOARD} />;
}
