// Background download tasks of the desktop helper. Progress is deterministic: every check of a task
// (download/test) completes one more file, so a poller sees 1/n, 2/n ... finished.
import { DeviceError } from '../../lib/errors';
import type { QtSchemas } from '../../contract/types';

export type DownloadTask = QtSchemas['DownloadTask'];
export type DownloadTaskRequest = QtSchemas['DownloadTaskRequest'];
export const DEFAULT_SAVE_DIR = 'D:\\智慧社区\\下载';

function joinUrl(baseUrl: string, entry: string): string {
  if (/^https?:\/\//i.test(entry)) return entry;
  return `${baseUrl.replace(/\/+$/, '')}/${entry.replace(/^\/+/, '')}`;
}

function localName(entry: string): string {
  const last = entry.split(/[?#]/)[0]?.split('/').filter(Boolean).pop() ?? 'download';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export class Downloads {
  private readonly tasks = new Map<string, DownloadTask>();
  private next = 1;

  create(request: DownloadTaskRequest): DownloadTask {
    const taskId = `dl-${String(this.next++).padStart(4, '0')}`;
    const saveDir = (request.saveDir ?? DEFAULT_SAVE_DIR).replace(/\\+$/, '');
    const task: DownloadTask = {
      taskId,
      baseUrl: request.baseUrl,
      saveDir,
      total: request.urlList.length,
      finished: 0,
      progress: 0,
      state: 'downloading',
      files: request.urlList.map((entry) => ({
        url: joinUrl(request.baseUrl, entry),
        localPath: `${saveDir}\\${localName(entry)}`,
        done: false,
      })),
    };
    this.tasks.set(taskId, task);
    return structuredClone(task);
  }

  /** Advances the task by one file (until finished) and reports it. */
  check(taskId: string): DownloadTask {
    const task = this.tasks.get(taskId);
    if (!task) throw new DeviceError(`下载任务不存在：${taskId}`);
    const pending = task.files.find((f) => !f.done);
    if (pending) pending.done = true;
    task.finished = task.files.filter((f) => f.done).length;
    task.progress = Math.floor((task.finished * 100) / task.total);
    task.state = task.finished === task.total ? 'finished' : 'downloading';
    return structuredClone(task);
  }

  snapshot(): DownloadTask[] {
    return [...this.tasks.values()].map((t) => structuredClone(t));
  }

  reset(): void {
    this.tasks.clear();
    this.next = 1;
  }
}
