// Role permissions (02 §2 SystemRoleDetail): the permission keys a role grants, kept per store so a
// reset brings back the defaults. Keys are the catalogue's route authKeys plus the feature keys
// (MyAccount and the layout editors) — the same list the menu tree is built from (domains/auth/menus.ts).
import { menuModules, routesByName } from '@zhsq/contract/catalogue';
import { formatDateTime } from '../../store/clock.js';
import type { Store } from '../store.js';
import { FEATURE_KEYS } from '../auth/menus.js';
import { demoUsers } from '../../store/users.js';

/** The super administrator role: every key, not editable. */
export const SUPER_ADMIN_ROLE = 1;

/** Authorisation keys of the permission routes of a module (optionally some groups only). */
function keysOf(moduleKey: string, groups?: readonly string[], withHidden = false): string[] {
  const module = menuModules.find((m) => m.key === moduleKey);
  if (!module) return [];
  const names = module.children.flatMap((entry) =>
    entry.kind === 'route'
      ? [entry.name]
      : !groups || groups.includes(entry.key)
        ? entry.routes.map((r) => r.name)
        : [],
  );
  return names
    .map((name) => routesByName[name])
    .filter((r) => r && (withHidden || !r.hidden) && r.access === 'permission')
    .map((r) => r!.authKey);
}

let cachedKeys: string[] | undefined;

/** Every grantable key in catalogue order: routes, then the feature keys and the layout editors. */
export function allPermissionKeys(): string[] {
  const editors = () => Object.values(routesByName).flatMap((r) => (r.editor ? [r.editor] : []));
  cachedKeys ??= [
    ...new Set([
      ...menuModules.flatMap((m) => keysOf(m.key, undefined, true)),
      ...FEATURE_KEYS,
      ...editors(),
    ]),
  ];
  return cachedKeys;
}

/** Catalogue order of a set of keys, duplicates dropped. */
export function inCatalogueOrder(keys: Iterable<string>): string[] {
  const wanted = new Set(keys);
  return allPermissionKeys().filter((k) => wanted.has(k));
}

const ACCOUNT_KEYS = ['MyAccount', 'MyAccountHome'];

/** Keys of the seeded roles. Roles 2, 3 and 5 grant exactly what their demo accounts had. */
function defaultKeys(roleId: number): string[] {
  const demo = demoUsers().find((u) => u.roleIds[0] === String(roleId) && u.permissions !== 'all');
  if (demo && demo.permissions !== 'all') return inCatalogueOrder(demo.permissions);
  switch (roleId) {
    case 4:
      return inCatalogueOrder([...keysOf('Community'), ...ACCOUNT_KEYS]);
    case 6:
      return inCatalogueOrder([...keysOf('Security'), 'DashboardPolice']);
    case 7:
      return inCatalogueOrder(keysOf('Operation'));
    case 8:
      return inCatalogueOrder([...keysOf('Property', ['Member']), ...keysOf('MyAccount')]);
    case 9:
      return inCatalogueOrder(keysOf('Security', ['InOutManagement', 'WarningSetting', 'WarningRecord']));
    case 10:
      return inCatalogueOrder([...keysOf('Community'), 'DashboardProperty']);
    case 11:
      return inCatalogueOrder([...keysOf('Complex'), 'PoliceEditor', 'PropertyEditor']);
    case 12:
      return inCatalogueOrder(['InOutRecord', 'GuestRecord', 'SnapshotRecords']);
    default:
      return [];
  }
}

interface Grant {
  keys: string[];
  updateTime: string | null;
}

const grantsByStore = new WeakMap<Store, Map<number, Grant>>();

function grants(store: Store): Map<number, Grant> {
  let map = grantsByStore.get(store);
  if (!map) grantsByStore.set(store, (map = new Map()));
  return map;
}

/** The keys a role grants (every key for the super administrator; a new role starts with none). */
export function roleKeys(
  store: Store,
  roleId: number,
): { keys: string[]; updateTime: string | null; all: boolean } {
  if (roleId === SUPER_ADMIN_ROLE) return { keys: allPermissionKeys(), updateTime: null, all: true };
  const grant = grants(store).get(roleId);
  return grant ? { ...grant, all: false } : { keys: defaultKeys(roleId), updateTime: null, all: false };
}

export function saveRoleKeys(store: Store, roleId: number, keys: readonly string[]): Grant {
  const grant = { keys: inCatalogueOrder(keys), updateTime: formatDateTime(store.now()) };
  grants(store).set(roleId, grant);
  return grant;
}
