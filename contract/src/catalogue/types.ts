// Route catalogue types. Pure data: the console's router, menus, breadcrumb and permission checks read
// it, and the mock server derives its seeded menu tree from it (@zhsq/contract/catalogue).

/** 01 §2.5: which organisation tree the sidebar shows on a route. */
export type TreeType =
  | 'BasicTree'
  | 'NormalTree'
  | 'DeepNormalTree'
  | 'AgentTree'
  | 'OperationTree'
  | 'MonitorTree'
  | 'vehicleTree';

/**
 * public: reachable without a token (01 §2.4.1). session: needs a token, no permission key (static
 * routes). permission: needs `authKey` in the user's accessAuthList (01 §6).
 */
export type RouteAccess = 'public' | 'session' | 'permission';

/** frame: inside the layout (menu, top bar, breadcrumb). bare: full page (login, errors, account forms). */
export type RouteLayout = 'frame' | 'bare';

/** Options a declaration may set; everything else gets the defaults of `page()` / `child()`. */
export interface RouteOptions {
  icon?: string;
  tree?: TreeType;
  /** The tree shows the all-communities root (全部小区). */
  showAll?: boolean;
  watermark?: boolean;
  roles?: readonly number[];
  hidden?: boolean;
  cache?: boolean;
  /** Fixed tab that survives 关闭所有. */
  affix?: boolean;
  /** false: visiting does not open a tab. */
  tab?: boolean;
  /** Permission key of the layout-editor button (PoliceEditor, PropertyEditor, ConsoleEditor …). */
  editor?: string;
  /** Saved-layout id of an editable dashboard (01 §3: PoliceEditor, PropertyEditor, HomeEditor). */
  layoutKey?: string;
  /** Full-screen button on the tab bar (01 §2.9). */
  fullscreen?: boolean;
  authKey?: string;
  access?: RouteAccess;
  layout?: RouteLayout;
  /**
   * The page module, relative to web/src/features and without extension, with `#Export` when the page
   * is a named export (default export otherwise): 'property/list-pages/resident#ResidentAddPage'.
   * A route without one is not mounted and not in menus.
   */
  page?: string;
}

export interface RouteDeclaration extends RouteOptions {
  kind: 'route';
  name: string;
  path: string;
  title: string;
  /** Hidden add / edit / detail pages name the page they belong to and reuse its authKey. */
  parent?: string;
}

export interface GroupDeclaration {
  kind: 'group';
  key: string;
  title: string;
  icon: string;
  roles?: readonly number[];
  routes: readonly RouteDeclaration[];
}

export interface ModuleDeclaration {
  key: string;
  title: string;
  icon: string;
  /** 02 §9: complex 1, community 3, device 5, DevOps 6; not shown for the others. */
  moduleId?: number;
  roles?: readonly number[];
  children: readonly (RouteDeclaration | GroupDeclaration)[];
}

/** One route with every meta field resolved. */
export interface CatalogueRoute {
  name: string;
  path: string;
  title: string;
  authKey: string;
  access: RouteAccess;
  layout: RouteLayout;
  icon?: string;
  tree?: TreeType;
  showAll: boolean;
  watermark: boolean;
  roles?: readonly number[];
  hidden: boolean;
  cache: boolean;
  affix: boolean;
  tab: boolean;
  editor?: string;
  layoutKey?: string;
  fullscreen: boolean;
  moduleId?: number;
  /** Key of the module (top-level menu entry) the route belongs to. */
  module: string;
  /** Key of the menu group inside the module, if any. */
  group?: string;
  parent?: string;
  page?: string;
}

/**
 * The route of a plain list page, declared in its resource's `route:` block (openapi/resources/) and
 * generated into contract/src/generated/list-page-routes.ts. `menu` is `<module key>` or
 * `<module key>/<group key>`; the route goes right after the route (or group) `after` names, first
 * with `first`, else at the end of its menu place.
 */
export interface ListPageRoute {
  /** The resource whose declaration holds the route. */
  resource: string;
  menu: string;
  after?: string;
  first?: true;
  route: RouteDeclaration;
}
