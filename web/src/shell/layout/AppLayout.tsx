// The frame around every in-app page (01 §2.5): upgrade banner and browser notice, top bar, side menu
// (210 px), history tabs, breadcrumb, the page (kept alive, at most 12 views) in one scroll container
// with its back-to-top button, the support dock in its own column at the right edge (the page never
// lies under it), and the watermark over it (01 §2.4 point 8).
// Out of the home page's initial JS (docs/adr/0054): what the first paint does not show loads right
// after it — the community tree panel (no tree on the home page; ready before any tree page is opened;
// its width kept free meanwhile on a page with a tree), the support dock, the privacy gate (waits for
// its answer anyway) and back-to-top.
import { Layout } from 'antd';
import { useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { deferredComponent } from '@/components/lazy-deferred';
import { SIDEBAR_WIDTH, SUPPORT_DOCK_WIDTH } from '@/lib/constants/layout';
import { useExpectedOverlays } from '../overlays/use-overlay-turn';
import { RealtimeCenter } from '../realtime/RealtimeCenter';
import { useSession } from '../session/use-session';
import { Watermark } from '../watermark/Watermark';
import { TabsBar } from '../tabs/TabsBar';
import { useTrackVisitedViews } from '../tabs/use-track-visits';
import { AppBreadcrumb } from './AppBreadcrumb';
import { BrowserNotice } from './BrowserNotice';
import { PageOutlet } from './PageOutlet';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { TreePanelSlot } from './TreePanelSlot';
import { UpgradeBanner } from './UpgradeBanner';

const SupportCenter = deferredComponent(() =>
  import('../support/SupportCenter').then((m) => m.SupportCenter),
);
const PrivacyAgreementGate = deferredComponent(() =>
  import('../privacy/PrivacyAgreementGate').then((m) => m.PrivacyAgreementGate),
);
const BackTop = deferredComponent(() => import('./BackTop').then((m) => m.BackTop));

/** Apart from the layout, so that a navigation re-renders this and not the whole frame. */
function TrackVisitedViews(): null {
  useTrackVisitedViews();
  return null;
}

/**
 * The error pages are the only routes of the layout that open without a loaded session (no token, or
 * a session still loading): they show as full pages then (docs/adr/0063).
 */
export default function AppLayout() {
  const { loaded } = useSession();
  return loaded ? <Frame /> : <Outlet />;
}

function Frame() {
  // The content container scrolls, not the window: the tab bar and menus stay put, and each kept-alive
  // page gets its own scroll position back.
  const scrollRef = useRef<HTMLElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  // The privacy gate, notices, account popovers and support intro open one at a time, in order.
  useExpectedOverlays();
  return (
    <Layout style={{ height: '100vh', overflow: 'hidden' }}>
      <TrackVisitedViews />
      <UpgradeBanner />
      <BrowserNotice />
      <Layout.Header style={{ paddingInline: 16 }}>
        <TopBar />
      </Layout.Header>
      <Layout hasSider style={{ minHeight: 0 }}>
        <Layout.Sider width={SIDEBAR_WIDTH} theme="light" style={{ overflow: 'auto' }}>
          <nav aria-label="主菜单">
            <SideMenu />
          </nav>
        </Layout.Sider>
        <Layout style={{ minWidth: 0 }}>
          <TabsBar fullscreenTarget={pageRef} />
          <Layout.Content ref={scrollRef} data-scroll-container style={{ padding: 16, overflow: 'auto' }}>
            <div style={{ marginBottom: 12 }}>
              <AppBreadcrumb />
            </div>
            <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
              <TreePanelSlot />
              {/* Layout.Content is the <main> landmark already. */}
              <div ref={pageRef} className="app-page" style={{ flex: 1, minWidth: 0 }}>
                <PageOutlet scrollContainer={scrollRef} />
              </div>
            </div>
          </Layout.Content>
        </Layout>
        <div style={{ flex: 'none', width: SUPPORT_DOCK_WIDTH, display: 'flex', alignItems: 'center' }}>
          <SupportCenter />
        </div>
      </Layout>
      <BackTop scrollRef={scrollRef} />
      <RealtimeCenter />
      <PrivacyAgreementGate />
      <Watermark />
    </Layout>
  );
}
