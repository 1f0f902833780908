// Adapter from the console's route catalogue (contract/src/catalogue, the one declaration of every
// route) to the menu builder's input: modules > optional groups > routes, defaults resolved.
import { menuModules, routesByName } from '@zhsq/contract/catalogue';

export interface MenuSourceRoute {
  kind: 'route';
  name: string;
  title: string;
  authKey: string;
  icon?: string;
  hidden: boolean;
  roles?: readonly number[];
}
export interface MenuSourceNode {
  kind: 'node';
  name: string;
  title: string;
  icon?: string;
  children: (MenuSourceNode | MenuSourceRoute)[];
}

function route(name: string): MenuSourceRoute {
  const r = routesByName[name]!;
  return {
    kind: 'route',
    name: r.name,
    title: r.title,
    authKey: r.authKey,
    icon: r.icon,
    hidden: r.hidden,
    roles: r.roles,
  };
}

export function catalogueMenuSource(): MenuSourceNode[] {
  return menuModules.map((module) => ({
    kind: 'node',
    name: module.key,
    title: module.title,
    icon: module.icon,
    children: module.children.map((entry) =>
      entry.kind === 'route'
        ? route(entry.name)
        : {
            kind: 'node',
            name: entry.key,
            title: entry.title,
            icon: entry.icon,
            children: entry.routes.map((r) => route(r.name)),
          },
    ),
  }));
}
