// Login-page system notices (windowLocation 1, 02 §4): read ones are remembered in memory for this
// page's life only. The modal loads with the first notice (lazy-notice-modal.ts).
import { NOTICE_WINDOW_LOGIN } from '@/lib/constants/system-notices';
import { LazyNoticeModal } from './lazy-notice-modal';
import { useNoticeQueue } from './use-notice-queue';

export function LoginNotices() {
  const { current, close } = useNoticeQueue({ windowLocation: NOTICE_WINDOW_LOGIN, navigations: 0 });
  return <LazyNoticeModal notice={current} onClose={close} />;
}
