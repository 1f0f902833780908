// antd's configuration for the console: zh_CN, no auto space in
// two-character buttons, the role theme with the settings drawer's colour and the chosen UI size
// (01 §2.6), no animations for users who ask their system for less motion. The login form does
// without it (services.tsx): login.css sets its colour and stills its animations the same way.
import { IconProvider } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { useInsertionEffect, useMemo, type ReactNode } from 'react';
import { usePrefersReducedMotion } from './use-reduced-motion';
import './antd-styles.css';
import { useLayoutPreferences } from '../shell/preferences/layout-preferences';
import { antdTheme, sizeConfig } from '../shell/settings/theme';
import { useShellTheme } from '../shell/settings/use-shell-theme';

/**
 * One object for the document: antd's ConfigProvider gives its consumers a new context value when a prop
 * object changes identity, and every antd component of every kept-alive page re-renders (docs/adr/0024).
 */
const BUTTON_CONFIG = { autoInsertSpace: false } as const;

/**
 * antd's ConfigProvider registers the icons' base rules (`.anticon`, spin) itself, so each icon need
 * not check for them: by default every icon, on mounting, looks through all of head's `<style>`
 * elements for its own (~0.3 ms each at 4x CPU with the console's styles; 40 rows of the side tree,
 * ~170 menu items). `zeroRuntime` skips that check (docs/adr/0056).
 */
const ICON_CONFIG = { zeroRuntime: true } as const;

export function ThemedConfig(props: { children: ReactNode }) {
  const { themeColor, uiSize } = useLayoutPreferences();
  const palette = useShellTheme();
  const size = sizeConfig(uiSize);
  const reducedMotion = usePrefersReducedMotion();
  const config = useMemo(
    () => antdTheme(palette, themeColor, size, reducedMotion),
    [palette, themeColor, size, reducedMotion],
  );
  // The same colour for what lives outside antd's components (the navigation progress bar). Written
  // before any layout effect of the pages reads the layout: written after, it made the browser work out
  // the styles of the whole document a second time in the same frame.
  const primary = config.token?.colorPrimary;
  useInsertionEffect(() => {
    if (primary) document.documentElement.style.setProperty('--console-primary-color', primary);
  }, [primary]);
  return (
    <ConfigProvider locale={zhCN} button={BUTTON_CONFIG} componentSize={size.componentSize} theme={config}>
      <IconProvider value={ICON_CONFIG}>{props.children}</IconProvider>
    </ConfigProvider>
  );
}
