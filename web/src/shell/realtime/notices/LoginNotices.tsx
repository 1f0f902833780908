// Login-page system notices (windowLocation 1, 02 §4): read ones are remembered in memory for this
// page's life only. The modal (with its HTML sanitizer) loads with the first notice, not with the
// login page (issue 9 bundle); once loaded it stays rendered so closing keeps its animation.
import { lazy, Suspense, useState } from 'react';
import { NOTICE_WINDOW_LOGIN } from '../../../lib/constants';
import { useNoticeQueue } from './use-notice-queue';

const NoticeModal = lazy(() => import('./NoticeModal').then((m) => ({ default: m.NoticeModal })));

export function LoginNotices() {
  const { current, close } = useNoticeQueue({ windowLocation: NOTICE_WINDOW_LOGIN, navigations: 0 });
  const [wanted, setWanted] = useState(false);
  if (current && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <NoticeModal notice={current} onClose={close} />
    </Suspense>
  ) : null;
}
