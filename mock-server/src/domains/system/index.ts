// 系统管理 handlers (02 §2 System management): role permissions and role accounts, the GIS map, and the
// module's takes on generic operations — resource hooks (system/hooks.ts) and the login of the system
// accounts (a disabled account cannot log in; a login is recorded as the account's last login).
import type { HandlerDef, RawContext } from '../../contract/define.js';
import { fail } from '../../contract/envelope.js';
import { rowOfUserName, touchLogin } from './accounts.js';
import { gisHandlers } from './gis.js';
import { applyHooks } from './hooks.js';
import { roleHandlers } from './roles.js';

export const handlers: HandlerDef[] = [...roleHandlers, ...gisHandlers];

/** The generic resource handlers with the system module's hooks (one handler per operation id stays one). */
export function withSystemResources(generic: readonly HandlerDef[]): HandlerDef[] {
  return generic.map((def) => ({
    operationId: def.operationId,
    handle: applyHooks(def.operationId, def.handle),
  }));
}

type LoginAnswer = { code?: unknown; object?: { sessionId?: string } };

/** The login handler, seeing the accounts of 系统账号: disabled ones are refused after the password check. */
export function withSystemLogin(auth: readonly HandlerDef[]): HandlerDef[] {
  return auth.map((def) => {
    if (def.operationId !== 'login') return def;
    return {
      operationId: def.operationId,
      handle: async (ctx: RawContext) => {
        const row = rowOfUserName(ctx.store, String(ctx.body.userName ?? '').trim());
        const answer = (await def.handle(ctx)) as LoginAnswer;
        if (answer.code !== 0 || !row) return answer;
        if (row.status !== 1) {
          if (answer.object?.sessionId) ctx.store.sessions.close(answer.object.sessionId);
          return fail('10008', '账号已停用，请联系管理员');
        }
        touchLogin(ctx.store, row);
        return answer;
      },
    };
  });
}
