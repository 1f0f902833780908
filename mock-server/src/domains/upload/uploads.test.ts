import { describe, expect, it } from 'vitest';
import { fakerFor } from '../../store/random.js';
import { TEST_NOW, movableClock } from '../../test-support/testing.js';
import { FV_TEMPLATE, HOSTILE_UPLOADS, PNG_1PX } from '../../test-support/upload-samples.js';
import { MAX_STORED_FILES, createUploads, extensionOf, uploadKeyOf } from './uploads.js';

const faker = (scope: string) => fakerFor(1, scope);
const png = PNG_1PX;

describe('uploads (02-modules §9 upload names)', () => {
  it('names files 16 random characters + agentId + timestamp, with the extension of the content', () => {
    const uploads = createUploads({ faker, now: () => TEST_NOW });
    const result = uploads.save({
      type: 'estate',
      agentId: '2',
      filename: '南门.JPG',
      kind: 'image',
      data: png,
      maxBytes: 100,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.url).toMatch(new RegExp(`^estate/[A-Za-z0-9]{16}2${TEST_NOW.getTime()}\\.png$`));
    expect(uploads.get(result.value.url)?.mimetype).toBe('image/png');
    expect(result.value.urlShow).toBe(`/api/static/uploads/${result.value.url}`);
    expect(uploads.get(result.value.url)?.data).toEqual(png);
  });

  it('is deterministic for a seed', () => {
    const save = () =>
      createUploads({ faker, now: () => TEST_NOW }).save({
        type: 'fv',
        agentId: '1',
        filename: 'a.dat',
        kind: 'fingerVein',
        data: FV_TEMPLATE,
        maxBytes: 1000,
      });
    expect(save()).toEqual(save());
  });

  it('rejects empty and oversized files', () => {
    const uploads = createUploads({ faker, now: () => TEST_NOW });
    const base = { type: 'estate', agentId: '1', filename: 'a.png', kind: 'image' } as const;
    expect(uploads.save({ ...base, data: Buffer.alloc(0), maxBytes: 10 })).toMatchObject({
      ok: false,
      code: '10302',
    });
    expect(uploads.save({ ...base, data: Buffer.alloc(11), maxBytes: 10 })).toMatchObject({
      ok: false,
      code: '10301',
    });
  });

  it('keeps seeded files and drops the oldest user files beyond the cap', () => {
    const uploads = createUploads({ faker, now: () => TEST_NOW }, [
      { key: 'notice/a.svg', mimetype: 'image/svg+xml', data: png },
    ]);
    const keys: string[] = [];
    for (let i = 0; i <= MAX_STORED_FILES; i++) {
      const r = uploads.save({
        type: 'estate',
        agentId: '1',
        filename: `${i}.png`,
        kind: 'image',
        data: png,
        maxBytes: 100,
      });
      if (r.ok) keys.push(r.value.url);
    }
    expect(uploads.get(keys[0]!)).toBeUndefined();
    expect(uploads.get(keys.at(-1)!)).toBeDefined();
    expect(uploads.get('notice/a.svg')?.seeded).toBe(true);
  });

  it('stores only the formats the upload kind takes, found by content, whatever the name and type claim', () => {
    const uploads = createUploads({ faker, now: () => TEST_NOW });
    const base = { type: 'estate', agentId: '1', maxBytes: 1000 };
    for (const hostile of HOSTILE_UPLOADS) {
      for (const kind of ['image', 'fingerVein'] as const) {
        expect(uploads.save({ ...base, ...hostile, kind }), `${hostile.label} as ${kind}`).toMatchObject({
          ok: false,
          code: '10303',
        });
      }
    }
    expect(uploads.save({ ...base, filename: 'a.png', kind: 'image', data: FV_TEMPLATE })).toMatchObject({
      message: '请上传 jpg/png/jpeg 格式',
    });
    expect(uploads.save({ ...base, filename: 'a.dat', kind: 'fingerVein', data: png })).toMatchObject({
      message: '请上传指静脉模板文件',
    });
  });

  it('reads object keys from upload addresses only', () => {
    expect(uploadKeyOf('/api/static/uploads/face/x.jpg')).toBe('face/x.jpg');
    expect(uploadKeyOf('face/x.jpg')).toBe('face/x.jpg');
    expect(uploadKeyOf('https://oss.example.cn/face/x.jpg')).toBeUndefined();
    expect(extensionOf('noext', 'image/png')).toBe('.png');
  });

  it('accepts direct uploads signed by its own credentials, within the directory and the time', () => {
    const clock = movableClock();
    const uploads = createUploads({ faker, now: clock.now });
    const token = uploads.issueToken('estate');
    expect(token).toMatchObject({
      dir: 'estate/20261121/',
      host: '/api/static/oss',
      expire: TEST_NOW.getTime() / 1000 + 1800,
    });
    const fields = {
      key: `${token.dir}a.png`,
      policy: token.policy,
      signature: token.signature,
      OSSAccessKeyId: token.accessid,
    };
    const file = { data: png };
    expect(uploads.acceptDirectUpload({ ...fields, signature: 'forged' }, file)).toMatchObject({
      ok: false,
      code: 'SignatureDoesNotMatch',
    });
    expect(uploads.acceptDirectUpload({ ...fields, key: 'face/a.png' }, file)).toMatchObject({
      ok: false,
      code: 'AccessDenied',
    });
    expect(uploads.acceptDirectUpload({ ...fields, key: `${token.dir}../a.png` }, file)).toMatchObject({
      ok: false,
      code: 'AccessDenied',
    });
    expect(uploads.acceptDirectUpload(fields, undefined)).toMatchObject({
      ok: false,
      code: 'InvalidArgument',
    });
    expect(uploads.acceptDirectUpload(fields, file)).toMatchObject({
      ok: true,
      value: { key: 'estate/20261121/a.png', mimetype: 'image/png' },
    });
    HOSTILE_UPLOADS.forEach((hostile, i) => {
      const key = `${token.dir}${i}${extensionOf(hostile.filename)}`;
      expect(uploads.acceptDirectUpload({ ...fields, key }, hostile), hostile.label).toMatchObject({
        ok: false,
        code: 'InvalidArgument',
        message: '请上传 jpg/png/jpeg/bmp 格式',
      });
      expect(uploads.get(key)).toBeUndefined();
    });
    clock.advance(1_800_001);
    expect(uploads.acceptDirectUpload(fields, file)).toMatchObject({
      ok: false,
      code: 'AccessDenied',
      message: '上传凭证已过期',
    });
  });
});
