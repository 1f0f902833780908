// Theme and size model (01 §2.6): the blue or dark theme is decided by the user's role ids (default
// themeblue); the settings drawer may replace the primary colour; the UI size choice maps onto antd's
// component sizes. The dark theme darkens the frame (top bar, side menu), not the pages, so every page
// keeps the light surfaces it was designed on (docs/adr/0025).
import { theme, type ThemeConfig } from 'antd';
import type { SizeType } from 'antd/es/config-provider/SizeContext';
import { DARK_THEME, DARK_THEME_ROLE_IDS, DEFAULT_PRIMARY_COLOR, DEFAULT_THEME } from '@/lib/constants/theme';
import type { UiSize } from '../preferences/layout-preferences';

/** The lightest grey that keeps 4.5:1 on white and on antd's #f5f5f5 page background. */
const ACCESSIBLE_SECONDARY_TEXT = '#6b6b6b';

export type ThemeName = typeof DEFAULT_THEME | typeof DARK_THEME;

export interface ThemePalette {
  name: ThemeName;
  /** Top bar background. */
  headerBg: string;
  /** Side menu background and its antd Menu theme. */
  siderBg: string;
  siderMenu: 'light' | 'dark';
  /** Primary colour unless the settings drawer chose another. */
  primary: string;
}

export const THEME_PALETTES: Readonly<Record<ThemeName, ThemePalette>> = {
  themeblue: {
    name: 'themeblue',
    headerBg: '#1f3b73',
    siderBg: '#ffffff',
    siderMenu: 'light',
    primary: DEFAULT_PRIMARY_COLOR,
  },
  themedark: {
    name: 'themedark',
    headerBg: '#141a26',
    siderBg: '#1d2433',
    siderMenu: 'dark',
    primary: DEFAULT_PRIMARY_COLOR,
  },
};

/** 01 §2.6: dark for the role ids of DARK_THEME_ROLE_IDS, blue otherwise (and before login). */
export function themeForRoles(roleIds: readonly string[] | undefined): ThemeName {
  return roleIds?.some((id) => DARK_THEME_ROLE_IDS.includes(id)) ? DARK_THEME : DEFAULT_THEME;
}

export interface SizeConfig {
  componentSize: SizeType;
  /** antd's compact algorithm on top: denser spacing and 4 px lower controls. */
  compact: boolean;
}

/**
 * 01 §2.6 UI size → antd. antd has three sizes (large, middle, small); the four choices keep their order
 * (default > medium > small > mini) with "default" being antd's own default so untouched consoles look
 * as designed: default = middle, medium = middle + compact, small = small, mini = small + compact.
 */
export const UI_SIZE_MAP: Readonly<Record<UiSize, SizeConfig>> = {
  default: { componentSize: 'middle', compact: false },
  medium: { componentSize: 'middle', compact: true },
  small: { componentSize: 'small', compact: false },
  mini: { componentSize: 'small', compact: true },
};

export function sizeConfig(size: UiSize): SizeConfig {
  return UI_SIZE_MAP[size] ?? UI_SIZE_MAP.default;
}

/**
 * antd's theme: the frame colours of the role theme (Layout header and sider, dark menus), the settings
 * drawer's colour (else the theme's primary) and the compact algorithm of the medium and mini sizes.
 */
export function antdTheme(
  palette: ThemePalette,
  themeColor: string | undefined,
  size: SizeConfig,
  reducedMotion = false,
): ThemeConfig {
  return {
    algorithm: size.compact ? [theme.defaultAlgorithm, theme.compactAlgorithm] : theme.defaultAlgorithm,
    token: {
      // antd's animations off for users who ask their system for less motion.
      motion: !reducedMotion,
      colorPrimary: themeColor ?? palette.primary,
      // Links and info banners follow the primary colour (antd keeps them on its own #1677ff).
      colorLink: themeColor ?? palette.primary,
      colorInfo: themeColor ?? palette.primary,
      // WCAG AA 4.5:1 on white for placeholders (antd's 25 % black gives 1.8:1; docs/adr/0049).
      colorTextPlaceholder: ACCESSIBLE_SECONDARY_TEXT,
      // Status colours dark enough for their text on white and on their own light tint (tags, danger
      // links): antd's #52c41a / #ff4d4f / #faad14 give 2.2:1 to 3.3:1.
      colorSuccess: '#237804',
      colorError: '#cf1322',
      colorWarning: '#ad4e00',
      // ...on antd's usual light tints (derived from the darker seeds they turn greyish)
      colorSuccessBg: '#f6ffed',
      colorSuccessBorder: '#b7eb8f',
      colorErrorBg: '#fff2f0',
      colorErrorBorder: '#ffccc7',
      colorWarningBg: '#fffbe6',
      colorWarningBorder: '#ffe58f',
    },
    components: {
      Breadcrumb: {
        itemColor: ACCESSIBLE_SECONDARY_TEXT,
        linkColor: ACCESSIBLE_SECONDARY_TEXT,
        separatorColor: ACCESSIBLE_SECONDARY_TEXT,
      },
      Layout: { headerBg: palette.headerBg, lightSiderBg: palette.siderBg, siderBg: palette.siderBg },
      Menu: { darkItemBg: palette.siderBg, darkSubMenuItemBg: palette.siderBg, darkPopupBg: palette.siderBg },
    },
  };
}
