// 住户管理 built from antd alone in the console's frame built from antd alone (#/console/resident): what a
// bookmark into the console's 住户管理 is measured against (cold.ts, lighthouse.ts; docs/adr/0095).
import ConsoleFrame from './ConsoleFrame';
import ResidentPage from './ResidentPage';

export default function ConsoleFramePage() {
  return (
    <ConsoleFrame
      module="物业管理"
      current="住户管理"
      tabsBefore={['控制台', '综合态势']}
      trail={['住户管理']}
    >
      <ResidentPage ownScroll={false} />
    </ConsoleFrame>
  );
}
