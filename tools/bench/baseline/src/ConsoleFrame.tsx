// The console's frame built from antd alone, around the bare pages a bookmark into a console page is
// measured against (ConsoleFramePage: 住户管理, PoliceDashboardPage: 综合态势; cold.ts, lighthouse.ts).
// What the operator sees around a page, from antd's own components: the upgrade banner, the top bar (logo and name, the main menu
// of the modules, 我的账户, search, fullscreen, the notice bell with its count, three tools, the user),
// the side menu of every permitted page grouped by module (121 pages in 9 modules, the open module's
// sections open),
// the history tabs, the breadcrumb, the page, the support dock with its hint open, and the watermark over
// it all. No console code: the ratio to this frame is what the console itself adds.
import {
  AppstoreOutlined,
  BellOutlined,
  CustomerServiceOutlined,
  ExpandOutlined,
  FileTextOutlined,
  FontSizeOutlined,
  PhoneOutlined,
  SearchOutlined,
  SkinOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import {
  Alert,
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Layout,
  Menu,
  Space,
  Tabs,
  Tooltip,
  Watermark,
} from 'antd';
import { useMemo, type ReactNode } from 'react';

type Item = Required<MenuProps>['items'][number];

/** The admin's modules: sections of pages, 121 pages in all, as the console's side menu lists them. */
const MODULES = [
  '综合管控',
  '社区服务',
  '设备管理',
  '安防监控',
  '系统管理',
  '物业管理',
  '运维支持',
  '其他',
  '特色功能',
];
const SECTIONS_PER_MODULE = 3;
const PAGE_COUNT = 121;

/** Every module's sections of pages; each page named (by module) is the first of its module's first section. */
function sideMenu(pages: Readonly<Record<string, string>>): Item[] {
  let made = 0;
  return MODULES.map((name, m) => {
    const sections = Array.from({ length: SECTIONS_PER_MODULE }, (_, s) => {
      const left = PAGE_COUNT - made;
      const slots = (MODULES.length - m) * SECTIONS_PER_MODULE - s;
      const size = Math.ceil(left / slots);
      const children: Item[] = Array.from({ length: size }, (_, p) => {
        made += 1;
        const label = s === 0 && p === 0 && pages[name] ? pages[name] : `${name}页面${made}`;
        return { key: label, icon: <FileTextOutlined />, label };
      });
      const label = `${name}分组${s + 1}`;
      return { key: label, icon: <AppstoreOutlined />, label, children };
    });
    return { key: name, icon: <AppstoreOutlined />, label: name, children: sections };
  });
}
const TOP_MENU: Item[] = MODULES.map((module) => ({
  key: module,
  icon: <AppstoreOutlined />,
  label: module,
}));

function TopBar({ module }: { module: string }) {
  const tool = (label: string, icon: React.ReactNode) => (
    <Tooltip title={label}>
      <Button type="text" icon={icon} aria-label={label} style={{ color: '#fff' }} />
    </Tooltip>
  );
  return (
    <div style={{ display: 'flex', alignItems: 'center', height: '100%', gap: 12, minWidth: 0 }}>
      <a href="#/home" style={{ color: '#fff', fontSize: 18, fontWeight: 600, whiteSpace: 'nowrap' }}>
        智慧社区综合服务平台
      </a>
      <Menu
        mode="horizontal"
        theme="dark"
        items={TOP_MENU}
        selectedKeys={[module]}
        style={{ flex: 1, minWidth: 0, background: 'transparent' }}
      />
      <Space size={4}>
        <Button type="text" icon={<WalletOutlined />} style={{ color: '#fff' }}>
          我的账户
        </Button>
        {tool('页面搜索', <SearchOutlined />)}
        {tool('全屏', <ExpandOutlined />)}
        <Badge count={10} size="small">
          {tool('通知', <BellOutlined />)}
        </Badge>
        {tool('界面大小', <FontSizeOutlined />)}
        {tool('任务', <FileTextOutlined />)}
        {tool('设置', <SkinOutlined />)}
        <Avatar size="small" icon={<UserOutlined />} />
        <span style={{ color: '#fff' }}>系统管理员</span>
      </Space>
    </div>
  );
}

/** The support dock's hint, written top to bottom above its button as the console shows it after sign-in. */
const VERTICAL_TIP = {
  writingMode: 'vertical-rl',
  padding: '8px 6px',
  minWidth: 0,
  letterSpacing: 2,
} as const;

function SupportDock() {
  return (
    <div style={{ flex: 'none', width: 36, display: 'flex', alignItems: 'center' }}>
      <Space direction="vertical">
        <Tooltip title="有问题？点击联系在线客服" open placement="top" styles={{ container: VERTICAL_TIP }}>
          <Button icon={<CustomerServiceOutlined />} aria-label="在线客服" />
        </Tooltip>
        <Button icon={<PhoneOutlined />} aria-label="客服热线" />
      </Space>
    </div>
  );
}

interface FrameProps {
  /** The module of the page shown (main menu, side menu, breadcrumb). */
  module: string;
  /** The page shown: its menu item, tab and breadcrumb. */
  current: string;
  /** The history tabs before the page's own. */
  tabsBefore: string[];
  /** Every history tab, when the page shown is not the last (kept pages switched by their tabs). */
  tabs?: string[];
  /** The pages the side menu lists by name (module -> page), the one shown among them; default: that one. */
  menuPages?: Readonly<Record<string, string>>;
  /** A click on a tab. */
  onTab?: (key: string) => void;
  /** The breadcrumb between the module and the page. */
  trail?: string[];
  children: ReactNode;
}

export default function ConsoleFrame(props: FrameProps) {
  const { module, current, tabsBefore, trail = [], menuPages, onTab, children } = props;
  // the same menu items while the page shown changes among the pages named (a switch re-renders the
  // selection, not the items)
  const pages = useMemo(() => menuPages ?? { [module]: current }, [menuPages, module, current]);
  const sideItems = useMemo(() => sideMenu(pages), [pages]);
  const opened = useMemo(() => Object.keys(pages).flatMap((name) => [name, `${name}分组1`]), [pages]);
  const tabs = (props.tabs ?? [...tabsBefore, current]).map((label, i) => ({
    key: label,
    label,
    closable: i > 0,
  }));
  const breadcrumb = ['首页', module, ...trail, current].map((title) => ({ title }));
  return (
    <Watermark content="admin 系统管理员">
      <Layout style={{ height: '100vh' }}>
        <Alert
          banner
          closable
          type="info"
          message={
            <span>
              平台已升级至 v1.0.0，<a href="#/version">查看版本记录</a>
            </span>
          }
        />
        <Layout.Header style={{ paddingInline: 16 }}>
          <TopBar module={module} />
        </Layout.Header>
        <Layout hasSider style={{ minHeight: 0 }}>
          <Layout.Sider width={210} theme="light" style={{ overflow: 'auto' }}>
            <nav aria-label="主菜单">
              <Menu
                mode="inline"
                items={sideItems}
                selectedKeys={[current]}
                defaultOpenKeys={opened}
                style={{ borderInlineEnd: 'none' }}
              />
            </nav>
          </Layout.Sider>
          <Layout style={{ minWidth: 0 }}>
            <Tabs
              type="editable-card"
              hideAdd
              size="small"
              activeKey={current}
              items={tabs}
              onChange={onTab}
            />
            <Layout.Content data-bench-scroll style={{ padding: 16, overflow: 'auto' }}>
              <Breadcrumb items={breadcrumb} style={{ marginBottom: 12 }} />
              {children}
            </Layout.Content>
          </Layout>
          <SupportDock />
        </Layout>
      </Layout>
    </Watermark>
  );
}
