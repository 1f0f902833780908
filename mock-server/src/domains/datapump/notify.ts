// Import/export progress over the sockets (01-shell §4, §8): the notice channel's import / export
// message when a task starts and again when it finishes (TASK_SECONDS later), plus the alert channel's
// push flag export / import = 1 (report ready) at the finish. Only the submitting user's sockets get them.
import { exportTaskFrame, importTaskFrame, pushFrame } from '../../realtime/frames.js';
import type { NoticeServerFrame } from '../../realtime/frames.js';
import type { MockState } from '../../state.js';
import { TASK_SECONDS, type DatapumpTask } from './tasks.js';

const STATUS = ['processing', 'success', 'fail'] as const;

/** The notice-channel frame of a task: same taskId, dataType, dataTypeName and text as /api. */
export function taskFrame(task: DatapumpTask): NoticeServerFrame {
  const common = {
    taskId: task.taskId,
    dataType: task.dataType,
    dataTypeName: task.dataTypeName,
    fileName: task.fileName,
    status: STATUS[task.status],
    message: task.statusText,
    time: task.finishTime ?? task.createTime,
  };
  return task.taskType === 'import'
    ? importTaskFrame({ ...common, successCount: task.successCount, failCount: task.failCount })
    : exportTaskFrame({ ...common, downloadUrl: task.status === 1 ? task.downloadUrl : '' });
}

/** Announces a new task now and its outcome TASK_SECONDS later (unless the store was reset). */
export function announceTask(state: MockState, userId: string, task: DatapumpTask): void {
  const store = state.store;
  state.hub.pushNotice(taskFrame(task), { userId });
  const timer = setTimeout(() => {
    if (state.store !== store) return;
    const done = store.datapump.finalView(task.taskId);
    if (!done) return;
    state.hub.pushNotice(taskFrame(done), { userId });
    state.hub.pushAlert(pushFrame({ [task.taskType]: 1 }), { userId });
  }, TASK_SECONDS * 1000);
  timer.unref();
}
