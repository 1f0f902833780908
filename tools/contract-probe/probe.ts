// The backend probe: holds a running /api backend (the mock, or the real one the day it is reachable) to
// the contract. It logs in the way the console does, calls every read-only operation with the contract's
// examples (a detail's id taken from its list when the list answers), validates every answer and reports
// each operation whose answer differs from the contract. Write operations are called only when asked.
import { encryptWithFixedKey } from '../../web/src/lib/crypto.js';
import {
  listOperations,
  loadBundled,
  successErrors,
  type OperationInfo,
} from '../../tests/contract/lib/openapi.js';
import { requestFromExamples, type BuiltRequest } from '../../tests/contract/lib/requests.js';
import { describeErrors, type Difference } from './differences.js';

type Json = Record<string, any>;

export interface ProbeOptions {
  /** Base URL of /api, e.g. http://127.0.0.1:3000/api */
  target: string;
  user: string;
  password: string;
  /** Also call the operations that write (never by default). */
  includeWrites?: boolean;
  /** Only these operation ids (all when empty). */
  only?: readonly string[];
  fetch?: typeof fetch;
}

export interface ProbeOutcome {
  operationId: string;
  method: string;
  path: string;
  /** Empty when the answer is the contract's success answer. */
  differences: Difference[];
}

export interface ProbeResult {
  target: string;
  probed: ProbeOutcome[];
  drifted: ProbeOutcome[];
  /** Answered a failure code the contract documents for it (the account may not, or the record is not there). */
  refused: ProbeOutcome[];
  /** Write operations not called, and why other operations were not. */
  skipped: { operationId: string; reason: string }[];
}

/** Reads: the GETs (but those the contract marks `x-read-only: false`, such as sending an SMS code) and
 *  the POSTs it marks `x-read-only: true` (user info, is-logged-in). */
export function isReadOnly(info: OperationInfo): boolean {
  const marked = info.op['x-read-only'] as boolean | undefined;
  return marked ?? info.method === 'GET';
}

/**
 * The resource an operation works on: its path without the action and version (`/c_s/reportRepair/page/v2`
 * and `/c_s/reportRepair/detail/v2` are both `/c_s/reportRepair`). A list of a resource tells the ids its
 * single-record reads take (`id`, or `<last segment>Id` such as `taskId` of `/datapump/task`).
 */
const resourceOf = (path: string) => path.split('/').slice(0, -2).join('/');
const idParams = (path: string) => ['id', `${path.split('/').at(-3) ?? ''}Id`];

export async function probe(options: ProbeOptions): Promise<ProbeResult> {
  const http = options.fetch ?? fetch;
  const target = options.target.replace(/\/+$/, '');
  const doc = loadBundled('api');
  const operations = listOperations(doc).filter(
    (o) => !options.only?.length || options.only.includes(o.operationId),
  );
  const token = await login(http, target, options.user, options.password);
  const firstIds = new Map<string, unknown>();
  const result: ProbeResult = { target, probed: [], drifted: [], refused: [], skipped: [] };
  const call = async (request: BuiltRequest) =>
    read(
      await http(target + request.url, {
        method: request.method,
        headers: request.headers,
        body: request.payload === undefined ? undefined : new Uint8Array(Buffer.from(request.payload)),
      }),
    );

  // Lists first (operations without a required id), so their ids are known when the single reads come.
  const ordered = [...operations].sort((a, b) => Number(needsId(a)) - Number(needsId(b)));
  for (const info of ordered) {
    if (info.operationId === 'login' || info.operationId === 'logout') continue;
    if (!isReadOnly(info) && !options.includeWrites) {
      result.skipped.push({ operationId: info.operationId, reason: '写操作（未指定 --include-writes）' });
      continue;
    }
    const example = requestFromExamples(doc, info, '', token);
    const outcome: ProbeOutcome = {
      operationId: info.operationId,
      method: info.method,
      path: info.path,
      differences: [],
    };
    try {
      const answer = await call(withDiscoveredId(example, info, firstIds));
      outcome.differences = judge(info, answer);
      if (!outcome.differences.length && !needsId(info)) {
        // The example's filters may match nothing for this account: ask once more with no filter.
        const id =
          firstId(answer.json, info.path) ??
          firstId((await call(withoutFilters(example, info))).json, info.path);
        if (id !== undefined && !firstIds.has(resourceOf(info.path))) firstIds.set(resourceOf(info.path), id);
      }
    } catch (error) {
      outcome.differences = [{ kind: 'transport', where: '', detail: (error as Error).message }];
    }
    result.probed.push(outcome);
    if (outcome.differences.some((d) => d.kind !== 'refused')) result.drifted.push(outcome);
    else if (outcome.differences.length) result.refused.push(outcome);
  }
  await http(`${target}/f_l/logout/v1`, {
    method: 'POST',
    headers: { 'DOOR-Authorization': token, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ sessionId: token }).toString(),
  }).catch(() => undefined);
  return result;
}

