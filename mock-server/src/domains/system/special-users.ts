// 01 §6: two user names get extra complex-control dashboard pages whatever their role grants (立体防控
// and 安全指数; 疫情态势). The console adds them to its access list (web/src/shell/session/
// special-users.ts, build-time VITE_* names); the backend must then let those pages' calls through,
// so the mock holds the same keys for the same names (the same variables, read when it starts).
import type { UserRecord } from '../../store/users.js';

function names(value: string | undefined, fallback: readonly string[]): readonly string[] {
  if (value === undefined) return fallback;
  return value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

const SECURITY_USERS = names(process.env.VITE_SECURITY_DASHBOARD_USERS, ['gongan']);
const EPIDEMIC_USERS = names(process.env.VITE_EPIDEMIC_DASHBOARD_USERS, ['fangyi']);

/** The keys the user's name adds to its role's (none for every other name). */
export function specialUserKeys(user: Pick<UserRecord, 'userName'>): string[] {
  return [
    ...(SECURITY_USERS.includes(user.userName) ? ['PreventionAndControl', 'SafetyIndex'] : []),
    ...(EPIDEMIC_USERS.includes(user.userName) ? ['EpidemicSituation'] : []),
  ];
}
