// The settings drawer (color picker, slider, drawer: about 100 kB) loads when 布局设置 is first pressed.
import { lazyOverlay } from '@/components/lazy-overlay';

export const LazySettingsDrawer = lazyOverlay(
  () => import('./SettingsDrawer').then((m) => m.SettingsDrawer),
  (props) => props.open,
);
