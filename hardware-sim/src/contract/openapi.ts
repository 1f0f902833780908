// Reads a bundled OpenAPI contract (openapi/dist/<doc>.json, written by `npm run gen`) and compiles a
// request validator for every operation. The simulators route exactly the operations listed here.
import { readFileSync } from 'node:fs';
import { createAjv, type ValidateFunction } from '../lib/validate';
import { derefDocument } from './deref';

export type ContractName = 'qt-client' | 'video-service';

export interface ContractOperation {
  operationId: string;
  method: 'GET' | 'POST';
  path: string;
  /** Media types the request body may use (empty when the operation takes no body). */
  mediaTypes: string[];
  bodyRequired: boolean;
  validateBody?: ValidateFunction;
  validateQuery?: ValidateFunction;
}

interface MediaObject {
  schema?: object;
}
interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  schema?: object;
}
interface OperationObject {
  operationId?: string;
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content?: Record<string, MediaObject> };
}
interface BundledDocument {
  paths?: Record<string, Partial<Record<string, OperationObject>>>;
}

export function contractPath(name: ContractName): URL {
  return new URL(`../../../openapi/dist/${name}.json`, import.meta.url);
}

const cache = new Map<ContractName, ContractOperation[]>();

export function loadOperations(name: ContractName): ContractOperation[] {
  const cached = cache.get(name);
  if (cached) return cached;
  const doc = derefDocument(JSON.parse(readFileSync(contractPath(name), 'utf8')) as BundledDocument);
  const ajv = createAjv();
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of ['get', 'post'] as const) {
      const op = item[method];
      if (!op?.operationId) continue;
      const content = op.requestBody?.content ?? {};
      const bodySchema = Object.values(content)[0]?.schema;
      const query = (op.parameters ?? []).filter((p) => p.in === 'query');
      operations.push({
        operationId: op.operationId,
        method: method === 'get' ? 'GET' : 'POST',
        path,
        mediaTypes: Object.keys(content),
        bodyRequired: op.requestBody?.required === true,
        validateBody: bodySchema ? ajv.compile(bodySchema) : undefined,
        validateQuery: query.length
          ? ajv.compile({
              type: 'object',
              required: query.filter((p) => p.required).map((p) => p.name),
              properties: Object.fromEntries(query.map((p) => [p.name, p.schema ?? {}])),
            })
          : undefined,
      });
    }
  }
  cache.set(name, operations);
  return operations;
}
