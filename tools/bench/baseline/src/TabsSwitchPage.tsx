// Two list pages kept in the console's frame built from antd alone and switched by their tabs
// (#/console/tabs): what a tab switch of the console costs when antd's own Tabs, Menu and Breadcrumb
// follow the page shown (browser.ts, docs/adr/0095). Both pages stay mounted; the hidden one is left as
// the console's keep-alive outlet leaves it (content-visibility, inert, aria-hidden), so the DOM's part
// of the switch is the same as the console's.
import { memo, useState } from 'react';
import ConsoleFrame from './ConsoleFrame';
import ResidentPage from './ResidentPage';

const PAGES = [
  { name: '门口机', module: '设备管理', trail: ['门禁设备'] },
  { name: '住户管理', module: '物业管理', trail: ['住户管理'] },
];
const MENU_PAGES = Object.fromEntries(PAGES.map((p) => [p.module, p.name]));
const TABS = ['控制台', ...PAGES.map((p) => p.name)];
const HIDDEN = { contentVisibility: 'hidden' } as const;

/** A kept page: re-rendered only when it is shown or hidden, its page itself not at all. */
const KeptView = memo(function KeptView({ name, active }: { name: string; active: boolean }) {
  return (
    <div
      data-bench-view={name}
      style={active ? undefined : HIDDEN}
      inert={!active}
      aria-hidden={active ? undefined : true}
    >
      <KeptPage />
    </div>
  );
});
const KeptPage = memo(function KeptPage() {
  return <ResidentPage ownScroll={false} />;
});

export default function TabsSwitchPage() {
  const [active, setActive] = useState(PAGES[1]!.name);
  const shown = PAGES.find((p) => p.name === active) ?? PAGES[1]!;
  return (
    <ConsoleFrame
      module={shown.module}
      current={shown.name}
      tabsBefore={[]}
      tabs={TABS}
      trail={shown.trail}
      menuPages={MENU_PAGES}
      onTab={(key) => PAGES.some((p) => p.name === key) && setActive(key)}
    >
      {PAGES.map((p) => (
        <KeptView key={p.name} name={p.name} active={p.name === active} />
      ))}
    </ConsoleFrame>
  );
}
