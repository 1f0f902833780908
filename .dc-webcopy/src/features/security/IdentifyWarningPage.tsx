// 身份证预警 (02 §2 公区预警 IdentifyWarning; target of the 身份证预警 pop-up): people under 身份证布控 recognised.
import { EarlyWarningList } from './components/EarlyWarningList';

export default function IdentifyWarningPage() {
  return <EarlyWarningList type={0} route="IdentifyWarning" title="身份证预警" />;
}
