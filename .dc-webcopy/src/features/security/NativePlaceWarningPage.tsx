// 籍贯预警 (02 §2 公区预警 NativePlaceWarning; target of the 籍贯预警 pop-up): people of a 籍贯布控 region.
import { EarlyWarningList } from './components/EarlyWarningList';

export default function NativePlaceWarningPage() {
  return <EarlyWarningList type={1} route="NativePlaceWarning" title="籍贯预警" />;
}
