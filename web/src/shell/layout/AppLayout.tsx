// The frame around every in-app page (01 §2.5): top bar, side menu (210 px), breadcrumb, content, and the
// watermark over it (01 §2.4 point 8).
import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { SIDEBAR_WIDTH } from '../../lib/constants';
import { RealtimeCenter } from '../realtime/RealtimeCenter';
import { Watermark } from '../watermark/Watermark';
import { AppBreadcrumb } from './AppBreadcrumb';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

export default function AppLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ paddingInline: 16, background: '#1f3b73' }}>
        <TopBar />
      </Layout.Header>
      <Layout>
        <Layout.Sider width={SIDEBAR_WIDTH} theme="light" style={{ overflow: 'auto' }}>
          <nav aria-label="主菜单">
            <SideMenu />
          </nav>
        </Layout.Sider>
        <Layout.Content data-scroll-container style={{ padding: 16, overflow: 'auto' }}>
          <div style={{ marginBottom: 12 }}>
            <AppBreadcrumb />
          </div>
          <main>
            <Outlet />
          </main>
        </Layout.Content>
      </Layout>
      <RealtimeCenter />
      <Watermark />
    </Layout>
  );
}
