// Upload helpers: stored names (02 §9), image checks (01 §5, 02 §5), uploadFile/v2 (02 §7, §9) and the
// object-storage direct upload (02 §4 "Upload token is fetched when missing", §7 "Uploads to object
// storage"). Network through the test fetch double: undeclared requests fail the test.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveToken } from '../storage';
import { fakeFetch, mockApi } from '@/test/fetch-mock';
import { configureUploadAgent } from './agent';
import { UploadError } from './errors';
import { fileExtension, renameFile, uploadFileName } from './file-name';
import { checkImageFile } from './image-check';
import { createOssUploader } from './oss';
import { uploadImage } from './upload-image';

const NOW = 1773800000000;
const TOKEN = {
  accessid: 'STS.NUd3mockAccessKey01',
  dir: 'estate/20260318/',
  policy: 'eyJleHBpcmF0aW9uIjoiMjAyNi0wMy0xOFQwMjowMDowMC4wMDBaIn0=',
  security_token: 'CAIS8gF1q6Ft5B2yfSjIr5fmL9Pmockmock',
  signature: '0T5sM8e7Y0Qd2G8u1d8H1m4Zr2k=',
  host: '/api/static/oss',
  expire: NOW / 1000 + 1800,
};

function png(name = '南门.png', size = 10): File {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

/**
 * jsdom's File loses its name when undici serialises the FormData (it arrives as 'blob'); browsers keep
 * it. The names given to FormData.append are what a browser would send.
 */
function appendedFileNames(): string[] {
  const names: string[] = [];
  const append = FormData.prototype.append;
  vi.spyOn(FormData.prototype, 'append').mockImplementation(function (
    this: FormData,
    name: string,
    value: string | Blob,
    fileName?: string,
  ) {
    if (value instanceof Blob) names.push(fileName ?? (value as File).name);
    const real = append as (this: FormData, name: string, value: string | Blob, fileName?: string) => void;
    return fileName === undefined ? real.call(this, name, value) : real.call(this, name, value, fileName);
  });
  return names;
}

afterEach(() => {
  configureUploadAgent(() => undefined);
  vi.restoreAllMocks();
});

describe('stored file names — 02 §9 "16 random characters plus agentId and timestamp, keeping the extension"', () => {
  it.each<[string, string]>([
    ['南门.jpg', '.jpg'],
    ['photo.JPG', '.JPG'],
    ['a.b.c.png', '.png'],
    ['noext', ''],
    ['.hidden', ''],
    ['dir/evil.png', '.png'],
    ['C:\\Users\\me\\pic.jpeg', '.jpeg'],
    ['../../etc/passwd', ''],
    ['x.p n g', ''],
    ['x.😀', ''],
    ['x.<script>', ''],
    ['x.abcdefghijk', ''], // 11 characters: not an extension
    ['', ''],
  ])('%j keeps %j', (name, ext) => {
    expect(fileExtension(name)).toBe(ext);
  });

  it('is 16 alphanumerics + agentId + timestamp + extension', () => {
    expect(uploadFileName('南门.jpg', '12', NOW)).toMatch(/^[A-Za-z0-9]{16}121773800000000\.jpg$/);
    expect(uploadFileName('x', 7, NOW)).toMatch(/^[A-Za-z0-9]{16}71773800000000$/);
  });

  it('drops characters of the agent id that do not belong in a name', () => {
    expect(uploadFileName('a.png', '../1', NOW)).toMatch(/^[A-Za-z0-9]{16}11773800000000\.png$/);
  });

  it('two names of the same file and moment differ', () => {
    expect(uploadFileName('a.png', '1', NOW)).not.toBe(uploadFileName('a.png', '1', NOW));
  });

  it('renameFile keeps the bytes and the type', async () => {
    const renamed = renameFile(png('a.png', 3), '1', NOW);
    expect(renamed.name).toMatch(/1773800000000\.png$/);
    expect(renamed.type).toBe('image/png');
    expect(renamed.size).toBe(3);
  });
});

describe('image checks — 01 §5 "jpg, png, jpeg by default (older widget also bmp) … size limit in KB"', () => {
  it.each<[string, string, number, string | undefined]>([
    ['a.jpg', 'image/jpeg', 1, undefined],
    ['a.JPEG', 'image/jpeg', 1, undefined],
    ['a.png', 'image/png', 1, undefined],
    ['a.png', '', 1, undefined], // some browsers leave the type empty
    ['a.bmp', 'image/bmp', 1, '请上传 jpg/png/jpeg 格式'],
    ['a.gif', 'image/gif', 1, '请上传 jpg/png/jpeg 格式'],
    ['a.png.exe', 'application/octet-stream', 1, '请上传 jpg/png/jpeg 格式'],
    ['a.png', 'text/html', 1, '请上传 jpg/png/jpeg 格式'],
    ['png', 'image/png', 1, '请上传 jpg/png/jpeg 格式'],
    ['', 'image/png', 1, '请上传 jpg/png/jpeg 格式'],
  ])('%j (%s) → %j', (name, type, size, message) => {
    expect(checkImageFile({ name, type, size })).toBe(message);
  });

  it('the older widget also takes bmp', () => {
    const types = ['jpg', 'png', 'jpeg', 'bmp'];
    expect(checkImageFile({ name: 'a.bmp', type: 'image/bmp', size: 1 }, { types })).toBeUndefined();
    expect(checkImageFile({ name: 'a.gif', type: 'image/gif', size: 1 }, { types })).toBe(
      '请上传 jpg/png/jpeg/bmp 格式',
    );
  });

  it.each<[number, number, string | undefined]>([
    [100, 100 * 1024, undefined],
    [100, 100 * 1024 + 1, '图片大小不能超过100KB，请重新上传'],
    [500, 600 * 1024, '图片大小不能超过500KB，请重新上传'],
    [1023, 2048 * 1024, '图片大小不能超过1023KB，请重新上传'],
    [1024, 1024 * 1024 + 1, '图片大小不能超过1M，请重新上传'],
    [1536, 2048 * 1024, '图片大小不能超过1.5M，请重新上传'],
    [10240, 11 * 1024 * 1024, '图片大小不能超过10M，请重新上传'],
  ])('limit %d KB, %d bytes → %j', (maxSizeKb, size, message) => {
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size }, { maxSizeKb })).toBe(message);
  });

  it('the type is checked before the size', () => {
    expect(checkImageFile({ name: 'a.gif', type: 'image/gif', size: 1e9 }, { maxSizeKb: 1 })).toBe(
      '请上传 jpg/png/jpeg 格式',
    );
  });
});

