// Breadcrumb trail (01 §2.5): starts from 首页 unless the page is the home page; module and group are
// plain text (noRedirect); a hidden child shows its parent page as a link; the last item is not a link.
import { BREADCRUMB_HOME_TITLE } from '@/lib/constants/layout';
import { HOME_PATH } from '@/lib/constants/routes';
import type { ShellModule, ShellRoute } from '../route-types';

export interface Crumb {
  title: string;
  path?: string;
}

export function buildBreadcrumb(
  route: ShellRoute,
  modules: readonly ShellModule[],
  routesByName: ReadonlyMap<string, ShellRoute>,
  homeName: string | undefined,
): Crumb[] {
  if (route.name === homeName) return [{ title: route.title }];
  const crumbs: Crumb[] = [{ title: BREADCRUMB_HOME_TITLE, path: HOME_PATH }];
  const module = modules.find((m) => m.key === route.module);
  if (module && module.key !== 'Static') crumbs.push({ title: module.title });
  const group = module?.children.find((c) => c.kind === 'group' && c.key === route.group);
  if (group?.kind === 'group') crumbs.push({ title: group.title });
  const parent = route.parent ? routesByName.get(route.parent) : undefined;
  if (parent) crumbs.push({ title: parent.title, path: parent.path.includes(':') ? undefined : parent.path });
  crumbs.push({ title: route.title });
  return crumbs;
}
