// Theme and size model (01 §2.6): the blue or dark theme is decided by the user's role ids (default
// themeblue); the settings drawer may replace the primary colour; the UI size choice maps onto antd's
// component sizes. The dark theme is antd's dark algorithm over the whole console (tab bar, breadcrumb,
// cards, tables, dialogs, drawers) with the darker frame colours on top (docs/adr/0066).
import { theme, type ThemeConfig } from 'antd';
import type { SizeType } from 'antd/es/config-provider/SizeContext';
import { DARK_THEME, DARK_THEME_ROLE_IDS, DEFAULT_PRIMARY_COLOR, DEFAULT_THEME } from '@/lib/constants/theme';
import type { UiSize } from '../preferences/layout-preferences';

/** The lightest grey that keeps 4.5:1 on white and on antd's #f5f5f5 page background. */
const ACCESSIBLE_SECONDARY_TEXT = '#6b6b6b';
/** The darkest grey that keeps 4.5:1 on antd's dark surfaces (#141414 cards, #000 page, #1f1f1f dialogs). */
const ACCESSIBLE_SECONDARY_TEXT_DARK = '#8c8c8c';
/**
 * Text in the accent colour on dark surfaces (links, info tags, the selected tab, the current page):
 * antd's blue-4; as a seed the dark algorithm turns it into #5c99dc, 5.4:1 on its tint and 6:1 on #141414.
 */
const DARK_ACCENT_TEXT = '#69b1ff';
/** Primary fills on the dark theme: antd's dark blue, white text on it 5.2:1 (the console blue reads too dark). */
const DARK_PRIMARY_COLOR = '#1668dc';
/** Red text on dark surfaces (danger links, error tags): antd's dark red is 4.3:1; from this seed 5.5:1. */
const DARK_ERROR_COLOR = '#ff7875';

/** The dark theme's accent text where antd colours text with the primary fill. */
const DARK_ACCENT_COMPONENTS = {
  Tabs: {
    itemSelectedColor: DARK_ACCENT_TEXT,
    itemActiveColor: DARK_ACCENT_TEXT,
    itemHoverColor: DARK_ACCENT_TEXT,
  },
  Pagination: { itemActiveColor: DARK_ACCENT_TEXT, itemActiveColorHover: DARK_ACCENT_TEXT },
} as const;

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
 * Status colours dark enough for their text on white and on their own light tint (tags, danger links):
 * antd's #52c41a / #ff4d4f / #faad14 give 2.2:1 to 3.3:1. On the dark theme antd's own seeds are light
 * enough on the dark surfaces, and its algorithm derives the dark tints.
 */
const LIGHT_STATUS_TOKENS = {
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
} as const;

/**
 * antd's theme: antd's default or dark algorithm for the role theme (plus the compact algorithm of the
 * medium and mini sizes), the frame colours of the role theme (Layout header and sider, dark menus) and
 * the settings drawer's colour (else the theme's primary).
 */
export function antdTheme(
  palette: ThemePalette,
  themeColor: string | undefined,
  size: SizeConfig,
  reducedMotion = false,
): ThemeConfig {
  const dark = palette.name === DARK_THEME;
  const base = dark ? theme.darkAlgorithm : theme.defaultAlgorithm;
  const primary = themeColor ?? (dark ? DARK_PRIMARY_COLOR : palette.primary);
  const accentText = dark && !themeColor ? DARK_ACCENT_TEXT : primary;
  const secondaryText = dark ? ACCESSIBLE_SECONDARY_TEXT_DARK : ACCESSIBLE_SECONDARY_TEXT;
  return {
    // antd's rules come from its static stylesheet (app/antd-styles.css); at run time antd only writes the
    // CSS variables of this theme, not every component's rules (docs/adr/0083).
    zeroRuntime: true,
    algorithm: size.compact ? [base, theme.compactAlgorithm] : base,
    token: {
      // antd's animations off for users who ask their system for less motion.
      motion: !reducedMotion,
      // the console's stack with each platform's Chinese UI font (app/global.css, docs/adr/0093)
      fontFamily: 'var(--console-font-family)',
      colorPrimary: primary,
      // Links and info banners follow the primary colour (antd keeps them on its own #1677ff); on the
      // dark theme links keep a light blue that reads on the dark surfaces.
      colorLink: accentText,
      colorInfo: accentText,
      // WCAG AA 4.5:1 for placeholders (antd's 25 % black or white gives 1.8:1; docs/adr/0049).
      colorTextPlaceholder: secondaryText,
      ...(dark ? { colorError: DARK_ERROR_COLOR } : LIGHT_STATUS_TOKENS),
    },
    components: {
      ...(dark && !themeColor ? DARK_ACCENT_COMPONENTS : {}),
      Breadcrumb: { itemColor: secondaryText, linkColor: secondaryText, separatorColor: secondaryText },
      Layout: { headerBg: palette.headerBg, lightSiderBg: palette.siderBg, siderBg: palette.siderBg },
      Menu: { darkItemBg: palette.siderBg, darkSubMenuItemBg: palette.siderBg, darkPopupBg: palette.siderBg },
    },
  };
}
