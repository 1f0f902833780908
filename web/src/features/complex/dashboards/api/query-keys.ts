// The key the 控制台's own panels (community count) live under: the dashboard's 刷新 reads them again.
export const CONSOLE_PANELS_KEY = ['complex'] as const;
