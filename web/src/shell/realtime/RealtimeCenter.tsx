// Everything real-time inside the layout: starts the session's channels (once; they close when the
// session ends), the alert pop-up, post-login system notices, and the import/export messages
// (01 §8: 5 s, with a link to the Report page).
import { App, Button, notification as antdNotification } from 'antd';
import { useEffect } from 'react';
import { useShellNavigate } from '../navigation/use-shell-navigate';
import { ERROR_404_PATH } from '@/lib/constants/routes';
import { TASK_MENU_ROUTES, TASK_MESSAGES, TASK_MESSAGE_SECONDS } from '@/lib/constants/task-menu';
import { useRouteTable } from '../route-table';
import { useLoadedSession, useSession } from '../session/use-session';
import { LazyAlertCenter } from './lazy-alert-center';
import { PostLoginNotices } from './notices/PostLoginNotices';
import { onTaskMessage, onWebSocketUnsupported, startRealtime, type TaskMessage } from './realtime-session';

const TASK_MESSAGE_TOP = 72;

/** 01 §8 texts for processing and success; a failure shows the server's 导入失败… / 导出失败… text. */
export function taskMessageText({ event, task }: TaskMessage): string {
  if (task.status === 'fail') return task.message;
  return TASK_MESSAGES[event][task.status];
}

export function RealtimeCenter() {
  const { token } = useSession();
  const { userInfo } = useLoadedSession();
  const { message } = App.useApp();
  // Their own instance, below the top bar (64 px) so the top bar's buttons stay usable for those 5 s.
  const [notification, notificationHolder] = antdNotification.useNotification({ top: TASK_MESSAGE_TOP });
  const navigate = useShellNavigate();
  const reportPath = useRouteTable().declaredByName.get(TASK_MENU_ROUTES.report)?.path ?? ERROR_404_PATH;
  const { userId, agentId } = userInfo;

  useEffect(() => {
    const offTask = onTaskMessage((msg) => {
      const key = `task-${msg.event}-${msg.task.taskId}`;
      const type = msg.task.status === 'fail' ? 'error' : msg.task.status === 'success' ? 'success' : 'info';
      notification.open({
        key,
        type,
        title: taskMessageText(msg),
        description: [msg.task.dataTypeName, msg.task.fileName].filter(Boolean).join(' · '),
        duration: TASK_MESSAGE_SECONDS,
        placement: 'topRight',
        actions: (
          <Button
            type="link"
            size="small"
            onClick={() => {
              notification.destroy(key);
              void navigate(`${reportPath}?tab=${msg.event}`);
            }}
          >
            前往报表中心
          </Button>
        ),
      });
    });
    const offUnsupported = onWebSocketUnsupported((text) => void message.warning(text));
    if (token) startRealtime({ token, userId, agentId });
    return () => {
      offTask();
      offUnsupported();
    };
  }, [token, userId, agentId, notification, message, navigate, reportPath]);

  return (
    <>
      {notificationHolder}
      <LazyAlertCenter />
      <PostLoginNotices />
    </>
  );
}
