// Top bar (01 §2.6): logo and platform name (→ home page), the main menu, then the tools: 我的账户,
// expiry / balance / SIM-card notices, page search, fullscreen, notice panel, UI size, task menu, settings
// drawer and the user's popover and dropdown. The bar's colour follows the role theme (settings/theme.ts).
import { ShellLink } from '../navigation/ShellLink';
import { deferredComponent } from '@/components/lazy-deferred';
import { DEFAULT_PLATFORM_NAME } from '@/lib/constants/layout';
import { HOME_PATH } from '@/lib/constants/routes';
import defaultLogo from '@/assets/logo.svg';
import { TaskMenu } from '../realtime/TaskMenu';
import type { UserInfo } from '../session/api/types';
import { useLoadedSession } from '../session/use-session';
import { useShellTheme } from '../settings/use-shell-theme';
import { AccountEntry } from '../topbar/AccountEntry';
import { FullscreenToggle } from '../topbar/FullscreenToggle';
import { TopMainMenu } from '../topbar/main-menu/TopMainMenu';
import { NoticePanel } from '../topbar/NoticePanel';
import { RouteSearch } from '../topbar/RouteSearch';
import { SettingsButton } from '../topbar/SettingsButton';
import { SizeMenu } from '../topbar/SizeMenu';
import { UserMenu } from '../topbar/UserMenu';

// The expiry / balance / SIM notices: icons that open their popovers by themselves once the page is
// there, so their code loads after the first paint (docs/adr/0054).
const AccountNotices = deferredComponent(() =>
  import('../topbar/AccountNotices').then((m) => m.AccountNotices),
);

/** The agent's default configuration (isDef 1) names the platform and its logo (01 §1, §2.6). */

export function agentBranding(userInfo: UserInfo): { name: string; logo: string } {
  const config = userInfo.agentRealConfigList.find((item) => item.isDef === 1);
  return {
    name: config?.name || DEFAULT_PLATFORM_NAME,
    logo: config?.logo && config.logoShow !== 0 ? config.logo : defaultLogo,
  };
}

/** Logo with a fallback: a broken agent logo shows the default image. */
export function BrandLogo(props: { src: string; height: number }) {
  return (
    <img
      src={props.src}
      alt="平台标志"
      height={props.height}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(defaultLogo)) event.currentTarget.src = defaultLogo;
      }}
    />
  );
}

export function TopBar() {
  const { userInfo } = useLoadedSession();
  const palette = useShellTheme();
  const branding = agentBranding(userInfo);

  return (
    <div
      data-theme={palette.name}
      style={{ display: 'flex', alignItems: 'center', height: '100%', gap: 12, minWidth: 0 }}
    >
      <ShellLink
        to={HOME_PATH}
        aria-label={`${branding.name}，返回首页`}
        title={branding.name}
        style={{ display: 'flex', alignItems: 'center', gap: 10, flex: 'none' }}
      >
        <BrandLogo src={branding.logo} height={32} />
        <span
          style={{
            color: '#fff',
            fontSize: 18,
            fontWeight: 600,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            maxWidth: 200,
          }}
        >
          {branding.name}
        </span>
      </ShellLink>
      <TopMainMenu />
      <div
        role="group"
        aria-label="顶栏工具"
        style={{ display: 'flex', alignItems: 'center', gap: 2, flex: 'none' }}
      >
        <AccountEntry />
        <AccountNotices />
        <RouteSearch />
        <FullscreenToggle />
        <NoticePanel />
        <SizeMenu />
        <TaskMenu />
        <SettingsButton />
        <UserMenu />
      </div>
    </div>
  );
}
