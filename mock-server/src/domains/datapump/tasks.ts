// Bulk import/export bookkeeping (02-modules §4 "Bulk import dialog", "Export flow", §5 import rules):
// request checks, tasks per user, their outcome and files, and the export templates of each account.
// The work itself (parsing the workbook, writing rows, collecting export rows) is ./run.ts.
// A task is reported "processing" for TASK_SECONDS after it was created, then with its outcome.
import type { components } from '@zhsq/contract/api';
import { importTargetOf } from './targets/index.js';
import { compactDateTime, formatDateTime } from '../../store/clock.js';
import type { DomainContext } from '../context.js';
import {
  DATA_TYPES,
  dataTypeOf,
  parseTaskType,
  templatesOf,
  type DataType,
  type ExportTemplate,
} from './catalogue.js';
import type { SheetSpec } from './xlsx.js';
import { detectUpload } from '../upload/upload-content.js';
import { failure, success, type Outcome } from '../../lib/result.js';
import type { SmsDomain, SmsUser } from '../sms/sms-state.js';

export type DatapumpTask = components['schemas']['DatapumpTask'];
export type DatapumpRowError = components['schemas']['DatapumpRowError'];
export type ExportField = components['schemas']['ExportTemplateField'];
export type TaskType = DatapumpTask['taskType'];

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** 02 §5, §9: Excel up to 10,000 rows. */
export const MAX_IMPORT_ROWS = 10_000;
/** How long a task stays "processing" (the mock does the work at once; see docs/adr/0030). */
export const TASK_SECONDS = 3;
/** Row errors carried by a task in lists; the error report file has all of them. */
export const ROW_ERRORS_SHOWN = 50;
/** 02 §5, §9: alias and template name at most 10 characters. */
export const NAME_MAX = 10;
export const FILE_PATH = '/api/datapump/task/file/v2';

export const STATUS_TEXT = {
  import: ['数据正在导入中', '导入成功', '导入失败'],
  export: ['文件正在生成中', '您需要的数据已经导出', '导出失败'],
} as const;

/** Keys of export params that are not filters (02 §5: page / limit are dropped). */
const NOT_FILTERS = new Set(['templateId', 'fields', 'page', 'limit']);

export interface SubmitInput {
  type: string;
  params: string;
  smsCode?: string;
  file?: { filename: string; data: Buffer };
}

export interface Submitted {
  task: DatapumpTask;
  dataType: DataType;
  params: Record<string, unknown>;
  /** export: the columns to write, in order */
  columns: ExportField[];
  /** export: params without templateId, fields, page, limit and empty values */
  filters: Record<string, unknown>;
}

export interface TaskFile {
  fileName: string;
  sheets: SheetSpec[];
}

export interface TaskOutcome {
  status: 1 | 2;
  /** failure reason, after 导入失败：/ 导出失败： */
  reason?: string;
  totalCount: number;
  successCount: number;
  failCount: number;
  rowErrors: DatapumpRowError[];
  file?: TaskFile;
}

interface StoredTask {
  base: Pick<
    DatapumpTask,
    'taskId' | 'type' | 'taskType' | 'dataType' | 'dataTypeName' | 'fileName' | 'createTime'
  >;
  userId: string;
  createdAt: number;
  outcome?: TaskOutcome;
}

export interface SeedTask {
  userId: string;
  type: string;
  fileName: string;
  createdAt: number;
  outcome: TaskOutcome;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** 02 §5: the export filters, without empty values and paging. */
export function exportFilters(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([k, v]) => !NOT_FILTERS.has(k) && !isEmpty(v)));
}

