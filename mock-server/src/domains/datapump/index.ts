// Bulk import / export (02-modules §4, §5, §7): im_ex tasks (the work is done at once, the task reports
// it after TASK_SECONDS), the Report page's task lists and files, import templates and export
// templates. Success code is the number 0; files are .xlsx answers (FileResponse).
import { defineHandler, requireSession } from '../../contract/define.js';
import { fail, ok0num } from '../../contract/envelope.js';
import { FileResponse, XLSX_CONTENT_TYPE } from '../../contract/file-response.js';
import { importTemplateFile, renderFile, runExport, runImport } from './run.js';
import { dataTypeOf } from './catalogue.js';
import { announceTask } from './notify.js';

export const handlers = [
  defineHandler('datapumpImEx', async (ctx) => {
    const { user } = requireSession(ctx);
    const { type, params, smsCode } = ctx.body;
    const file = ctx.files.find((f) => f.field === 'file');
    const result = ctx.store.datapump.submit(user, { type, params, smsCode, file });
    if (!result.ok) return fail(result.code, result.message);
    const submitted = result.value;
    const outcome =
      submitted.task.taskType === 'import'
        ? await runImport(ctx.store, user, submitted, file!)
        : runExport(ctx.store, user, submitted);
    ctx.store.datapump.finish(submitted.task.taskId, outcome);
    announceTask(ctx.request.server.mock, user.userId, submitted.task);
    return { code: 0 as const, message: submitted.task.statusText, data: submitted.task };
  }),

  defineHandler('exportTemplateList', (ctx) => {
    const { user } = requireSession(ctx);
    const result = ctx.store.datapump.templates(user.userId, ctx.query.dataType);
    return result.ok ? ok0num(result.value) : fail(result.code, result.message);
  }),

  defineHandler('exportTemplateSave', (ctx) => {
    const { user } = requireSession(ctx);
    const result = ctx.store.datapump.saveTemplate(user.userId, ctx.body);
    return result.ok ? ok0num(result.value, '保存成功') : fail(result.code, result.message);
  }),

  defineHandler('exportTemplateDelete', (ctx) => {
    const { user } = requireSession(ctx);
    const result = ctx.store.datapump.deleteTemplate(user.userId, ctx.body.templateId);
    return result.ok ? { code: 0 as const, message: '删除成功' } : fail(result.code, result.message);
  }),

  defineHandler('importTemplateDownload', async (ctx) => {
    requireSession(ctx);
    const type = dataTypeOf(ctx.query.dataType.trim());
    const template = type && importTemplateFile(type);
    if (!template) return fail('10504', '不支持的导入导出类型');
    return new FileResponse(await renderFile(template), XLSX_CONTENT_TYPE, template.fileName);
  }),

  defineHandler('datapumpTaskList', (ctx) => {
    const { user } = requireSession(ctx);
    const { taskType, page, limit } = ctx.query;
    return ok0num(ctx.store.datapump.list(user.userId, taskType, page, limit));
  }),

  defineHandler('datapumpTaskFile', async (ctx) => {
    const { user } = requireSession(ctx);
    const result = ctx.store.datapump.file(user.userId, ctx.query.taskId);
    if (!result.ok) return fail(result.code, result.message);
    return new FileResponse(await renderFile(result.value), XLSX_CONTENT_TYPE, result.value.fileName);
  }),
];
