// The notice modal with its HTML sanitizer (DOMPurify, about 65 kB) loads with the first notice to show,
// not with the login page or the layout (issue 9 bundle).
import { lazyOverlay } from '@/components/lazy-overlay';

export const LazyNoticeModal = lazyOverlay(
  () => import('./NoticeModal').then((m) => m.NoticeModal),
  (props) => Boolean(props.notice),
);
