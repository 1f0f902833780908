// Faults injected through POST /__mock/faults: the next `times` calls of a path answer with an HTTP
// status or an envelope code instead of running the handler. Used by e2e tests of the error rules.

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

export class Faults {
  private list: Fault[] = [];

  add(fault: Fault): void {
    this.list.push({ ...fault, path: normalise(fault.path) });
  }

  clear(): void {
    this.list = [];
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