describe('uploadFile/v2 — 02 §7 "multipart: sessionId, type, file → code \'200\', data.url, data.urlShow"', () => {
  it('sends type, sessionId and the renamed file; returns url and urlShow', async () => {
    saveToken('8f14e45fceea167a5a36dedd4bea2543', false);
    configureUploadAgent(() => 12);
    const names = appendedFileNames();
    const data = { url: 'estate/x.png', urlShow: '/api/static/uploads/estate/x.png' };
    const route = mockApi('POST', '/uploadFile/v2', { code: '200', message: '上传成功', data });
    await expect(uploadImage(png(), { type: 'estate', now: NOW })).resolves.toEqual(data);
    expect(route.calls[0]?.fields).toMatchObject({
      type: 'estate',
      sessionId: '8f14e45fceea167a5a36dedd4bea2543',
    });
    expect(names[0]).toMatch(/^[A-Za-z0-9]{16}121773800000000\.png$/);
  });

  it('an explicit agent id wins over the configured one', async () => {
    configureUploadAgent(() => 12);
    const names = appendedFileNames();
    mockApi('POST', '/uploadFile/v2', { code: '200', data: { url: 'a', urlShow: 'b' } });
    await uploadImage(png(), { type: 'face', agentId: '3', now: NOW });
    expect(names[0]).toMatch(/^[A-Za-z0-9]{16}31773800000000\.png$/);
  });

  it('02 §8 "non-200 code shows the server message"', async () => {
    mockApi('POST', '/uploadFile/v2', { code: '10301', message: '上传的文件大小超过限制' });
    const error = await uploadImage(png(), { type: 'estate' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).notice).toBe('上传的文件大小超过限制');
  });

  it('the server refusing the content (10303: not a JPEG or PNG, whatever the name) shows its own message', async () => {
    mockApi('POST', '/uploadFile/v2', { code: '10303', message: '请上传 jpg/png/jpeg 格式' });
    const error = (await uploadImage(png(), { type: 'estate' }).catch((e: unknown) => e)) as UploadError;
    expect(error.notice).toBe('请上传 jpg/png/jpeg 格式');
  });

  it('01 §8 "failure 图片上传失败，请重试" for anything that is not an answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi('POST', '/uploadFile/v2', 'not json at all');
    const error = (await uploadImage(png(), { type: 'estate' }).catch((e: unknown) => e)) as UploadError;
    expect(error.notice).toBe('图片上传失败，请重试');
  });

  it('01 §8 an HTTP 500 is an upload failure too', async () => {
    mockApi('POST', '/uploadFile/v2', {}, 500);
    const error = (await uploadImage(png(), { type: 'estate' }).catch((e: unknown) => e)) as UploadError;
    expect(error.notice).toBe('图片上传失败，请重试');
  });

  it("01 §8 '15003' is silent and '100013' was already announced: no notice of the widget's own", async () => {
    mockApi('POST', '/uploadFile/v2', { code: '15003', message: 'silent' });
    const error = (await uploadImage(png(), { type: 'estate' }).catch((e: unknown) => e)) as UploadError;
    expect(error.notice).toBeUndefined();
  });
});

