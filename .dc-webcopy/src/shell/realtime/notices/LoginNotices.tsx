// Login-page system notices (windowLocation 1, 02 §4): read ones are remembered in memory for this
// page's life only.
import { NOTICE_WINDOW_LOGIN } from '../../../lib/constants';
import { NoticeModal } from './NoticeModal';
import { useNoticeQueue } from './use-notice-queue';

export function LoginNotices() {
  const { current, close } = useNoticeQueue({ windowLocation: NOTICE_WINDOW_LOGIN, navigations: 0 });
  return <NoticeModal notice={current} onClose={close} />;
}
