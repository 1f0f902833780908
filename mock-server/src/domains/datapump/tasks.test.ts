import { describe, expect, it } from 'vitest';
import { createDatapump, exportFilters, type TaskOutcome } from './tasks.js';
import { createSms } from '../sms/sms-state.js';
import { TEST_NOW, movableClock } from '../../test-support/testing.js';

const user = { userId: '1', phone: '13800138000' };
/** Enough of a workbook for the domain: the zip header an .xlsx starts with. */
const xlsx = { filename: '住户导入模板.xlsx', data: Buffer.from('PK\x03\x04xlsx', 'latin1') };
const done: TaskOutcome = {
  status: 1,
  totalCount: 3,
  successCount: 2,
  failCount: 1,
  rowErrors: [{ row: 3, message: '手机号格式不正确' }],
  file: { fileName: '住户导入模板_错误报告.xlsx', sheets: [] },
};

function setUp(clock: { now: () => Date } = { now: () => TEST_NOW }) {
  const sms = createSms(clock);
  return { sms, pump: createDatapump(clock, sms) };
}

describe('export templates (02-modules §3 "Export template", §5 export dialog)', () => {
  it('lists the default template (all fields, not editable) and the account sample', () => {
    const { pump } = setUp();
    const result = pump.templates('1', 'resident');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value[0]).toMatchObject({
      templateId: 'resident-default',
      dataMode: 'standard',
      allowSave: 0,
    });
    expect(result.value[0]!.dataTemplate.map((f) => f.code)).toContain('authEndTime');
    expect(result.value[1]!.allowSave).toBe(1);
    expect(
      result.value.every(
        (t) => t.templateName.length <= 10 && t.dataTemplate.every((f) => f.alias.length <= 10),
      ),
    ).toBe(true);
    expect(pump.templates('1', 'unknown')).toMatchObject({ ok: false, code: '10504' });
  });

  it('saves, renames and deletes account templates; the default one stays as it is', () => {
    const { pump } = setUp();
    const fields = '[{"code":"userName","alias":"姓名"},{"code":"phone","alias":""}]';
    const saved = pump.saveTemplate('1', {
      dataType: 'resident',
      templateName: '住户电话',
      dataTemplate: fields,
    });
    expect(saved).toMatchObject({
      ok: true,
      value: {
        templateName: '住户电话',
        allowSave: 1,
        dataTemplate: [
          { code: 'userName', alias: '姓名' },
          { code: 'phone', alias: '手机号' },
        ],
      },
    });
    if (!saved.ok) return;
    const id = saved.value.templateId;
    expect(
      pump.saveTemplate('1', { dataType: 'resident', templateName: '住户电话', dataTemplate: fields }),
    ).toMatchObject({ ok: false, code: '10511' });
    expect(
      pump.saveTemplate('1', {
        dataType: 'resident',
        templateId: id,
        templateName: '电话本',
        dataTemplate: fields,
      }),
    ).toMatchObject({ ok: true, value: { templateId: id, templateName: '电话本' } });
    expect(pump.templates('2', 'resident')).toMatchObject({ ok: true, value: { length: 2 } });
    expect(
      pump.saveTemplate('1', {
        dataType: 'resident',
        templateId: 'resident-default',
        templateName: '默认',
        dataTemplate: fields,
      }),
    ).toMatchObject({ ok: false, code: '10509', message: '默认模板不可修改' });
    expect(
      pump.saveTemplate('1', { dataType: 'resident', templateName: '空', dataTemplate: '[]' }),
    ).toMatchObject({ ok: false, code: '10510', message: '请选择需要导出的字段' });
    expect(
      pump.saveTemplate('1', {
        dataType: 'resident',
        templateName: '长别名',
        dataTemplate: '[{"code":"userName","alias":"一二三四五六七八九十一"}]',
      }),
    ).toMatchObject({ ok: false, code: '10510', message: '别名不能超过10个字符' });
    expect(
      pump.saveTemplate('1', { dataType: 'resident', templateName: '坏', dataTemplate: '[{"code":"nope"}]' }),
    ).toMatchObject({ ok: false, code: '10502' });
    expect(pump.deleteTemplate('1', 'resident-default')).toMatchObject({ ok: false, code: '10509' });
    expect(pump.deleteTemplate('1', id)).toEqual({ ok: true, value: null });
    expect(pump.deleteTemplate('1', id)).toMatchObject({ ok: false, code: '10503' });
  });
});

