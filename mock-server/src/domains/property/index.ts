// 物业管理 handlers (02 §2 Property): the hand-written operations of the property pages, and the property
// module's takes on generated resource operations — the hierarchy resources answered from the side
// tree's records, and side effects after some generic writes.
import type { HandlerDef } from '../../contract/define.js';
import { hierarchyHandlers } from './hierarchy.js';
import { afterHooks } from './hooks.js';
import { peopleHandlers } from './people.js';
import { recordHandlers } from './records.js';

export const handlers: HandlerDef[] = [...recordHandlers, ...peopleHandlers];

/**
 * The generic resource handlers with the property module's replacements and after-write hooks applied
 * (one handler per operation id stays one handler per operation id).
 */
export function withPropertyResources(generic: readonly HandlerDef[]): HandlerDef[] {
  return generic.map((def) => {
    const replaced = hierarchyHandlers[def.operationId];
    if (replaced) return { operationId: def.operationId, handle: replaced };
    const hook = afterHooks[def.operationId];
    return hook ? { operationId: def.operationId, handle: hook(def.handle) } : def;
  });
}
