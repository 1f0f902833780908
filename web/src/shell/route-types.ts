// What the shell needs to know about a route or a menu module. The app passes the catalogue in
// (shell never imports app); catalogue entries satisfy these shapes structurally.
import type { RouteAccess, TreeType } from '@zhsq/contract/catalogue';

export type ShellRouteAccess = RouteAccess;

/** 01 §2.5: which organisation tree the sidebar shows on a route. */
export type ShellTreeType = TreeType;

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
  /** Sidebar tree of the route (01 §2.10); none when absent. */
  tree?: ShellTreeType;
  /** The tree shows the all-communities root (全部小区). */
  showAll?: boolean;
  /** Keep-alive: false remounts the page on every visit (01 §2.5). */
  cache?: boolean;
  /** Fixed tab that survives 关闭所有 (01 §2.9). */
  affix?: boolean;
  /** false: visiting does not open a history tab. */
  tab?: boolean;
  /** Permission key of the layout-editor button on the tab bar (01 §2.9). */
  editor?: string;
  /** Full-screen button on the tab bar (01 §2.9). */
  fullscreen?: boolean;
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
