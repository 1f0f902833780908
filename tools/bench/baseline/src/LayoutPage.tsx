// The frame: antd Layout with a side Menu, a header and page Tabs around the routed page.
import { Layout, Menu, Tabs } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';

const ITEMS = [
  { key: '/home', label: '列表' },
  { key: '/tree', label: '小区树' },
  { key: '/list', label: '住户列表' },
  { key: '/resident', label: '住户管理' },
];

export default function LayoutPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider theme="light">
        <Menu selectedKeys={[pathname]} items={ITEMS} onClick={({ key }) => navigate(key)} />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff' }}>智慧社区综合服务平台</Layout.Header>
        <Tabs activeKey={pathname} items={ITEMS} onChange={(key) => navigate(key)} />
        <Layout.Content style={{ padding: 16 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
