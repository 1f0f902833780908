// Control endpoint for the system notices of 02 §4 (what /sys/notify/v2 publishes); never part of /api.
//   GET  /__mock/notices                       the published notices, newest update first
//   POST /__mock/notices {"notices": [...]}    publish exactly these (each a contract SystemNotice)
// Tests use it to show a notice, to change its updateTime (it must pop up again) or to publish none
// (the e2e fixture does, so the seeded pop-ups do not cover other journeys). /__mock/reset restores
// the seed. Bad input is 400 {message} in Chinese.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyError, FastifyInstance } from 'fastify';
import { describeErrors } from '../../contract/validator.js';
import { loadDoc, perDocument, type OpenApiDoc } from '../../contract/load.js';
import type { SystemNotice } from '../../domains/notice/notices.js';
import type { MockState } from '../../state.js';

const MAX_NOTICES = 100;

/** Compiled once per contract document (every app of a process shares loadDoc's object). */
const noticeListFor = perDocument(compileNoticeList);
const noticeListValidator = () => noticeListFor(loadDoc('api'));

function compileNoticeList(doc: OpenApiDoc): ValidateFunction<SystemNotice[]> {
  const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema(doc, 'contract');
  return ajv.compile<SystemNotice[]>({
    type: 'array',
    maxItems: MAX_NOTICES,
    items: { $ref: 'contract#/components/schemas/SystemNotice' },
  });
}

export async function noticesControl(app: FastifyInstance, { state }: { state: MockState }): Promise<void> {
  const validate = noticeListValidator();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if ((error.statusCode ?? 500) < 500) {
      return reply.code(400).send({ message: `请求体不是合法的 JSON：${error.message}` });
    }
    request.log.error(error);
    return reply.code(500).send({ message: '模拟服务内部错误' });
  });

  app.get('/__mock/notices', async () => ({ notices: state.store.notices.list() }));

  app.post('/__mock/notices', async (request, reply) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body) || !('notices' in body)) {
      return reply.code(400).send({ message: '请求体必须是 {"notices": [...]}（系统通知数组，可为空）' });
    }
    const { notices } = body as { notices: unknown };
    if (!validate(notices)) {
      return reply
        .code(400)
        .send({ message: describeErrors(validate.errors).replace('请求参数错误', '系统通知不合法') });
    }
    const ids = new Set(notices.map((n) => n.id));
    if (ids.size !== notices.length) return reply.code(400).send({ message: '系统通知 id 不能重复' });
    state.store.notices.replace(notices);
    return { notices: state.store.notices.list() };
  });
}
