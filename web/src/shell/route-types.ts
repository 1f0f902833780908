// What the shell needs to know about a route or a menu module. The app passes the catalogue in
// (shell never imports app); catalogue entries satisfy these shapes structurally.

export type ShellRouteAccess = 'public' | 'session' | 'permission';

export interface ShellRoute {
  name: string;
  path: string;
  title: string;
  authKey: string;
  access: ShellRouteAccess;
  layout: 'frame' | 'bare';
  icon?: string;
  roles?: readonly number[];
  hidden: boolean;
  watermark: boolean;
  module: string;
  group?: string;
  parent?: string;
}

interface ShellMenuRouteRef {
  kind: 'route';
  name: string;
}

interface ShellMenuGroup {
  kind: 'group';
  key: string;
  title: string;
  icon: string;
  routes: readonly ShellMenuRouteRef[];
}

export interface ShellModule {
  key: string;
  title: string;
  icon: string;
  children: readonly (ShellMenuRouteRef | ShellMenuGroup)[];
}