/** Fields of a template or of params.fields: non-empty, known codes, aliases of at most 10. */
export function checkFields(type: DataType, raw: unknown): Outcome<ExportField[]> {
  if (!Array.isArray(raw)) return failure('10502', '参数格式不正确');
  if (raw.length === 0) return failure('10510', '请选择需要导出的字段');
  const names = new Map(type.fields);
  const out: ExportField[] = [];
  for (const item of raw) {
    const code = (item as { code?: unknown })?.code;
    const alias = (item as { alias?: unknown })?.alias;
    if (typeof code !== 'string' || !names.has(code) || (alias !== undefined && typeof alias !== 'string'))
      return failure('10502', '参数格式不正确');
    const text = alias?.trim() || names.get(code)!;
    if ([...text].length > NAME_MAX) return failure('10510', `别名不能超过${NAME_MAX}个字符`);
    if (out.some((f) => f.code === code)) return failure('10502', '参数格式不正确');
    out.push({ code, alias: text });
  }
  return success(out);
}

/** A task as its owner sees it at `nowMs`: processing for TASK_SECONDS, then its outcome (`final`: at once). */
function taskView(t: StoredTask, nowMs: number, final = false): DatapumpTask {
  const outcome = t.outcome;
  const done = outcome && (final || nowMs - t.createdAt >= TASK_SECONDS * 1000);
  const kind = t.base.taskType;
  if (!done) {
    return {
      ...t.base,
      status: 0,
      statusText: STATUS_TEXT[kind][0],
      totalCount: 0,
      successCount: 0,
      failCount: 0,
      rowErrors: [],
      downloadUrl: '',
    };
  }
  return {
    ...t.base,
    status: outcome.status,
    statusText:
      outcome.status === 1
        ? STATUS_TEXT[kind][1]
        : `${STATUS_TEXT[kind][2]}：${outcome.reason ?? '未知原因'}`,
    totalCount: outcome.totalCount,
    successCount: outcome.successCount,
    failCount: outcome.failCount,
    rowErrors: outcome.rowErrors.slice(0, ROW_ERRORS_SHOWN),
    downloadUrl: outcome.file ? `${FILE_PATH}?taskId=${encodeURIComponent(t.base.taskId)}` : '',
    finishTime: formatDateTime(new Date(t.createdAt + TASK_SECONDS * 1000)),
  };
}

/** The fields a saved template's dataTemplate (JSON text) names, checked like params.fields. */
function templateFields(type: DataType, dataTemplate: string): Outcome<ExportField[]> {
  let raw: unknown;
  try {
    raw = JSON.parse(dataTemplate);
  } catch {
    return failure('10502', '参数格式不正确');
  }
  return checkFields(type, raw);
}

/** An uploaded import file: an Excel workbook by name and content, under MAX_IMPORT_BYTES. */
function checkImportFile(file: SubmitInput['file']): Outcome<string> {
  if (!file) return failure('10505', '请先上传数据文件');
  if (!/\.xlsx?$/i.test(file.filename))
    return failure('10506', '仅支持导入Excel（.xls .xlsx）格式，请调整后重试');
  if (file.data.length >= MAX_IMPORT_BYTES) return failure('10507', '上传的文件大小超过限制');
  const format = detectUpload('excel', file.data, file.filename);
  if (!format.ok) return format;
  return success(file.filename);
}

/** The params of an im_ex request: a JSON object. */
function parseParams(paramsText: string): Outcome<Record<string, unknown>> {
  let params: unknown;
  try {
    params = JSON.parse(paramsText);
  } catch {
    params = undefined;
  }
  if (!params || typeof params !== 'object' || Array.isArray(params))
    return failure('10502', '参数格式不正确');
  return success(params as Record<string, unknown>);
}

