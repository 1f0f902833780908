// The alert pop-up (AlertCenter: image preview, checkbox, typography) loads with the first alert to
// show, not with the layout (docs/adr/0054). The queue itself is always there.
import { lazyOverlay } from '@/components/lazy-overlay';
import { useAlertQueue } from './alert-queue';

const AlertPopups = lazyOverlay<{ open: boolean }>(
  () => import('./AlertCenter').then((m) => m.AlertCenter),
  (props) => props.open,
);

export function LazyAlertCenter() {
  const { current } = useAlertQueue();
  return <AlertPopups open={current !== undefined} />;
}
