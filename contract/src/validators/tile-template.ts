// The online tile provider of GIS地图 (docs/adr/0068): an XYZ URL template a deployment configures,
// e.g. https://{s}.tiles.example.cn/{z}/{x}/{y}.png. The console draws tiles from it only when it is an
// https URL (http only on 127.0.0.1 / localhost, for tests and a tile server on the same machine) whose
// only placeholders are {z} {x} {y} (all three required) and {s} (the provider's subdomains, only as the
// host's first label). The same check gives the server the image source its Content-Security-Policy
// allows, so the console and the policy never disagree about the host.

export type TileTemplateCheck =
  | {
      ok: true;
      url: string;
      /** CSP source for img-src, e.g. https://*.tiles.example.cn */ imageSource: string;
    }
  | { ok: false; problem: string };

const PLACEHOLDERS = new Set(['z', 'x', 'y', 's']);
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost']);
const MAX_LENGTH = 2048;

const refuse = (problem: string): TileTemplateCheck => ({ ok: false, problem });

function placeholderProblem(template: string): string | undefined {
  const names = [...template.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);
  const unknown = names.find((name) => !PLACEHOLDERS.has(name));
  if (unknown !== undefined) return `不支持的占位符 {${unknown}}，只能使用 {z} {x} {y} {s}`;
  if (/[{}]/.test(template.replace(/\{[zxys]\}/g, ''))) return '花括号不成对';
  const missing = ['z', 'x', 'y'].filter((name) => !names.includes(name));
  if (missing.length) return `缺少占位符 ${missing.map((name) => `{${name}}`).join(' ')}`;
  return undefined;
}

/** Checks a tile URL template; on success also gives the CSP image source of its host. */
export function checkTileTemplate(raw: string): TileTemplateCheck {
  const template = raw.trim();
  if (!template) return refuse('瓦片地址为空');
  if (template.length > MAX_LENGTH) return refuse('瓦片地址过长');
  if (/[\s"'`;,<>\\]/.test(template)) return refuse('瓦片地址含有空白或不允许的字符');
  const placeholders = placeholderProblem(template);
  if (placeholders) return refuse(placeholders);
  const authority = /^[a-z]+:\/\/([^/?#]*)/i.exec(template)?.[1] ?? '';
  const subdomains = authority.startsWith('{s}.');
  if (authority.slice(subdomains ? 4 : 0).includes('{')) {
    return refuse('主机名中只能以 {s}. 开头使用子域名占位符');
  }
  let url: URL;
  try {
    url = new URL(template.replace(/\{s\}/g, 'a').replace(/\{[zxy]\}/g, '0'));
  } catch {
    return refuse('不是有效的网址');
  }
  if (url.username || url.password) return refuse('瓦片地址不能包含用户名或密码');
  const loopback = LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    return refuse('瓦片地址必须使用 https（http 只用于 127.0.0.1 或 localhost）');
  }
  const host = subdomains ? `*.${url.host.slice(2)}` : url.host;
  return { ok: true, url: template, imageSource: `${url.protocol}//${host}` };
}
