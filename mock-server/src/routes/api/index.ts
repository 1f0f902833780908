// Every /api handler, one per operationId of openapi/api.yaml. The contract suite fails when an
// operation has none.
import type { HandlerDef } from '../../contract/define.js';
import { handlers as areaHandlers } from './area/index.js';
import { handlers as authHandlers } from './auth/index.js';
import { handlers as dictHandlers } from './dict/index.js';
import { handlers as treeHandlers } from './tree/index.js';

export const handlers: HandlerDef[] = [...authHandlers, ...dictHandlers, ...areaHandlers, ...treeHandlers];
