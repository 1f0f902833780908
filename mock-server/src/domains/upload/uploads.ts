// Uploaded files kept in memory and served at /api/static/uploads/{key}; upload names follow
// 02-modules §9 (16 random characters + agentId + timestamp, extension kept). Also issues and checks
// the OSS-style direct-upload credentials of /startupload/v1 (host /api/static/oss).
import { createHmac } from 'node:crypto';
import { compactDate } from '../../store/clock.js';
import type { DomainContext } from '../context.js';
import { failure, success, type Outcome } from '../../lib/result.js';
import { detectUpload, type UploadKind } from './upload-content.js';

export interface StoredFile {
  key: string;
  filename: string;
  mimetype: string;
  data: Buffer;
  /** seeded files are never evicted */
  seeded: boolean;
}

export interface UploadToken {
  accessid: string;
  dir: string;
  policy: string;
  security_token: string;
  signature: string;
  host: string;
  expire: number;
}

export const UPLOAD_ROUTE_PREFIX = '/api/static/uploads/';
export const OSS_HOST = '/api/static/oss';
/** Image and photo uploads (the import limit of 02-modules §9). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Finger-vein template files. */
export const MAX_FV_BYTES = 1024 * 1024;
export const TOKEN_TTL_SECONDS = 30 * 60;
/** User uploads kept before the oldest are dropped. */
export const MAX_STORED_FILES = 500;

const OSS_SECRET = 'zhsq-mock-oss-secret';
const MIME_EXT: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/bmp': '.bmp',
  'image/svg+xml': '.svg',
  'application/zip': '.zip',
};
const IMAGE_EXT = new Set(['.jpg', '.jpeg', '.png', '.bmp', '.gif', '.svg']);

export function extensionOf(filename: string, mimetype = ''): string {
  const m = /\.[A-Za-z0-9]{1,5}$/.exec(filename);
  return m ? m[0].toLowerCase() : (MIME_EXT[mimetype] ?? '');
}

/** A stored file looks like an image by its type or its extension. */
export function isImage(file: Pick<StoredFile, 'mimetype' | 'key'>): boolean {
  return file.mimetype.startsWith('image/') || IMAGE_EXT.has(extensionOf(file.key));
}

/** The object key an address names: an upload key `{type}/{name}` or `/api/static/uploads/{key}`. */
export function uploadKeyOf(address: string): string | undefined {
  const path = address.startsWith(UPLOAD_ROUTE_PREFIX) ? address.slice(UPLOAD_ROUTE_PREFIX.length) : address;
  return /^[A-Za-z][A-Za-z0-9_]*\/[^/\s]+(\/[^/\s]+)*$/.test(path) && !/^https?:/.test(address)
    ? path
    : undefined;
}

function safeKey(key: string): boolean {
  return (
    /^[A-Za-z0-9_][A-Za-z0-9_./-]*$/.test(key) &&
    !key.split('/').some((p) => p === '..' || p === '.' || p === '')
  );
}

export function createUploads(
  ctx: Pick<DomainContext, 'faker' | 'now'>,
  seedFiles: { key: string; mimetype: string; data: Buffer }[] = [],
) {
  const files = new Map<string, StoredFile>();
  const names = ctx.faker('uploads');
  const sign = (policy: string) => createHmac('sha1', OSS_SECRET).update(policy).digest('base64');

  function put(file: StoredFile): StoredFile {
    files.delete(file.key);
    files.set(file.key, file);
    const user = [...files.values()].filter((f) => !f.seeded);
    for (const old of user.slice(0, Math.max(0, user.length - MAX_STORED_FILES))) files.delete(old.key);
    return file;
  }
  for (const f of seedFiles) put({ ...f, filename: f.key.split('/').pop()!, seeded: true });

  return {
    /**
     * Stores an upload under `{type}/{16 random}{agentId}{timestamp}{ext}`, with the type and extension its
     * content shows (upload-content.ts); empty, oversized or undeclared-format files fail, nothing stored.
     */
    save(input: {
      type: string;
      agentId: string;
      filename: string;
      kind: UploadKind;
      data: Buffer;
      maxBytes: number;
    }): Outcome<{ url: string; urlShow: string }> {
      if (input.data.length === 0) return failure('10302', '上传文件不能为空');
      if (input.data.length > input.maxBytes) return failure('10301', '上传的文件大小超过限制');
      const format = detectUpload(input.kind, input.data, input.filename);
      if (!format.ok) return format;
      const { mimetype, ext } = format.value;
      const name = `${names.string.alphanumeric(16)}${input.agentId}${ctx.now().getTime()}${ext}`;
      const key = `${input.type}/${name}`;
      put({ key, filename: input.filename, mimetype, data: input.data, seeded: false });
      return success({ url: key, urlShow: UPLOAD_ROUTE_PREFIX + key });
    },

    get(key: string): StoredFile | undefined {
      return files.get(key);
    },

    /** How many files are stored (seeded ones included). */
    count(): number {
      return files.size;
    },

    /** Direct-upload credentials for keys under `{type}/{yyyyMMdd}/`, valid TOKEN_TTL_SECONDS. */
    issueToken(type: string): UploadToken {
      const now = ctx.now();
      const expire = Math.floor(now.getTime() / 1000) + TOKEN_TTL_SECONDS;
      const dir = `${type}/${compactDate(now)}/`;
      const policy = Buffer.from(
        JSON.stringify({
          expiration: new Date(expire * 1000).toISOString(),
          conditions: [
            ['starts-with', '$key', dir],
            ['content-length-range', 0, MAX_IMAGE_BYTES],
          ],
        }),
      ).toString('base64');
      return {
        accessid: `STS.${names.string.alphanumeric(20)}`,
        dir,
        policy,
        security_token: `CAIS${names.string.alphanumeric(40)}`,
        signature: sign(policy),
        host: OSS_HOST,
        expire,
      };
    },

    /** The OSS form post: checks the policy this domain signed, then stores the file under `key`. */
    acceptDirectUpload(
      fields: Record<string, string>,
      file: { data: Buffer } | undefined,
    ): Outcome<StoredFile> {
      const { key, policy, signature } = fields;
      if (!key || !policy || !signature || !file)
        return failure('InvalidArgument', '缺少 key、policy、signature 或 file');
      if (sign(policy) !== signature) return failure('SignatureDoesNotMatch', '签名不匹配');
      let conditions: { expiration?: string; conditions?: unknown[] };
      try {
        conditions = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as typeof conditions;
      } catch {
        return failure('InvalidPolicyDocument', '上传策略无效');
      }
      if (!conditions.expiration || Date.parse(conditions.expiration) < ctx.now().getTime())
        return failure('AccessDenied', '上传凭证已过期');
      const prefix =
        (conditions.conditions ?? []).find(
          (c): c is [string, string, string] => Array.isArray(c) && c[0] === 'starts-with',
        )?.[2] ?? '';
      if (!safeKey(key) || !key.startsWith(prefix)) return failure('AccessDenied', '对象键不在授权目录内');
      if (file.data.length > MAX_IMAGE_BYTES) return failure('EntityTooLarge', '上传的文件大小超过限制');
      // Served with the type its content shows, whatever the client-chosen key ends with.
      const format = detectUpload('legacyImage', file.data, key);
      if (!format.ok) return failure('InvalidArgument', format.message);
      const { mimetype } = format.value;
      return success(put({ key, filename: key.split('/').pop()!, mimetype, data: file.data, seeded: false }));
    },
  };
}

export type UploadsDomain = ReturnType<typeof createUploads>;
