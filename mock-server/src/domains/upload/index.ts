// 图片、桌面控件照片与指静脉模板上传，对象存储直传凭证。
import { defineHandler, requireSession, type UploadedFile } from '../../contract/define.js';
import { fail, ok200 } from '../../contract/envelope.js';
import type { UserRecord } from '../../store/index.js';
import type { Store } from '../store.js';
import { MAX_FV_BYTES, MAX_IMAGE_BYTES } from './uploads.js';
import type { UploadKind } from './upload-content.js';

function save(
  store: Store,
  user: UserRecord,
  type: string,
  files: UploadedFile[],
  { kind, maxBytes }: { kind: UploadKind; maxBytes: number },
) {
  const file = files.find((f) => f.field === 'file');
  if (!file) return fail('400', '请求参数错误：file 必须上传文件');
  const result = store.uploads.save({
    type,
    agentId: user.agentId,
    filename: file.filename,
    kind,
    data: file.data,
    maxBytes,
  });
  return result.ok ? ok200(result.value, '上传成功') : fail(result.code, result.message);
}

const IMAGE = { kind: 'image', maxBytes: MAX_IMAGE_BYTES } as const;
const FINGER_VEIN = { kind: 'fingerVein', maxBytes: MAX_FV_BYTES } as const;

export const handlers = [
  defineHandler('uploadFileV2', (ctx) => {
    const { user } = requireSession(ctx);
    return save(ctx.store, user, ctx.body.type, ctx.files, IMAGE);
  }),

  defineHandler('uploadFileV1', (ctx) => {
    const { user } = requireSession(ctx);
    return save(ctx.store, user, ctx.query.type ?? 'account_info', ctx.files, IMAGE);
  }),

  defineHandler('uploadFVFile', (ctx) => {
    const { user } = requireSession(ctx);
    return save(ctx.store, user, 'fv', ctx.files, FINGER_VEIN);
  }),

  defineHandler('startUpload', (ctx) => {
    requireSession(ctx);
    return ok200(ctx.store.uploads.issueToken(ctx.body.type ?? 'estate'));
  }),
];
