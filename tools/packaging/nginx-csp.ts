// The nginx site's Content-Security-Policy, written from the console's run-time configuration
// (docs/adr/0077): the policy is the mock server's (mock-server/src/console-csp.ts), with the host of the
// online tile provider that console-config.json names (docs/adr/0068) added to img-src, checked by the
// same rule the console and the mock apply. So the site and the configuration cannot drift apart:
//
//   npm run csp:nginx                        rewrite deploy/console/default.conf.template from
//                                            web/public/console-config.json
//   npm run csp:nginx -- --config <file>     from a deployment's console-config.json
//   npm run csp:nginx -- --check             exit 1 when the template's policy differs
//
// The console image runs it on the configuration it ships (deploy/console/Dockerfile).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkTileTemplate } from '@zhsq/contract/validators/tile-template';
import { consoleCsp } from '../../mock-server/src/console-csp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const NGINX_TEMPLATE = path.join(root, 'deploy/console/default.conf.template');
export const CONSOLE_CONFIG = path.join(root, 'web/public/console-config.json');

/** The console page's policy line of the site (the /api answers carry `sandbox` instead). */
const PAGE_CSP_LINE = /(add_header Content-Security-Policy ")(default-src [^"]+)(" always;)/;

/**
 * The policy for a console configuration (the parsed console-config.json). A tile template the console
 * would refuse is refused here too, with the same reason, rather than written into the policy.
 */
export function cspForConsoleConfig(config: unknown): string {
  const tiles = (config as { gisTiles?: { url?: unknown } } | null | undefined)?.gisTiles;
  if (tiles === undefined || tiles === null) return consoleCsp();
  const check =
    typeof tiles.url === 'string'
      ? checkTileTemplate(tiles.url)
      : { ok: false as const, problem: '瓦片地址为空' };
  if (!check.ok) throw new Error(`console-config.json 的 gisTiles.url 未通过检查：${check.problem}`);
  return consoleCsp([], [check.imageSource]);
}

/** The policy the site's template sends with index.html. */
export function templateCsp(template: string): string | undefined {
  return PAGE_CSP_LINE.exec(template)?.[2];
}

/** The template with its console page policy replaced. */
export function withTemplateCsp(template: string, csp: string): string {
  if (!PAGE_CSP_LINE.test(template)) throw new Error('模板中没有控制台页面的 Content-Security-Policy 行');
  return template.replace(
    PAGE_CSP_LINE,
    (_line, head: string, _old: string, tail: string) => head + csp + tail,
  );
}

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

function main(args: readonly string[]): number {
  const configFile = option(args, '--config') ?? CONSOLE_CONFIG;
  const templateFile = option(args, '--template') ?? NGINX_TEMPLATE;
  const csp = cspForConsoleConfig(JSON.parse(readFileSync(configFile, 'utf8')));
  const template = readFileSync(templateFile, 'utf8');
  if (args.includes('--check')) {
    if (templateCsp(template) === csp) return 0;
    console.error(
      `${templateFile} 的 Content-Security-Policy 与 ${configFile} 不一致：运行 npm run csp:nginx`,
    );
    return 1;
  }
  writeFileSync(templateFile, withTemplateCsp(template, csp));
  console.log(`${templateFile}: Content-Security-Policy 已按 ${configFile} 写入`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
