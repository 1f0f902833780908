// Bulk import/export tasks (02-modules §4 "Bulk import dialog", "Export flow", §5 import rules).
// Exports are confirmed with the user's latest SMS code; imports take one Excel file under 10 MB.
// A task is "in progress" for TASK_SECONDS after it was created and done afterwards.
import type { components } from '@zhsq/web/generated/api';
import { compactDateTime, formatDateTime } from './clock.js';
import type { DomainContext } from './context.js';
import { dataTypeOf, templatesOf, type ExportTemplate } from './datapump-catalogue.js';
import { failure, success, type Outcome } from './result.js';
import type { SmsDomain, SmsUser } from './sms.js';

export type DatapumpTask = components['schemas']['DatapumpTask'];

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const TASK_SECONDS = 5;
const TYPE_PATTERN = /^([A-Za-z]+)(Import|Export)$/;

export const STATUS_TEXT = {
  import: ['数据正在导入中', '导入成功'],
  export: ['文件正在生成中', '您需要的数据已经导出'],
} as const;

export interface SubmitInput {
  type: string;
  params: string;
  smsCode?: string;
  file?: { filename: string; data: Buffer };
}

interface StoredTask {
  task: DatapumpTask;
  userId: string;
  createdAt: number;
}

export function createDatapump(ctx: Pick<DomainContext, 'now'>, sms: SmsDomain) {
  const tasks: StoredTask[] = [];
  let sequence = 0;

  function current(t: StoredTask): DatapumpTask {
    const done = ctx.now().getTime() - t.createdAt >= TASK_SECONDS * 1000;
    const kind = t.task.taskType;
    return { ...t.task, status: done ? 1 : 0, statusText: STATUS_TEXT[kind][done ? 1 : 0] };
  }

  return {
    templates(dataType: string): Outcome<ExportTemplate[]> {
      const type = dataTypeOf(dataType.trim());
      return type ? success(templatesOf(type)) : failure('10504', '不支持的数据类型');
    },

    submit(user: SmsUser, input: SubmitInput): Outcome<DatapumpTask> {
      const typeText = input.type.trim();
      const paramsText = input.params.trim();
      if (!typeText || !paramsText) return failure('10501', '导入、导出类型或参数不能为空！');
      const m = TYPE_PATTERN.exec(typeText);
      const dataType = m ? dataTypeOf(m[1]!) : undefined;
      const taskType = m?.[2] === 'Import' ? ('import' as const) : ('export' as const);
      if (!dataType || (taskType === 'import' && !dataType.importable))
        return failure('10504', '不支持的导入导出类型');
      let params: unknown;
      try {
        params = JSON.parse(paramsText);
      } catch {
        params = undefined;
      }
      if (!params || typeof params !== 'object' || Array.isArray(params))
        return failure('10502', '参数格式不正确');
      const now = ctx.now();
      let fileName: string;
      if (taskType === 'export') {
        const templateId = (params as { templateId?: unknown }).templateId;
        if (templateId !== undefined && !templatesOf(dataType).some((t) => t.templateId === templateId)) {
          return failure('10503', '导出模板不存在');
        }
        if (!input.smsCode?.trim()) return failure('10508', '请输入验证码');
        const checked = sms.checkLatestOf(user, input.smsCode);
        if (!checked.ok) return checked;
        fileName = `${dataType.name}_${compactDateTime(now)}.xlsx`;
      } else {
        if (!input.file) return failure('10505', '请先上传数据文件');
        if (!/\.xlsx?$/i.test(input.file.filename))
          return failure('10506', '仅支持导入Excel（.xls .xlsx）格式，请调整后重试');
        if (input.file.data.length >= MAX_IMPORT_BYTES) return failure('10507', '上传的文件大小超过限制');
        fileName = input.file.filename;
      }
      sequence++;
      const task: DatapumpTask = {
        taskId: `${taskType === 'export' ? 'EX' : 'IM'}${compactDateTime(now)}${String(sequence).padStart(4, '0')}`,
        type: typeText,
        taskType,
        status: 0,
        statusText: STATUS_TEXT[taskType][0],
        fileName,
        createTime: formatDateTime(now),
      };
      tasks.push({ task, userId: user.userId, createdAt: now.getTime() });
      return success(current(tasks[tasks.length - 1]!));
    },

    /** The user's tasks, newest first, with their status at the current time. */
    tasksOf(userId: string): DatapumpTask[] {
      return tasks
        .filter((t) => t.userId === userId)
        .reverse()
        .map(current);
    },
  };
}

export type DatapumpDomain = ReturnType<typeof createDatapump>;
