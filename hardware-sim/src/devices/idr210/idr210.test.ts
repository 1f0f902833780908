import { afterEach, describe, expect, it } from 'vitest';
import { fromConsole } from '../../lib/console-origin';
import type { FastifyInstance } from 'fastify';
import { buildQtApp } from '../../qt/app';
import { manualClock } from '../../lib/clock';
import type { Uploader, UploadRequest } from '../../lib/uploader';
import { idCheckDigit, isValidIdNumber, makeIdNumber, presetPerson } from './people';

describe('ID numbers', () => {
  it('carry GB 11643 check digits and the gender digit', () => {
    expect(idCheckDigit('11010519491231002')).toBe('X');
    for (let n = 1; n <= 4; n++) expect(isValidIdNumber(presetPerson(n).idNumber)).toBe(true);
    const female = makeIdNumber('320106', '1992-11-03', '女', 5);
    const male = makeIdNumber('320106', '1992-11-03', '男', 5);
    expect(Number(female[16]) % 2).toBe(0);
    expect(Number(male[16]) % 2).toBe(1);
    expect(female.slice(6, 14)).toBe('19921103');
  });
});

describe('IDR210 reader over HTTP', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('reads an ID card with a PNG photo, then uploads that photo', async () => {
    const uploads: UploadRequest[] = [];
    const uploader: Uploader = async (req) => {
      uploads.push(req);
      return { url: `estate/${req.fileName}`, urlShow: `http://files/estate/${req.fileName}` };
    };
    app = buildQtApp({ clock: manualClock('2026-03-15T01:30:00Z'), uploader });
    const post = (url: string, payload: object = {}) =>
      app
        .inject({ method: 'POST', headers: fromConsole(), url, payload })
        .then((r) => r.json<{ status: boolean; message?: string; data?: Record<string, unknown> }>());

    expect(await post('/idr210_reader/read')).toEqual({ status: false, message: '请放置身份证' });
    await post('/__sim/card', {
      reader: 'idr210',
      action: 'place',
      card: { name: '王芳', gender: '女', birthday: '1990-05-01' },
    });
    const read = await post('/idr210_reader/read');
    expect(read.data).toMatchObject({ name: '王芳', gender: '女', birthday: '1990-05-01' });
    const idNumber = String(read.data?.idNumber);
    expect(isValidIdNumber(idNumber)).toBe(true);
    expect(idNumber.slice(6, 14)).toBe('19900501');
    const photo = Buffer.from(String(read.data?.photo), 'base64');
    expect(photo.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(photo.readUInt32BE(16)).toBe(102);
    expect(photo.readUInt32BE(20)).toBe(126);
    expect((await post('/idr210_reader/read_card_id')).data?.cardId).toMatch(/^[0-9A-F]{16}$/);
    expect(await post('/idr210_reader/type_a_sn')).toEqual({ status: false, message: '未检测到TypeA卡' });

    const upload = await post('/idr210_reader/upload_photo', {
      url: 'http://localhost:3000/api/uploadFile/v2',
      session: 'abc',
      filePath: String(read.data?.photoPath).toUpperCase(),
      index: 2,
    });
    expect(upload).toEqual({
      status: true,
      data: { index: 2, url: `estate/${idNumber}.png`, urlShow: `http://files/estate/${idNumber}.png` },
    });
    expect(uploads[0]).toMatchObject({
      fileField: 'file',
      fields: { sessionId: 'abc' },
      contentType: 'image/png',
    });
    expect(uploads[0]?.data.equals(photo)).toBe(true);

    const missing = await post('/idr210_reader/upload_photo', {
      url: 'http://localhost:3000/api/uploadFile/v2',
      session: 'abc',
      filePath: 'C:\\nope.png',
      index: 0,
    });
    expect(missing.status).toBe(false);
    expect(missing.message).toMatch(/^照片无法上传/);

    await post('/__sim/card', { reader: 'idr210', action: 'place', card: { kind: 'typeA', sn: '3c7b15a9' } });
    expect((await post('/idr210_reader/type_a_sn')).data).toEqual({ sn: '3C7B15A9', snDec: '1014699433' });
  });
});