/** The export templates: the default one of each data type and each account's own ones. */
function createTemplateStore() {
  const templates = new Map<string, ExportTemplate[]>(); // `${userId}:${dataType}` → saved ones
  let templateSequence = 0;

  function userTemplates(userId: string, type: DataType): ExportTemplate[] {
    const key = `${userId}:${type.key}`;
    let list = templates.get(key);
    if (!list) {
      // every account starts with the type's sample template (allowSave 1)
      list = templatesOf(type).slice(1);
      templates.set(key, list);
    }
    return list;
  }

  function allTemplates(userId: string, type: DataType): ExportTemplate[] {
    return [templatesOf(type)[0]!, ...userTemplates(userId, type)];
  }

  return {
    allTemplates,

    /** The default template and the account's own ones (10504 unknown data type). */
    templates(userId: string, dataType: string): Outcome<ExportTemplate[]> {
      const type = dataTypeOf(dataType.trim());
      return type ? success(allTemplates(userId, type)) : failure('10504', '不支持的数据类型');
    },

    saveTemplate(
      userId: string,
      input: {
        dataType: string;
        templateId?: string;
        templateName: string;
        dataMode?: string;
        dataTemplate: string;
      },
    ): Outcome<ExportTemplate> {
      const type = dataTypeOf(input.dataType.trim());
      if (!type) return failure('10504', '不支持的数据类型');
      const list = userTemplates(userId, type);
      const id = input.templateId?.trim();
      if (id === templatesOf(type)[0]!.templateId) return failure('10509', '默认模板不可修改');
      const existing = id ? list.find((t) => t.templateId === id) : undefined;
      if (id && !existing) return failure('10503', '导出模板不存在');
      const name = input.templateName.trim();
      if (!name) return failure('10502', '参数格式不正确');
      if (allTemplates(userId, type).some((t) => t.templateName === name && t !== existing))
        return failure('10511', '模板名称已存在');
      const fields = templateFields(type, input.dataTemplate);
      if (!fields.ok) return fields;
      const saved: ExportTemplate = {
        templateId: existing?.templateId ?? `${type.key}-u${userId}-${++templateSequence}`,
        templateName: name,
        dataMode: input.dataMode?.trim() || 'standard',
        dataTemplate: fields.value,
        allowSave: 1,
      };
      if (existing) list[list.indexOf(existing)] = saved;
      else list.push(saved);
      return success(saved);
    },

    deleteTemplate(userId: string, templateId: string): Outcome<null> {
      const id = templateId.trim();
      for (const type of DATA_TYPES) {
        if (id === templatesOf(type)[0]!.templateId) return failure('10509', '默认模板不可修改');
        const list = userTemplates(userId, type);
        const index = list.findIndex((t) => t.templateId === id);
        if (index >= 0) {
          list.splice(index, 1);
          return success(null);
        }
      }
      return failure('10503', '导出模板不存在');
    },
  };
}

