// 本地设置 (a form dialog) loads when the task menu first opens it.
import { lazyOverlay } from '@/components/lazy-overlay';

export const LazyLocalSettingsDialog = lazyOverlay(
  () => import('./LocalSettingsDialog').then((m) => m.LocalSettingsDialog),
  (props) => props.open,
);