/** A single-record read: a required query parameter `id` or `<resource>Id`. */
function needsId(info: OperationInfo): boolean {
  const names = idParams(info.path);
  return (info.op.parameters as Json[]).some((p) => p.in === 'query' && p.required && names.includes(p.name));
}

/** The example request with only the required query parameters (and the session). */
function withoutFilters(request: BuiltRequest, info: OperationInfo): BuiltRequest {
  const keep = new Set((info.op.parameters as Json[]).filter((p) => p.required).map((p) => p.name as string));
  keep.add('sessionId');
  const url = new URL(request.url, 'http://probe');
  for (const name of [...url.searchParams.keys()]) if (!keep.has(name)) url.searchParams.delete(name);
  return { ...request, url: url.pathname + url.search };
}

async function login(http: typeof fetch, target: string, user: string, password: string): Promise<string> {
  const res = await http(`${target}/f_l/login/v2`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ userName: user, password: encryptWithFixedKey(password) }).toString(),
  });
  const body = (await res.json().catch(() => ({}))) as Json;
  const token = body?.object?.sessionId;
  if (res.status !== 200 || typeof token !== 'string' || !token)
    throw new Error(
      `登录失败（HTTP ${res.status}）：${body?.message ?? body?.msg ?? JSON.stringify(body).slice(0, 200)}`,
    );
  return token;
}

/** Failure codes every operation may answer (docs/contracts.md, 01 §8). */
const CATALOGUE_CODES = ['100013', '100015', '15003', '400', '100403'];

/** The failure codes the operation's answer examples document, and the catalogue's. */
function documentedCodes(info: OperationInfo): Set<string> {
  const examples = (info.op.responses?.['200']?.content?.['application/json']?.examples ?? {}) as Json;
  const codes = Object.values<Json>(examples).map((e) => String(e?.value?.code));
  return new Set([...CATALOGUE_CODES, ...codes]);
}

/** An answer read once: status, content type and the JSON body (or the size of a file). */
interface Answer {
  status: number;
  type: string;
  json?: unknown;
  bytes: number;
}

async function read(res: Response): Promise<Answer> {
  const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const raw = Buffer.from(await res.arrayBuffer());
  let json: unknown;
  if (type === 'application/json') {
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      json = undefined;
    }
  }
  return { status: res.status, type, json, bytes: raw.length };
}

/** What differs between an answer and the contract; empty when it is the contract's success answer. */
export function judge(info: OperationInfo, answer: Answer): Difference[] {
  if (!info.op.responses?.[String(answer.status)])
    return [{ kind: 'status', where: '', detail: `HTTP ${answer.status} 未在契约中声明` }];
  if (answer.type !== 'application/json') {
    const declared = answer.status === 200 && info.op.responses['200']?.content?.[answer.type];
    if (!declared)
      return [
        { kind: 'content-type', where: '', detail: `应答类型 ${answer.type || '（无）'} 未在契约中声明` },
      ];
    return answer.bytes ? [] : [{ kind: 'body', where: '', detail: '文件应答为空' }];
  }
  const body = answer.json as Json | undefined;
  if (body === undefined) return [{ kind: 'body', where: '', detail: '应答不是合法的 JSON' }];
  if (answer.status !== 200)
    return [
      { kind: 'status', where: '', detail: `HTTP ${answer.status}：${JSON.stringify(body).slice(0, 200)}` },
    ];
  const failed = body?.code !== undefined && !['200', '0', 0].includes(body.code) && body.status !== true;
  if (failed) {
    const text = body.message ?? body.msg ?? body.desc ?? '';
    const documented = documentedCodes(info).has(String(body.code));
    return [
      {
        kind: documented ? 'refused' : 'code',
        where: '/code',
        detail: documented
          ? `拒绝（契约记载的失败码 ${JSON.stringify(body.code)}）：${text}`
          : `契约的示例请求得到契约未记载的失败码 ${JSON.stringify(body.code)}：${text}`,
      },
    ];
  }
  return describeErrors(successErrors(info.op, body) ?? []);
}

/** The id of a list answer's first record (records / content / data, as the envelopes name them). */
function firstId(body: unknown, path: string): unknown {
  const envelope = body as Json | undefined;
  const rows = envelope?.object?.records ?? envelope?.object?.content ?? envelope?.data;
  const row = Array.isArray(rows) ? (rows[0] as Json | undefined) : undefined;
  return row
    ? idParams(path)
        .map((name) => row[name])
        .find((v) => v !== undefined && v !== null)
    : undefined;
}

/** A single read's example id replaced by the first id its resource's list answered (the backend's ids). */
function withDiscoveredId(
  request: BuiltRequest,
  info: OperationInfo,
  firstIds: Map<string, unknown>,
): BuiltRequest {
  const id = firstIds.get(resourceOf(info.path));
  if (id === undefined) return request;
  const url = new URL(request.url, 'http://probe');
  const name = idParams(info.path).find((n) => url.searchParams.has(n));
  if (!name) return request;
  url.searchParams.set(name, String(id));
  return { ...request, url: url.pathname + url.search };
}
