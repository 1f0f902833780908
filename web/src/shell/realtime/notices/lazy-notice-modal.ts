// The notice modal with its HTML sanitizer (DOMPurify, about 65 kB) loads with the first notice to show,
// not with the login page or the layout (docs/adr/0054).
import { lazyOverlay } from '@/components/lazy-overlay';

export const LazyNoticeModal = lazyOverlay(
  () => import('./NoticeModal').then((m) => m.NoticeModal),
  (props) => Boolean(props.notice),
);
