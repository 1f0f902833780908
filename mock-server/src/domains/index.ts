// Every /api handler, one per operationId of openapi/api.yaml: the domains' (./handlers.ts) and, above
// them, import/export's (./datapump/), which runs the domains' handlers for its rows. The contract suite
// fails when an operation has none.
import type { HandlerDef } from '../contract/define.js';
import { handlers as datapumpHandlers } from './datapump/index.js';
import { domainHandlers } from './handlers.js';

export const handlers: HandlerDef[] = [...domainHandlers, ...datapumpHandlers];
