// 控制台编辑 (ConsoleEditor at /complex/ComplexHomeEdit, layout page key HomeEditor): the dashboard's layout editor (01 §2.9, §3).
import { CONSOLE_DASHBOARD } from './dashboards';
import { LayoutEditor } from './editor/LayoutEditor';

export default function ConsoleEditorPage() {
  return <LayoutEditor def={CONSOLE_DASHBOARD} />;
}
