// Plain routes beside the contract (like the other /api/static files): uploaded files are served at
// /api/static/uploads/{key}, and /api/static/oss takes the OSS-style form post that the credentials of
// /startupload/v1 allow (fields key, policy, OSSAccessKeyId, signature, success_action_status, file).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { MockState } from '../../state.js';
import { MAX_IMAGE_BYTES, OSS_HOST, UPLOAD_ROUTE_PREFIX } from './uploads.js';
import { refuseDeclaredOverLimit } from '../../contract/safe-body.js';
import { servedInline } from './upload-content.js';

const STATUS: Record<string, number> = {
  InvalidArgument: 400,
  InvalidPolicyDocument: 400,
  EntityTooLarge: 400,
  SignatureDoesNotMatch: 403,
  AccessDenied: 403,
};

function ossError(reply: FastifyReply, code: string, message: string) {
  return reply.code(STATUS[code] ?? 400).send({ code, message });
}

/** The form post: one picture (10 MB, the policy's content-length-range) and the policy fields. */
export const OSS_BODY_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;

export async function uploadStatic(app: FastifyInstance, { state }: { state: MockState }): Promise<void> {
  // The same stored files, at the platform's URL and at the object-storage host + key (where a direct
  // upload's picture is shown, like a real bucket serves its objects). Served with the type found in
  // their content, never sniffed, in a sandbox (no script, no same-origin access even when opened),
  // and as a download unless it is a picture.
  for (const prefix of [UPLOAD_ROUTE_PREFIX, `${OSS_HOST}/`]) {
    app.get<{ Params: { '*': string } }>(`${prefix}*`, async (request, reply) => {
      const file = state.store.uploads.get(decodeURIComponent(request.params['*']));
      if (!file) return reply.code(404).send({ code: '404', message: '文件不存在' });
      const disposition = servedInline(file.mimetype) ? 'inline' : 'attachment';
      return reply
        .type(file.mimetype)
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', 'sandbox')
        .header(
          'content-disposition',
          `${disposition}; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        )
        .send(file.data);
    });
  }

  const limits = { bodyLimit: OSS_BODY_LIMIT, onRequest: refuseDeclaredOverLimit(OSS_BODY_LIMIT) };
  app.post(OSS_HOST, limits, async (request, reply) => {
    if (!request.isMultipart()) return ossError(reply, 'InvalidArgument', '请求体必须是 multipart/form-data');
    const fields: Record<string, string> = {};
    let file: { data: Buffer } | undefined;
    for await (const part of request.parts({ limits: { fileSize: OSS_BODY_LIMIT } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file') file = { data };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
    const result = state.store.uploads.acceptDirectUpload(fields, file);
    if (!result.ok) return ossError(reply, result.code, result.message);
    const status = Number(fields.success_action_status);
    return reply
      .code([200, 201, 204].includes(status) ? status : 204)
      .send(status === 200 || status === 201 ? { key: result.value.key } : undefined);
  });
}
