// Who may call each /api operation, derived from the route catalogue and the console's code
// (docs/adr/0007-operation-permissions-from-page-graphs.md):
//   public     the operation says `security: []`
//   session    the shell (everything main.tsx reaches outside the page maps) or a session/public
//              route's page calls it: any logged-in user
//   permission the pages of these routes call it: the user needs one of their grants, each an authKey
//              (and the route's roles, when it has any); no page calls it: only `permissions: all`
// A page calls an operation when a file its module graph reaches holds the operation's path as a
// string literal, or names a list-page resource in a resource slot (then every action of the resource, and the list of
// each resource its fields reference).
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { readConsoleGraph } from './page-graph.mjs';
import { loadDeclarations, resourceActionPath } from './resources.mjs';

const CATALOGUE = 'contract/src/catalogue/index.ts';

/** Contract paths each resource name stands for: its own actions and the lists of its references. */
function resourcePaths(decls) {
  const byName = new Map(decls.map((d) => [d.name, d]));
  return new Map(
    decls.map((decl) => {
      const refs = Object.values(decl.fields)
        .map((field) => byName.get(field.ref))
        .filter((ref) => ref?.actions.includes('page'));
      return [
        decl.name,
        [
          ...decl.actions.map((action) => resourceActionPath(decl, action)),
          ...refs.map((ref) => resourceActionPath(ref, 'page')),
        ],
      ];
    }),
  );
}

/** Contract paths that the string literals of a set of files name. */
function pathsNamed({ strings, resources }, apiPaths, byResource) {
  const found = new Set([...strings].filter((s) => apiPaths.has(s)));
  for (const name of resources) for (const p of byResource.get(name) ?? []) found.add(p);
  return found;
}

/** A route's grant: empty for session and public routes (roles kept when the route has them). */
function grantOf(route) {
  const grant = route.access === 'permission' ? { authKey: route.authKey } : {};
  if (route.roles?.length) grant.roles = [...route.roles];
  return grant;
}

const sameGrant = (a, b) => a.authKey === b.authKey && String(a.roles) === String(b.roles);

/** Map of contract path -> { access, grants } for every operation of the bundled api document. */
export async function derivePermissions(root, doc) {
  const { routesByName } = await tsImport(path.join(root, CATALOGUE), import.meta.url);
  const apiPaths = new Set(Object.keys(doc.paths));
  const byResource = resourcePaths(await loadDeclarations(root));
  const graph = readConsoleGraph(root);

  const shell = pathsNamed(graph.stringsOf(graph.reach(graph.shellEntry)), apiPaths, byResource);
  const grantsByPath = new Map();
  for (const { route: name, file } of graph.pages) {
    const route = routesByName[name];
    if (!route) continue;
    const grant = grantOf(route);
    for (const p of pathsNamed(graph.stringsOf(graph.reach(file)), apiPaths, byResource)) {
      const list = grantsByPath.get(p) ?? [];
      if (!list.some((g) => sameGrant(g, grant))) list.push(grant);
      grantsByPath.set(p, list);
    }
  }

  const result = new Map();
  for (const [p, item] of Object.entries(doc.paths)) {
    const op = item.get ?? item.post;
    const grants = grantsByPath.get(p) ?? [];
    if (Array.isArray(op?.security) && op.security.length === 0) result.set(p, { access: 'public' });
    else if (shell.has(p) || grants.some((g) => !g.authKey && !g.roles)) result.set(p, { access: 'session' });
    else {
      const sorted = grants.sort((a, b) => (a.authKey ?? '').localeCompare(b.authKey ?? ''));
      result.set(p, { access: 'permission', grants: sorted });
    }
  }
  return result;
}

function describe({ access, grants }) {
  if (access === 'public') return '权限：无需登录。';
  if (access === 'session') return '权限：登录即可调用。';
  if (!grants.length) return '权限：仅超级管理员（全部权限）；其他用户返回 code 100403（见 ErrorEnvelope）。';
  const names = grants.map((g) =>
    g.roles ? `${g.authKey ?? '登录'}（角色 ${g.roles.join('/')}）` : g.authKey,
  );
  return `权限：需要以下任一权限：${names.join('、')}；否则返回 code 100403（见 ErrorEnvelope）。`;
}

/**
 * Writes `x-access` (public | session | permission) and, for permission, `x-permissions` (the grants,
 * any one suffices) into each operation of the bundle, and says the same in its description.
 */
export async function annotatePermissions(root, doc) {
  const derived = await derivePermissions(root, doc);
  for (const [p, item] of Object.entries(doc.paths)) {
    const rule = derived.get(p);
    for (const method of ['get', 'post']) {
      const op = item[method];
      if (!op) continue;
      op['x-access'] = rule.access;
      if (rule.grants) op['x-permissions'] = rule.grants;
      op.description = op.description ? `${op.description.trimEnd()}\n\n${describe(rule)}` : describe(rule);
    }
  }
}
