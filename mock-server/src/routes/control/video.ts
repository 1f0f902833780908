// Control endpoint for the cloud-video (萤石) account cases of 01 §2.4.7; never part of /api.
//   POST /__mock/cloud-accounts {"accountIds": [1, 2] | [] | null}
// Keeps only the listed seeded accounts (1 platform default, 2 天河物业, 3 南山物业) for every user, so
// tests can show none, one or several; null restores the seed. /__mock/reset also restores it.
import type { FastifyInstance } from 'fastify';
import type { MockState } from '../../state.js';

export async function videoControl(app: FastifyInstance, { state }: { state: MockState }): Promise<void> {
  app.post('/__mock/cloud-accounts', async (request, reply) => {
    const { accountIds } = (request.body ?? {}) as { accountIds?: unknown };
    const known = state.store.video.accountIds();
    if (accountIds === null) {
      state.store.video.limitAccounts(null);
      return { accountIds: known };
    }
    if (
      !Array.isArray(accountIds) ||
      !accountIds.every((id): id is number => typeof id === 'number' && known.includes(id))
    ) {
      return reply.code(400).send({ message: `accountIds 必须是 null 或由 ${known.join('、')} 组成的数组` });
    }
    state.store.video.limitAccounts(accountIds);
    return { accountIds };
  });
}
