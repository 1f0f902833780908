// Control endpoint for the privacy-agreement acceptance (01-shell §7): publish a new version so the
// console asks every user to accept it again. Never part of /api; /__mock/reset restores the seed.
//   POST /__mock/privacy {"version": "v2.0.0", "summary"?: "..."}
//   GET  /__mock/privacy → the version in force and the version each user accepted
import type { FastifyInstance } from 'fastify';
import { PRIVACY_VERSION_PATTERN } from '../../domains/auth/privacy.js';
import type { MockState } from '../../state.js';

export async function privacyControl(app: FastifyInstance, { state }: { state: MockState }): Promise<void> {
  const snapshot = () => ({
    version: state.store.privacy.current().version,
    accepted: Object.fromEntries(state.store.users.map((u) => [u.userName, u.privacyVersion])),
  });

  app.get('/__mock/privacy', async () => snapshot());

  app.post('/__mock/privacy', async (request, reply) => {
    const { version, summary } = (request.body ?? {}) as { version?: unknown; summary?: unknown };
    if (typeof version !== 'string' || !PRIVACY_VERSION_PATTERN.test(version))
      return reply.code(400).send({ message: 'version 必填，格式如 v2.0.0' });
    if (summary !== undefined && (typeof summary !== 'string' || !summary.trim()))
      return reply.code(400).send({ message: 'summary 必须是非空文本' });
    state.store.privacy.publish({ version, summary: summary as string | undefined });
    return snapshot();
  });
}
