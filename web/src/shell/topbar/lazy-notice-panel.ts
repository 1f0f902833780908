// The notice panel's tabs (NoticePanelContent: tabs, segmented control, lists) load after the top bar's
// first paint, not with it (docs/adr/0054); opening the panel earlier shows its loading state until they arrive.
import { lazyModule } from '@/components/lazy-module';

export const noticePanelContent = lazyModule(() => import('./NoticePanelContent'));
