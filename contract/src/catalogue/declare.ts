// Small constructors that keep the catalogue files readable, and the flattening that resolves every
// default once (so menus, breadcrumb, permission checks and the mock server all see the same values).
import type {
  CatalogueRoute,
  GroupDeclaration,
  ListPageRoute,
  ModuleDeclaration,
  RouteDeclaration,
  RouteOptions,
} from './types';

/** A page of a module. */
export function page(
  name: string,
  path: string,
  title: string,
  options: RouteOptions = {},
): RouteDeclaration {
  return { kind: 'route', name, path, title, ...options };
}

/**
 * A hidden add / edit / detail page (02 §2): not in menus, not a tab, not cached, and the parent's
 * authorization key.
 */
export function child(
  parent: string,
  name: string,
  path: string,
  title: string,
  options: RouteOptions = {},
): RouteDeclaration {
  return { kind: 'route', name, path, title, parent, hidden: true, tab: false, cache: false, ...options };
}

export function group(
  key: string,
  title: string,
  icon: string,
  routes: readonly RouteDeclaration[],
  options: { roles?: readonly number[] } = {},
): GroupDeclaration {
  return { kind: 'group', key, title, icon, routes, ...options };
}

interface Context {
  module: ModuleDeclaration;
  group?: GroupDeclaration;
}

function resolve(route: RouteDeclaration, { module, group: inGroup }: Context): CatalogueRoute {
  const hidden = route.hidden ?? false;
  return {
    name: route.name,
    path: route.path,
    title: route.title,
    // Hidden children get the parent's key in a second pass (the parent may be declared later).
    authKey: route.authKey ?? route.name,
    access: route.access ?? 'permission',
    layout: route.layout ?? 'frame',
    icon: route.icon,
    tree: route.tree,
    showAll: route.showAll ?? false,
    // 02 §2: most list pages show a watermark; routes say so when they do not.
    watermark: route.watermark ?? true,
    roles: route.roles ?? inGroup?.roles ?? module.roles,
    hidden,
    cache: route.cache ?? !hidden,
    affix: route.affix ?? false,
    tab: route.tab ?? !hidden,
    editor: route.editor,
    layoutKey: route.layoutKey,
    fullscreen: route.fullscreen ?? false,
    moduleId: module.moduleId,
    module: module.key,
    group: inGroup?.key,
    parent: route.parent,
    page: route.page,
  };
}

/** Flattens modules into routes with every default applied; hidden children take the parent's key. */
export function flatten(modules: readonly ModuleDeclaration[]): CatalogueRoute[] {
  const routes: CatalogueRoute[] = [];
  for (const module of modules) {
    for (const entry of module.children) {
      if (entry.kind === 'route') routes.push(resolve(entry, { module }));
      else for (const route of entry.routes) routes.push(resolve(route, { module, group: entry }));
    }
  }
  const byName = new Map(routes.map((route) => [route.name, route]));
  const declared = new Map(
    modules.flatMap((m) =>
      m.children.flatMap((e) => (e.kind === 'route' ? [e] : e.routes)).map((r) => [r.name, r] as const),
    ),
  );
  for (const route of routes) {
    if (!route.parent || declared.get(route.name)?.authKey) continue;
    const parent = byName.get(route.parent);
    if (!parent) throw new Error(`route ${route.name}: unknown parent ${route.parent}`);
    route.authKey = parent.authKey;
  }
  return routes;
}

type MenuEntry = RouteDeclaration | GroupDeclaration;
const entryName = (entry: MenuEntry) => (entry.kind === 'route' ? entry.name : entry.key);

/** One menu place's entries with the list page routes that name it inserted where they say. */
function placeInto<T extends MenuEntry>(entries: readonly T[], placed: readonly ListPageRoute[]): T[] {
  const out: MenuEntry[] = [...entries, ...placed.filter((p) => !p.after && !p.first).map((p) => p.route)];
  const first = placed.find((p) => p.first);
  if (first) out.unshift(first.route);
  let pending = placed.filter((p) => p.after);
  for (let stuck = pending[0]; stuck; stuck = pending[0]) {
    const next = pending.find((p) => out.some((entry) => entryName(entry) === p.after));
    if (!next) throw new Error(`route ${stuck.route.name}: no ${stuck.after} in ${stuck.menu}`);
    out.splice(out.findIndex((entry) => entryName(entry) === next.after) + 1, 0, next.route);
    pending = pending.filter((p) => p !== next);
  }
  return out as T[];
}

/**
 * The modules with the routes of the plain list pages placed in their menus (ListPageRoute): the
 * catalogue files hold the other routes, each resource's declaration the route of its list page.
 */
export function placeListPageRoutes(
  modules: readonly ModuleDeclaration[],
  routes: readonly ListPageRoute[],
): ModuleDeclaration[] {
  const at = (menu: string) => routes.filter((route) => route.menu === menu);
  const places = new Set<string>();
  const placed = modules.map((module) => {
    places.add(module.key);
    const children = module.children.map((entry) => {
      if (entry.kind === 'route') return entry;
      places.add(`${module.key}/${entry.key}`);
      return { ...entry, routes: placeInto(entry.routes, at(`${module.key}/${entry.key}`)) };
    });
    return { ...module, children: placeInto(children, at(module.key)) };
  });
  const lost = routes.find((route) => !places.has(route.menu));
  if (lost) throw new Error(`route ${lost.route.name}: no menu place ${lost.menu}`);
  return placed;
}
