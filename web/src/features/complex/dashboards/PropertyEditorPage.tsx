// 社区看板编辑 (PropertyEditor): the dashboard's layout editor (01 §2.9, §3).
import { PROPERTY_DASHBOARD } from './dashboards';
import { LayoutEditor } from './editor/LayoutEditor';

export default function PropertyEditorPage() {
  return <LayoutEditor def={PROPERTY_DASHBOARD} />;
}