describe('im_ex requests (02-modules §4, §5)', () => {
  it('needs type and params (导入、导出类型或参数不能为空！)', () => {
    const { pump } = setUp();
    expect(pump.submit(user, { type: ' ', params: '{}' })).toMatchObject({
      ok: false,
      code: '10501',
      message: '导入、导出类型或参数不能为空！',
    });
    expect(pump.submit(user, { type: 'residentExport', params: '' })).toMatchObject({
      ok: false,
      code: '10501',
    });
    expect(pump.submit(user, { type: 'residentExport', params: '[1]' })).toMatchObject({
      ok: false,
      code: '10502',
    });
    expect(pump.submit(user, { type: 'fooExport', params: '{}' })).toMatchObject({
      ok: false,
      code: '10504',
    });
    // import only for data types with a registered import target
    expect(pump.submit(user, { type: 'visitorImport', params: '{}', file: xlsx })).toMatchObject({
      ok: false,
      code: '10504',
    });
  });

  it("confirms exports with the user's latest SMS code and resolves the columns", () => {
    const { sms, pump } = setUp();
    const input = { type: 'residentExport', params: '{"depId":1499,"templateId":"resident-default"}' };
    expect(pump.submit(user, input)).toMatchObject({ ok: false, code: '10508' });
    expect(pump.submit(user, { ...input, smsCode: '8000' })).toMatchObject({ ok: false, code: '10603' });
    sms.send(user, { mobileNo: '138****8000' });
    expect(pump.submit(user, { ...input, smsCode: '1234' })).toMatchObject({ ok: false, code: '10604' });
    expect(
      pump.submit(user, { ...input, params: '{"templateId":"house-default"}', smsCode: '8000' }),
    ).toMatchObject({ ok: false, code: '10503' });
    expect(pump.submit(user, { ...input, params: '{"fields":[]}', smsCode: '8000' })).toMatchObject({
      ok: false,
      code: '10510',
      message: '请选择需要导出的字段',
    });
    const ok = pump.submit(user, {
      ...input,
      params:
        '{"depId":1499,"templateId":"resident-contact","fields":[{"code":"phone","alias":"电话"}],"page":1,"limit":15,"userName":""}',
      smsCode: '8000',
    });
    expect(ok).toMatchObject({
      ok: true,
      value: {
        task: {
          taskId: 'EX202611210930000001',
          type: 'residentExport',
          taskType: 'export',
          dataType: 'resident',
          dataTypeName: '住户信息',
          status: 0,
          statusText: '文件正在生成中',
          fileName: '住户信息_20261121093000.xlsx',
          downloadUrl: '',
          createTime: '2026-11-21 09:30:00',
        },
        columns: [{ code: 'phone', alias: '电话' }],
        filters: { depId: 1499 },
      },
    });
  });

  it('takes one Excel file under 10 MB for imports', () => {
    const { pump } = setUp();
    const input = { type: 'residentImport', params: '{"depId":1499}' };
    expect(pump.submit(user, input)).toMatchObject({ ok: false, code: '10505', message: '请先上传数据文件' });
    expect(
      pump.submit(user, { ...input, file: { filename: 'a.csv', data: Buffer.from('x') } }),
    ).toMatchObject({
      ok: false,
      code: '10506',
      message: '仅支持导入Excel（.xls .xlsx）格式，请调整后重试',
    });
    expect(
      pump.submit(user, { ...input, file: { filename: 'a.xls', data: Buffer.alloc(10 * 1024 * 1024) } }),
    ).toMatchObject({ ok: false, code: '10507', message: '上传的文件大小超过限制' });
    expect(pump.submit(user, { ...input, file: xlsx })).toMatchObject({
      ok: true,
      value: { task: { taskType: 'import', statusText: '数据正在导入中', fileName: '住户导入模板.xlsx' } },
    });
  });

  it('02 §5: empty values and page/limit are dropped from export params', () => {
    expect(
      exportFilters({ depId: 1499, userName: ' ', phone: null, page: 2, limit: 15, templateId: 'x' }),
    ).toEqual({
      depId: 1499,
    });
  });
});

describe('tasks (Report page)', () => {
  it('report processing for a few seconds, then the outcome with its file', () => {
    const clock = movableClock();
    const { pump } = setUp(clock);
    const submitted = pump.submit(user, { type: 'residentImport', params: '{}', file: xlsx });
    if (!submitted.ok) throw new Error('not submitted');
    const id = submitted.value.task.taskId;
    pump.finish(id, done);
    expect(pump.list('1', 'import').records[0]).toMatchObject({
      status: 0,
      statusText: '数据正在导入中',
      failCount: 0,
    });
    expect(pump.file('1', id)).toMatchObject({
      ok: false,
      code: '10513',
      message: '文件正在生成中，请稍后下载',
    });
    expect(pump.finalView(id)).toMatchObject({ status: 1, statusText: '导入成功' });
    clock.advance(3_000);
    expect(pump.task('1', id)).toMatchObject({
      status: 1,
      statusText: '导入成功',
      totalCount: 3,
      successCount: 2,
      failCount: 1,
      rowErrors: [{ row: 3, message: '手机号格式不正确' }],
      downloadUrl: `/api/datapump/task/file/v2?taskId=${id}`,
      finishTime: '2026-11-21 09:30:03',
    });
    expect(pump.file('1', id)).toMatchObject({ ok: true, value: { fileName: '住户导入模板_错误报告.xlsx' } });
    expect(pump.file('2', id)).toMatchObject({ ok: false, code: '10512' });
    expect(pump.list('2', 'import')).toEqual({ records: [], total: 0 });
    expect(pump.list('1', 'export')).toEqual({ records: [], total: 0 });
  });

  it('a failed task reads 导入失败：reason and has no file', () => {
    const clock = movableClock();
    const { pump } = setUp(clock);
    const submitted = pump.submit(user, { type: 'residentImport', params: '{}', file: xlsx });
    if (!submitted.ok) throw new Error('not submitted');
    const id = submitted.value.task.taskId;
    pump.finish(id, {
      status: 2,
      reason: '文件中没有数据',
      totalCount: 0,
      successCount: 0,
      failCount: 0,
      rowErrors: [],
    });
    clock.advance(3_000);
    expect(pump.task('1', id)).toMatchObject({
      status: 2,
      statusText: '导入失败：文件中没有数据',
      downloadUrl: '',
    });
    expect(pump.file('1', id)).toMatchObject({ ok: false, code: '10514' });
  });

  it('pages newest first', () => {
    const clock = movableClock();
    const { pump } = setUp(clock);
    for (let i = 0; i < 4; i++) {
      pump.submit(user, { type: 'residentImport', params: '{}', file: { ...xlsx, filename: `${i}.xlsx` } });
      clock.advance(1000);
    }
    const page = pump.list('1', 'import', 2, 3);
    expect(page.total).toBe(4);
    expect(page.records.map((t) => t.fileName)).toEqual(['0.xlsx']);
  });
});
