// 01 §6: two user names get extra complex-control dashboard items whatever their menus say — one gets
// 立体防控 and 安全指数, the other 疫情态势 in place of the epidemic item (疫情防控演示). The names are
// deployment configuration (build-time env, comma-separated; README "Special user names"), not data.

export interface SpecialUserConfig {
  /** user names shown PreventionAndControl and SafetyIndex */
  security: readonly string[];
  /** user names shown EpidemicSituation instead of EpidemicPreventionDemo */
  epidemic: readonly string[];
}

function names(value: string | undefined, fallback: readonly string[]): readonly string[] {
  if (value === undefined) return fallback;
  return value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

export const SPECIAL_USERS: SpecialUserConfig = {
  security: names(import.meta.env.VITE_SECURITY_DASHBOARD_USERS as string | undefined, ['gongan']),
  epidemic: names(import.meta.env.VITE_EPIDEMIC_DASHBOARD_USERS as string | undefined, ['fangyi']),
};

const SECURITY_ITEMS = ['PreventionAndControl', 'SafetyIndex'];
const EPIDEMIC_ITEM = 'EpidemicSituation';
const EPIDEMIC_REPLACED = 'EpidemicPreventionDemo';

/** The access list with the user's extra dashboard items applied (the order of the list is kept). */
export function withSpecialUserItems(
  userName: string,
  accessAuthList: readonly string[],
  config: SpecialUserConfig = SPECIAL_USERS,
): string[] {
  let keys = [...accessAuthList];
  const add = (key: string) => {
    if (!keys.includes(key)) keys.push(key);
  };
  if (config.security.includes(userName)) SECURITY_ITEMS.forEach(add);
  if (config.epidemic.includes(userName)) {
    const at = keys.indexOf(EPIDEMIC_REPLACED);
    keys = keys.filter((key) => key !== EPIDEMIC_ITEM);
    if (at >= 0) keys.splice(keys.indexOf(EPIDEMIC_REPLACED), 1, EPIDEMIC_ITEM);
    else keys.push(EPIDEMIC_ITEM);
  }
  return keys;
}
