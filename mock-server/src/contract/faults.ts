// Faults injected through POST /__mock/faults: the next `times` calls of a path answer with an HTTP
// status or an envelope code instead of running the handler (e2e tests of the error rules). Until
// cleared, named operations may also behave like a broken backend: `drift` answers off contract (what
// the backend probe must notice), `lax` takes any input without checking it (what the contract oracle
// must notice).

export interface Fault {
  path: string;
  status?: number;
  code?: string;
  message?: string;
  times: number;
}

const DEFAULT_MESSAGES: Record<string, string> = {
  '100013': '登录凭证过期, 重新登录',
  '100015': '您的账号已在其他地方登录，请重新登录',
  '15003': '静默失败',
};

/** How a named operation is broken until the faults are cleared. */
export type OperationFault = 'drift' | 'lax';
export const OPERATION_FAULTS: readonly OperationFault[] = ['drift', 'lax'];

export class Faults {
  private list: Fault[] = [];
  private broken: Record<OperationFault, Set<string>> = { drift: new Set(), lax: new Set() };

  /** From now on these operations are broken that way (drift: see driftAnswer; lax: no input check). */
  breakOperations(kind: OperationFault, operationIds: readonly string[]): void {
    for (const id of operationIds) this.broken[kind].add(id);
  }

  isBroken(kind: OperationFault, operationId: string): boolean {
    return this.broken[kind].has(operationId);
  }

  brokenOperations(): Record<OperationFault, string[]> {
    return { drift: [...this.broken.drift].sort(), lax: [...this.broken.lax].sort() };
  }

  add(fault: Fault): void {
    this.list.push({ ...fault, path: normalise(fault.path) });
  }

  clear(): void {
    this.list = [];
    for (const kind of OPERATION_FAULTS) this.broken[kind].clear();
  }

  /** Takes one use of the first fault matching the path, if any. */
  take(path: string): Fault | undefined {
    const p = normalise(path);
    const fault = this.list.find((f) => f.path === p && f.times > 0);
    if (!fault) return undefined;
    fault.times--;
    this.list = this.list.filter((f) => f.times > 0);
    return { ...fault, message: fault.message ?? (fault.code ? DEFAULT_MESSAGES[fault.code] : undefined) };
  }

  snapshot(): Fault[] {
    return this.list.map((f) => ({ ...f }));
  }
}

function normalise(path: string): string {
  const p = path.split('?')[0]!.replace(/^\/?api(?=\/)/, '');
  return p.startsWith('/') ? p : `/${p}`;
}

/**
 * An answer that breaks its contract the ways a drifting backend does: a field the contract does not
 * name is added, and the first field of the payload (data / object, or its first row) is left out.
 */
export function driftAnswer(answer: unknown): unknown {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return { drift: answer };
  const out: Record<string, unknown> = { ...(answer as Record<string, unknown>), undocumented: '契约外字段' };
  for (const key of ['data', 'object']) {
    const payload = out[key];
    const target = Array.isArray(payload) ? payload[0] : payload;
    if (!target || typeof target !== 'object' || Array.isArray(target)) continue;
    const [first] = Object.keys(target);
    if (first === undefined) continue;
    const { [first]: _dropped, ...rest } = target as Record<string, unknown>;
    out[key] = Array.isArray(payload) ? [rest, ...payload.slice(1)] : rest;
  }
  return out;
}
