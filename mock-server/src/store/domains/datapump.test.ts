import { describe, expect, it } from 'vitest';
import { createDatapump } from './datapump.js';
import { createSms } from './sms.js';
import { TEST_NOW, movableClock } from './testing.js';

const user = { userId: '1', phone: '13800138000' };
const xlsx = { filename: '住户导入模板.xlsx', data: Buffer.from('xlsx') };

function setUp(clock: { now: () => Date } = { now: () => TEST_NOW }) {
  const sms = createSms(clock);
  return { sms, pump: createDatapump(clock, sms) };
}

describe('import / export (02-modules §4, §5)', () => {
  it('lists a default (not editable) and an editable template per data type', () => {
    const { pump } = setUp();
    const result = pump.templates('resident');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value[0]).toMatchObject({
      templateId: 'resident-default',
      dataMode: 'standard',
      allowSave: 0,
    });
    expect(result.value[1]!.allowSave).toBe(1);
    expect(
      result.value.every(
        (t) => t.templateName.length <= 10 && t.dataTemplate.every((f) => f.alias.length <= 10),
      ),
    ).toBe(true);
    expect(pump.templates('unknown')).toMatchObject({ ok: false, code: '10504' });
  });

  it('needs type and params', () => {
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
    expect(pump.submit(user, { type: 'visitorImport', params: '{}', file: xlsx })).toMatchObject({
      ok: false,
      code: '10504',
    });
  });

  it("confirms exports with the user's latest SMS code", () => {
    const { sms, pump } = setUp();
    const input = { type: 'residentExport', params: '{"depId":1499,"templateId":"resident-default"}' };
    expect(pump.submit(user, input)).toMatchObject({ ok: false, code: '10508' });
    expect(pump.submit(user, { ...input, smsCode: '8000' })).toMatchObject({ ok: false, code: '10603' });
    sms.send(user, { mobileNo: '138****8000' });
    expect(pump.submit(user, { ...input, smsCode: '1234' })).toMatchObject({ ok: false, code: '10604' });
    expect(
      pump.submit(user, { ...input, params: '{"templateId":"house-default"}', smsCode: '8000' }),
    ).toMatchObject({ ok: false, code: '10503' });
    expect(pump.submit(user, { ...input, smsCode: '8000' })).toEqual({
      ok: true,
      value: {
        taskId: 'EX202611210930000001',
        type: 'residentExport',
        taskType: 'export',
        status: 0,
        statusText: '文件正在生成中',
        fileName: '住户信息_20261121093000.xlsx',
        createTime: '2026-11-21 09:30:00',
      },
    });
  });

  it('takes one Excel file under 10 MB for imports', () => {
    const { pump } = setUp();
    const input = { type: 'residentImport', params: '{"depId":1499}' };
    expect(pump.submit(user, input)).toMatchObject({ ok: false, code: '10505' });
    expect(
      pump.submit(user, { ...input, file: { filename: 'a.csv', data: Buffer.from('x') } }),
    ).toMatchObject({ ok: false, code: '10506' });
    expect(
      pump.submit(user, { ...input, file: { filename: 'a.xls', data: Buffer.alloc(10 * 1024 * 1024) } }),
    ).toMatchObject({ ok: false, code: '10507' });
    expect(pump.submit(user, { ...input, file: xlsx })).toMatchObject({
      ok: true,
      value: { taskType: 'import', statusText: '数据正在导入中', fileName: '住户导入模板.xlsx' },
    });
  });

  it('finishes tasks after a few seconds', () => {
    const clock = movableClock();
    const { pump } = setUp(clock);
    pump.submit(user, { type: 'houseImport', params: '{}', file: xlsx });
    expect(pump.tasksOf('1')[0]).toMatchObject({ status: 0, statusText: '数据正在导入中' });
    clock.advance(5_000);
    expect(pump.tasksOf('1')[0]).toMatchObject({ status: 1, statusText: '导入成功' });
    expect(pump.tasksOf('2')).toEqual([]);
  });
});
