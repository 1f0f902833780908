// Test double for the network: tests declare the /api calls they expect; any other request fails the
// test (setup.ts checks after each test), as the house rule "unknown requests fail the test" asks.

export interface RecordedCall {
  method: string;
  url: URL;
  headers: Headers;
  /** Form and query fields merged (form bodies, multipart fields and the query string). */
  fields: Record<string, string>;
  /** Raw body text for form / JSON bodies. */
  text: string;
}

type Reply = unknown | ((call: RecordedCall) => unknown);

interface Route {
  method: string;
  path: string;
  reply: Reply;
  status: number;
  calls: RecordedCall[];
}

const routes: Route[] = [];
const unhandled: string[] = [];

async function record(request: Request): Promise<RecordedCall> {
  const url = new URL(request.url);
  const fields: Record<string, string> = Object.fromEntries(url.searchParams);
  const type = request.headers.get('Content-Type') ?? '';
  let text = '';
  if (type.startsWith('multipart/form-data')) {
    for (const [key, value] of await request.formData())
      fields[key] = typeof value === 'string' ? value : value.name;
  } else if (request.body !== null) {
    text = await request.text();
    if (type.startsWith('application/x-www-form-urlencoded'))
      Object.assign(fields, Object.fromEntries(new URLSearchParams(text)));
    if (type.startsWith('application/json'))
      Object.assign(fields, JSON.parse(text) as Record<string, string>);
  }
  return { method: request.method, url, headers: request.headers, fields, text };
}

/** Declares one expected call; the most recent declaration for a method + path wins. */
export function mockApi(method: 'GET' | 'POST', path: string, reply: Reply, status = 200): Route {
  const route: Route = { method, path: `/api${path}`, reply, status, calls: [] };
  routes.unshift(route);
  return route;
}

export async function fakeFetch(input: Request | string | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url);
  const route = routes.find((r) => r.method === request.method && r.path === url.pathname);
  if (!route) {
    unhandled.push(`${request.method} ${url.pathname}${url.search}`);
    throw new TypeError(`unexpected request ${request.method} ${url.pathname}`);
  }
  const call = await record(request);
  route.calls.push(call);
  const body =
    typeof route.reply === 'function'
      ? await (route.reply as (c: RecordedCall) => unknown)(call)
      : route.reply;
  // a test that needs another body (a file download) replies with its own Response
  if (body instanceof Response) return body;
  return new Response(JSON.stringify(body), {
    status: route.status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Called after each test: clears the routes and reports requests nobody declared. */
export function resetFetchMock(): string[] {
  routes.length = 0;
  return unhandled.splice(0);
}
