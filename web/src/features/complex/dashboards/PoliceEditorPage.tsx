// 综合态势编辑 (PoliceEditor at /complex/DashboardEdit): the dashboard's layout editor (01 §2.9, §3).
import { POLICE_DASHBOARD } from './dashboards';
import { LayoutEditor } from './editor/LayoutEditor';

export default function PoliceEditorPage() {
  return <LayoutEditor def={POLICE_DASHBOARD} />;
}
