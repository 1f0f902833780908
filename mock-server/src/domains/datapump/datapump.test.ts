// Bulk import / export over HTTP (02-modules §4, §5, §7) and its socket messages (01-shell §4, §8): a
// real .xlsx upload, the Report page's lists, the .xlsx downloads and the notice / push frames.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../../config.js';
import { XLSX_CONTENT_TYPE } from '../../contract/file-response.js';
import { buildApp } from '../../app.js';
import type { RawData, RealtimeSocket } from '../../realtime/hub.js';
import { movableClock } from '../../test-support/testing.js';

class FakeSocket implements RealtimeSocket {
  readyState = 1;
  sent: unknown[] = [];
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.readyState = 3;
  }
  on(
    _event: 'message' | 'close' | 'error',
    _listener: ((data: RawData, isBinary: boolean) => void) | (() => void) | ((error: Error) => void),
  ): this {
    return this;
  }
}

// Frames are checked against asyncapi/notice.yaml and alerts.yaml (draft-07 payload schemas).
const ajv = new Ajv({ strict: false, allErrors: true });
for (const name of ['notice', 'alerts']) {
  ajv.addSchema(parse(readFileSync(path.join(repoRoot, `asyncapi/${name}.yaml`), 'utf8')), name);
}
const frameErrors = (doc: string, message: string, frame: unknown) => {
  const validate = ajv.getSchema(`${doc}#/components/messages/${message}/payload`)!;
  return validate(frame) ? null : ajv.errorsText(validate.errors);
};

const clock = movableClock();
let app: Awaited<ReturnType<typeof buildApp>>;
const TOKEN = 'datapump-test-token';

beforeAll(async () => {
  app = await buildApp({ webDist: null, seed: 20260101, scale: 24, now: clock.now, logger: false });
  const admin = app.mock.store.users.find((u) => u.userName === 'admin')!;
  app.mock.store.sessions.openFixed(TOKEN, admin, clock.now());
});
afterAll(() => app.close());

function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const chunks: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--b\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file) {
    chunks.push(
      Buffer.from(
        `--b\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from('--b--\r\n'));
  return app.inject({
    method: 'POST',
    url: '/api/datapump/im_ex/v2',
    headers: { 'DOOR-Authorization': TOKEN, 'content-type': 'multipart/form-data; boundary=b' },
    payload: Buffer.concat(chunks),
  });
}

const get = (url: string) =>
  app.inject({ method: 'GET', url: `/api${url}`, headers: { 'DOOR-Authorization': TOKEN } });

async function residentsWorkbook(): Promise<Buffer> {
  const { communities, hierarchy } = app.mock.store;
  const c = communities[0]!;
  const b = hierarchy.buildingsOf(c.depId)[0]!;
  const u = hierarchy.unitsOf(b.buildingId)[0]!;
  const room = hierarchy.roomsOf(u.unitId)[0]!.roomNumber;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('住户信息');
  sheet.addRow(['小区名称*', '楼栋*', '单元*', '房号*', '姓名*', '手机号*', '住户类型*', '证件号码']);
  sheet.addRow([c.depName, b.buildingName, u.unitName, room, '钱多多', '13511112222', '业主', '']);
  sheet.addRow([c.depName, b.buildingName, u.unitName, room, '钱少少', '135', '家属', '']);
  return Buffer.from((await book.xlsx.writeBuffer()) as ArrayBuffer);
}

describe('datapump over HTTP', () => {
  it('imports an uploaded .xlsx, announces it on the notice channel, and reports the bad row', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const notice = new FakeSocket();
    const alert = new FakeSocket();
    const session = { token: TOKEN, userId: '1', agentId: '1' };
    const offNotice = app.mock.hub.addNotice({ ...session, socket: notice, registeredAgentId: '1' });
    const offAlert = app.mock.hub.addAlert({ ...session, socket: alert });
    try {
      const res = await multipart(
        { type: 'residentImport', params: '{}' },
        { name: '住户.xlsx', data: await residentsWorkbook() },
      );
      const body = res.json();
      expect(body).toMatchObject({
        code: 0,
        data: { status: 0, statusText: '数据正在导入中', dataType: 'resident' },
      });
      const taskId = body.data.taskId as string;
      expect(notice.sent).toEqual([
        [
          'import',
          expect.objectContaining({
            taskId,
            dataType: 'resident',
            dataTypeName: '住户信息',
            status: 'processing',
            message: '数据正在导入中',
          }),
        ],
      ]);
      expect(frameErrors('notice', 'NoticeImportTask', notice.sent[0])).toBeNull();

      clock.advance(3_000);
      await vi.advanceTimersByTimeAsync(3_000);
      expect(notice.sent[1]).toEqual([
        'import',
        expect.objectContaining({
          taskId,
          status: 'success',
          message: '导入成功',
          successCount: 1,
          failCount: 1,
        }),
      ]);
      expect(frameErrors('notice', 'NoticeImportTask', notice.sent[1])).toBeNull();
      expect(alert.sent).toEqual([['push', { import: 1 }]]);
      expect(frameErrors('alerts', 'AlertPush', alert.sent[0])).toBeNull();

      const list = (await get('/datapump/task/list/v2?taskType=import')).json();
      expect(list.object.records[0]).toMatchObject({
        taskId,
        status: 1,
        totalCount: 2,
        rowErrors: [{ row: 3, message: '手机号格式不正确' }],
      });
      const file = await get(list.object.records[0].downloadUrl.replace(/^\/api/, ''));
      expect(file.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
      expect(file.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent('住户_错误报告.xlsx')}`,
      );
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      expect(book.worksheets[0]!.getRow(2).getCell(1).value).toBe(3);
    } finally {
      offNotice();
      offAlert();
      vi.useRealTimers();
    }
  });

  it('exports after the SMS code and serves the .xlsx; 10513 while it is being generated', async () => {
    const sent = await app.inject({
      method: 'POST',
      url: '/api/s_m_s/sms/send/v2',
      headers: { 'DOOR-Authorization': TOKEN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'nationCode=86&businessType=3&mobileNo=138****8000&menuName=住户管理',
    });
    expect(sent.json()).toMatchObject({ code: '200' });
    const res = await multipart({
      type: 'residentExport',
      smsCode: '8000',
      params: JSON.stringify({ depId: app.mock.store.communities[0]!.depId, templateId: 'resident-contact' }),
    });
    const taskId = res.json().data.taskId as string;
    expect((await get(`/datapump/task/file/v2?taskId=${taskId}`)).json()).toEqual({
      code: '10513',
      message: '文件正在生成中，请稍后下载',
    });
    clock.advance(3_000);
    const file = await get(`/datapump/task/file/v2?taskId=${taskId}`);
    expect(file.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(['姓名', '手机号', '房屋']);
    expect(sheet.rowCount).toBeGreaterThan(1);
    expect((await get('/datapump/task/file/v2?taskId=nope')).json()).toMatchObject({ code: '10512' });
  });

  it('serves the import template and lists the seeded history', async () => {
    const template = await get('/datapump/import_template/download/v2?dataType=resident');
    expect(template.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect((await get('/datapump/import_template/download/v2?dataType=visitor')).json()).toMatchObject({
      code: '10504',
    });
    const exports = (await get('/datapump/task/list/v2?taskType=export&limit=100')).json();
    expect(exports.object.records.at(-1)).toMatchObject({ type: 'residentExport', status: 1 });
  });

  it('sent only responses that conform to the contract', () => {
    expect(app.mock.violations).toEqual([]);
  });
});
