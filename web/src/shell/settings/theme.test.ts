// Theme by role ids and UI size mapping (01 §2.6).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { antdTheme, sizeConfig, THEME_PALETTES, themeForRoles, UI_SIZE_MAP } from './theme';

describe('theme and size (01 §2.6)', () => {
  it('§2.6 theme decided by role ids: role 2 → themedark, others and no session → themeblue (default)', () => {
    expect(themeForRoles(['2'])).toBe('themedark');
    expect(themeForRoles(['3', '2'])).toBe('themedark');
    expect(themeForRoles(['1'])).toBe('themeblue');
    expect(themeForRoles(['3'])).toBe('themeblue');
    expect(themeForRoles([])).toBe('themeblue');
    expect(themeForRoles(undefined)).toBe('themeblue');
  });

  it('§2.6 the dark theme is antd’s dark algorithm over the whole console, with readable accent text', () => {
    const dark = antdTheme(THEME_PALETTES.themedark, undefined, UI_SIZE_MAP.default);
    expect(dark.algorithm).toBe(theme.darkAlgorithm);
    expect(antdTheme(THEME_PALETTES.themedark, undefined, UI_SIZE_MAP.mini).algorithm).toEqual([
      theme.darkAlgorithm,
      theme.compactAlgorithm,
    ]);
    expect(antdTheme(THEME_PALETTES.themeblue, undefined, UI_SIZE_MAP.default).algorithm).toBe(
      theme.defaultAlgorithm,
    );
    // the light theme's dark status colours would vanish on dark surfaces
    expect(dark.token?.colorSuccess).toBeUndefined();
    expect(dark.token?.colorLink).not.toBe(dark.token?.colorPrimary);
    expect(dark.components?.Tabs?.itemSelectedColor).toBe(dark.token?.colorLink);
  });

  it('§2.6 the dark theme darkens the frame (top bar and side menu)', () => {
    expect(THEME_PALETTES.themedark.siderMenu).toBe('dark');
    expect(THEME_PALETTES.themeblue.siderMenu).toBe('light');
    expect(THEME_PALETTES.themedark.headerBg).not.toBe(THEME_PALETTES.themeblue.headerBg);
  });

  it('§2.6 UI size default / medium / small / mini → antd sizes, in decreasing order', () => {
    expect(UI_SIZE_MAP).toEqual({
      default: { componentSize: 'middle', compact: false },
      medium: { componentSize: 'middle', compact: true },
      small: { componentSize: 'small', compact: false },
      mini: { componentSize: 'small', compact: true },
    });
    expect(sizeConfig('bogus' as never)).toEqual(UI_SIZE_MAP.default);
  });

  it('§2.6 antd theme: frame colours of the role theme, the drawer colour over the primary, compact sizes', () => {
    const dark = antdTheme(THEME_PALETTES.themedark, undefined, UI_SIZE_MAP.default);
    expect(dark.components?.Layout).toMatchObject({
      headerBg: THEME_PALETTES.themedark.headerBg,
      siderBg: THEME_PALETTES.themedark.siderBg,
      lightSiderBg: THEME_PALETTES.themedark.siderBg,
    });
    expect(Array.isArray(dark.algorithm)).toBe(false);
    expect(antdTheme(THEME_PALETTES.themeblue, undefined, UI_SIZE_MAP.default).token?.colorPrimary).toBe(
      THEME_PALETTES.themeblue.primary,
    );
    const custom = antdTheme(THEME_PALETTES.themeblue, '#722ed1', UI_SIZE_MAP.mini);
    expect(custom.token?.colorPrimary).toBe('#722ed1');
    expect(custom.components?.Layout).toMatchObject({ headerBg: THEME_PALETTES.themeblue.headerBg });
    expect(Array.isArray(custom.algorithm) && custom.algorithm).toHaveLength(2);
  });

  it('every theme sets its text in the console stack, which names each platform’s Chinese UI font before the generic family', () => {
    // read as text: the test setup turns CSS imports into nothing
    const css = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');
    const stack = /--console-font-family:([^;]+);/.exec(css('../../app/global.css'))?.[1] ?? '';
    const faces = stack.split(',').map((face) => face.trim().replace(/'/g, ''));
    const generic = faces.indexOf('sans-serif');
    expect(generic).toBeGreaterThan(0);
    for (const face of ['PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC']) {
      expect(faces, face).toContain(face);
      expect(faces.indexOf(face), face).toBeLessThan(generic);
    }
    for (const palette of Object.values(THEME_PALETTES))
      expect(antdTheme(palette, undefined, UI_SIZE_MAP.default).token?.fontFamily).toBe(
        'var(--console-font-family)',
      );
    // the login page has no ConfigProvider: its own rule gives antd's variable the same stack
    expect(css('../../features/auth/login.css')).toMatch(
      /\.login-page \.css-var-root \{\s*--ant-font-family: var\(--console-font-family\);/,
    );
  });
});
