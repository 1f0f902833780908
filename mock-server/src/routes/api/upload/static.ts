// Plain routes beside the contract (like the other /api/static files): uploaded files are served at
// /api/static/uploads/{key}, and /api/static/oss takes the OSS-style form post that the credentials of
// /startupload/v1 allow (fields key, policy, OSSAccessKeyId, signature, success_action_status, file).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { MockState } from '../../../state.js';
import { OSS_HOST, UPLOAD_ROUTE_PREFIX } from '../../../store/domains/uploads.js';

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

export async function uploadStatic(app: FastifyInstance, { state }: { state: MockState }): Promise<void> {
  // The same stored files, at the platform's URL and at the object-storage host + key (where a direct
  // upload's picture is shown, like a real bucket serves its objects).
  for (const prefix of [UPLOAD_ROUTE_PREFIX, `${OSS_HOST}/`]) {
    app.get<{ Params: { '*': string } }>(`${prefix}*`, async (request, reply) => {
      const file = state.store.uploads.get(decodeURIComponent(request.params['*']));
      if (!file) return reply.code(404).send({ code: '404', message: '文件不存在' });
      return reply
        .type(file.mimetype)
        .header('cache-control', 'no-cache')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
        .send(file.data);
    });
  }

  app.post(OSS_HOST, async (request, reply) => {
    if (!request.isMultipart()) return ossError(reply, 'InvalidArgument', '请求体必须是 multipart/form-data');
    const fields: Record<string, string> = {};
    let file: { mimetype: string; data: Buffer } | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file') file = { mimetype: part.mimetype, data };
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