describe('object storage — 02 §4 "Upload token is fetched when missing", §7 "Uploads to object storage"', () => {
  it('fetches a token once, then posts the fields to the token host with the file last', async () => {
    const tokenRoute = mockApi('POST', '/startupload/v1', { code: '200', data: TOKEN });
    const oss = mockApi('POST', '/static/oss', { key: 'x' });
    const uploader = createOssUploader({ agentId: '1', now: () => NOW });
    const names = appendedFileNames();

    const first = await uploader.upload(png('a.png'));
    const second = await uploader.upload(png('b.jpg'));

    expect(tokenRoute.calls).toHaveLength(1);
    expect(tokenRoute.calls[0]?.fields.type).toBe('estate');
    expect(oss.calls).toHaveLength(2);
    const fields = oss.calls[0]!.fields;
    expect(fields).toMatchObject({
      policy: TOKEN.policy,
      OSSAccessKeyId: TOKEN.accessid,
      success_action_status: '200',
      'x-oss-security-token': TOKEN.security_token,
      signature: TOKEN.signature,
    });
    expect(fields.name).toMatch(/^[A-Za-z0-9]{16}11773800000000\.png$/);
    expect(fields.key).toBe(`estate/20260318/${fields.name}`);
    expect(names[0]).toBe(fields.name);
    expect(first.key).toBe(fields.key);
    expect(first.url).toBe(first.key);
    expect(first.host).toBe(`${location.origin}/api/static/oss`);
    expect(first.urlShow).toBe(`${location.origin}/api/static/oss/${first.key}`);
    expect(second.key).toMatch(/\.jpg$/);
  });

  it('sends the file as the last form field', async () => {
    mockApi('POST', '/startupload/v1', { code: '200', data: TOKEN });
    let order: string[] = [];
    const fetchSpy = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      order = [...(init?.body as FormData).keys()];
      return new Response(null, { status: 204 });
    });
    const uploader = createOssUploader({ now: () => NOW });
    vi.stubGlobal('fetch', (input: Request | string | URL, init?: RequestInit) =>
      String(input).includes('/static/oss') ? fetchSpy(input, init) : fakeFetch(input, init),
    );
    await uploader.upload(png());
    expect(order.at(-1)).toBe('file');
    expect(order).toEqual([
      'name',
      'key',
      'policy',
      'OSSAccessKeyId',
      'success_action_status',
      'x-oss-security-token',
      'signature',
      'file',
    ]);
  });

  it('a token about to expire is fetched again; parallel uploads share one fetch', async () => {
    let clock = NOW;
    const tokenRoute = mockApi('POST', '/startupload/v1', { code: '200', data: TOKEN });
    mockApi('POST', '/static/oss', { key: 'x' });
    const uploader = createOssUploader({ now: () => clock });
    await Promise.all([uploader.upload(png()), uploader.upload(png()), uploader.upload(png())]);
    expect(tokenRoute.calls).toHaveLength(1);
    clock = TOKEN.expire * 1000 - 30_000; // inside the one-minute margin
    await uploader.upload(png());
    expect(tokenRoute.calls).toHaveLength(2);
  });

  it('01 §8 "older widget also resets its upload token": a refused post drops the token', async () => {
    const tokenRoute = mockApi('POST', '/startupload/v1', { code: '200', data: TOKEN });
    mockApi('POST', '/static/oss', { code: 'SignatureDoesNotMatch', message: '签名不匹配' }, 403);
    const uploader = createOssUploader({ now: () => NOW });
    const error = (await uploader.upload(png()).catch((e: unknown) => e)) as UploadError;
    expect(error).toBeInstanceOf(UploadError);
    expect(error.notice).toBe('图片上传失败，请重试');
    expect(uploader.token()).toBeUndefined();

    mockApi('POST', '/static/oss', { key: 'x' });
    await uploader.upload(png());
    expect(tokenRoute.calls).toHaveLength(2);
  });

  it('a token refused by the server shows its message', async () => {
    mockApi('POST', '/startupload/v1', { code: '100020', message: '存储服务未开通' });
    const error = (await createOssUploader()
      .upload(png())
      .catch((e: unknown) => e)) as UploadError;
    expect(error.notice).toBe('存储服务未开通');
  });

  it('reset() forgets the token', async () => {
    const tokenRoute = mockApi('POST', '/startupload/v1', { code: '200', data: TOKEN });
    mockApi('POST', '/static/oss', { key: 'x' });
    const uploader = createOssUploader({ type: 'notice', now: () => NOW });
    await uploader.upload(png());
    uploader.reset();
    await uploader.upload(png());
    expect(tokenRoute.calls.map((c) => c.fields.type)).toEqual(['notice', 'notice']);
  });
});
