// 疫情态势编辑 (EpidemicSituationEditor): the dashboard's layout editor (01 §2.9, §3).
import { EPIDEMIC_DASHBOARD } from './dashboards';
import { LayoutEditor } from './editor/LayoutEditor';

export default function EpidemicSituationEditorPage() {
  return <LayoutEditor def={EPIDEMIC_DASHBOARD} />;
}
