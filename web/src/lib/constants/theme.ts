// Theme, primary colour and UI size (01 §2.6); choices the spec leaves open: docs/adr/0025.

/**
 * The console's own blue (antd blue-7): white text on it and it on white or its light tint reach WCAG AA
 * 4.5:1 (antd's default #1677ff gives 4.1:1 and 3.7:1; docs/adr/0049, axe colour-contrast).
 */
export const DEFAULT_PRIMARY_COLOR = '#0958d9';
/** 01 §2.6: UI sizes (default, medium, small, mini) and the confirmation after a change. */
export const UI_SIZE_OPTIONS = [
  { value: 'default', label: '默认' },
  { value: 'medium', label: '中等' },
  { value: 'small', label: '小型' },
  { value: 'mini', label: '迷你' },
] as const;
export const MSG_UI_SIZE_CHANGED = '更改成功';
/** 01 §2.6: theme default themeblue; the role ids that get the dark theme (docs/adr/0025). */
export const DEFAULT_THEME = 'themeblue';
export const DARK_THEME = 'themedark';
export const DARK_THEME_ROLE_IDS: readonly string[] = ['2'];
/** 01 §2.6: settings drawer; the loading message while a theme colour is applied. */
export const MSG_THEME_CHANGING = '更换主题中';
export const THEME_COLOR_PRESETS: readonly { color: string; name: string }[] = [
  { color: DEFAULT_PRIMARY_COLOR, name: '默认蓝' },
  { color: '#1677ff', name: '拂晓蓝' },
  { color: '#2f54eb', name: '极客蓝' },
  { color: '#13c2c2', name: '明青' },
  { color: '#52c41a', name: '极光绿' },
  { color: '#faad14', name: '日暮黄' },
  { color: '#fa541c', name: '火山橙' },
  { color: '#f5222d', name: '薄暮红' },
  { color: '#722ed1', name: '酱紫' },
];
export const SETTINGS_DRAWER_TEXT = {
  title: '布局设置',
  theme: '主题风格',
  themeNames: { themeblue: '蓝色主题', themedark: '深色主题' },
  themeByRole: '由账号角色决定',
  color: '主题颜色',
  customColor: '自定义颜色',
  resetColor: '恢复默认',
  tabs: '显示历史标签',
  sidebarLogo: '侧边栏 Logo',
} as const;
