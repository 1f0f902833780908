// A system notice as a modal with a single confirm (02 §4). With the notice's button switched on the
// confirm carries its text and follows its link: type 2 opens the address in a new tab (http(s) only:
// safeOpen), otherwise the
// notice's page /edition/systemNotice?id=. Closing or confirming marks it read (the caller's
// onClose); preview mode follows no link and records nothing.
import { Button, Modal } from 'antd';
import { useCallback } from 'react';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { NOTICE_LINK_EXTERNAL } from '@/lib/constants/system-notices';
import { TASK_MENU_ROUTES } from '@/lib/constants/task-menu';
import type { SystemNotice } from '@/lib/realtime/notice-read';
import { safeOpen } from '@/lib/safe-url';
import { useRouteTable } from '@/shell/route-table';
import { NoticeContent } from './NoticeContent';

const MODAL_WIDTH = 600;

/** Follows a notice's button link. */
export function useNoticeLink(): (notice: SystemNotice) => void {
  const navigate = useShellNavigate();
  const path = useRouteTable().declaredByName.get(TASK_MENU_ROUTES.systemNotice)?.path;
  return useCallback(
    (notice: SystemNotice) => {
      if (notice.buttonLinkType === NOTICE_LINK_EXTERNAL) {
        safeOpen(notice.buttonLinkUrl);
        return;
      }
      if (path) void navigate(`${path}?id=${notice.id}`);
    },
    [navigate, path],
  );
}

export interface NoticeModalProps {
  notice: SystemNotice | undefined;
  onClose: () => void;
  /**
   * Preview mode (02 §4, the notice pages' 预览): the same pop-up, but its button only closes it — no
   * link is followed, and the caller records no reading.
   */
  preview?: boolean;
}

export function NoticeModal({ notice, onClose, preview = false }: NoticeModalProps) {
  const follow = useNoticeLink();
  const withButton = notice?.windowButton === 1 && Boolean(notice.buttonText);

  const confirm = () => {
    if (!notice) return;
    onClose();
    if (withButton && !preview) follow(notice);
  };

  return (
    <Modal
      open={Boolean(notice)}
      title={notice?.title}
      width={MODAL_WIDTH}
      centered
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Button type="primary" autoFocus onClick={confirm}>
          {withButton ? notice?.buttonText : '确定'}
        </Button>
      }
      styles={{ body: { maxHeight: '65vh', overflowY: 'auto' } }}
    >
      {notice && <NoticeContent notice={notice} />}
    </Modal>
  );
}