export function createDatapump(ctx: Pick<DomainContext, 'now'>, sms: SmsDomain, seeds: SeedTask[] = []) {
  const tasks: StoredTask[] = [];
  const templateStore = createTemplateStore();
  let sequence = 0;

  const nowMs = () => ctx.now().getTime();
  const view = (t: StoredTask, final = false): DatapumpTask => taskView(t, nowMs(), final);

  function create(userId: string, type: string, fileName: string, at: number): StoredTask {
    const parsed = parseTaskType(type)!;
    sequence++;
    const time = new Date(at);
    const stored: StoredTask = {
      base: {
        taskId: `${parsed.taskType === 'export' ? 'EX' : 'IM'}${compactDateTime(time)}${String(sequence).padStart(4, '0')}`,
        type,
        taskType: parsed.taskType,
        dataType: parsed.dataType.key,
        dataTypeName: parsed.dataType.name,
        fileName,
        createTime: formatDateTime(time),
      },
      userId,
      createdAt: at,
    };
    tasks.push(stored);
    return stored;
  }

  const owned = (userId: string, taskId: string) =>
    tasks.find((t) => t.userId === userId && t.base.taskId === taskId);

  /** An export's template and columns, then its SMS code (the latest one sent to the user). */
  function checkExport(user: SmsUser, dataType: DataType, values: Record<string, unknown>, smsCode?: string) {
    const templateId = values.templateId;
    const template =
      templateId === undefined || templateId === ''
        ? templatesOf(dataType)[0]!
        : templateStore.allTemplates(user.userId, dataType).find((t) => t.templateId === templateId);
    if (!template) return failure('10503', '导出模板不存在');
    const fields =
      values.fields === undefined ? success(template.dataTemplate) : checkFields(dataType, values.fields);
    if (!fields.ok) return fields;
    if (!smsCode?.trim()) return failure('10508', '请输入验证码');
    const checked = sms.checkLatestOf(user, smsCode);
    if (!checked.ok) return checked;
    return success(fields.value);
  }

  for (const seed of seeds)
    create(seed.userId, seed.type, seed.fileName, seed.createdAt).outcome = seed.outcome;

  return {
    /** The default template and the account's own ones (10504 unknown data type). */
    templates: templateStore.templates,
    saveTemplate: templateStore.saveTemplate,
    deleteTemplate: templateStore.deleteTemplate,

    /** Checks an im_ex request and creates its task (processing). */
    submit(user: SmsUser, input: SubmitInput): Outcome<Submitted> {
      const typeText = input.type.trim();
      const paramsText = input.params.trim();
      if (!typeText || !paramsText) return failure('10501', '导入、导出类型或参数不能为空！');
      const parsed = parseTaskType(typeText);
      if (!parsed || (parsed.taskType === 'import' && !importTargetOf(parsed.dataType.key)))
        return failure('10504', '不支持的导入导出类型');
      const { dataType, taskType } = parsed;
      const params = parseParams(paramsText);
      if (!params.ok) return params;
      const values = params.value;
      const now = ctx.now();
      let fileName: string;
      let columns: ExportField[] = [];
      if (taskType === 'export') {
        const exported = checkExport(user, dataType, values, input.smsCode);
        if (!exported.ok) return exported;
        columns = exported.value;
        fileName = `${dataType.name}_${compactDateTime(now)}.xlsx`;
      } else {
        const file = checkImportFile(input.file);
        if (!file.ok) return file;
        fileName = file.value;
      }
      const stored = create(user.userId, typeText, fileName, now.getTime());
      return success({
        task: view(stored),
        dataType,
        params: values,
        columns,
        filters: exportFilters(values),
      });
    },
    /** Records what the work produced; the task reports it once its processing time is over. */
    finish(taskId: string, outcome: TaskOutcome): void {
      const t = tasks.find((x) => x.base.taskId === taskId);
      if (t) t.outcome = outcome;
    },

    /** A task as the user sees it now (undefined: not the user's). */
    task(userId: string, taskId: string): DatapumpTask | undefined {
      const t = owned(userId, taskId);
      return t && view(t);
    },

    /** A task with its outcome, whatever the clock says (what the finishing notice announces). */
    finalView(taskId: string): DatapumpTask | undefined {
      const t = tasks.find((x) => x.base.taskId === taskId);
      return t && view(t, true);
    },

    /** The user's tasks of one kind, newest first, one page. */
    list(
      userId: string,
      taskType: TaskType,
      page = 1,
      limit = 15,
    ): { records: DatapumpTask[]; total: number } {
      const mine = tasks.filter((t) => t.userId === userId && t.base.taskType === taskType).reverse();
      return {
        records: mine.slice((page - 1) * limit, page * limit).map((t) => view(t)),
        total: mine.length,
      };
    },

    /** The task's file: the export, or an import's error report. */
    file(userId: string, taskId: string): Outcome<TaskFile> {
      const t = owned(userId, taskId.trim());
      if (!t) return failure('10512', '任务不存在');
      if (view(t).status === 0) return failure('10513', '文件正在生成中，请稍后下载');
      return t.outcome?.file ? success(t.outcome.file) : failure('10514', '该任务没有可下载的文件');
    },
  };
}

export type DatapumpDomain = ReturnType<typeof createDatapump>;
