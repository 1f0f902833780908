// The theme of the signed-in user (01 §2.6: decided by role ids; themeblue before login).
import { useSession } from '../session/use-session';
import { THEME_PALETTES, themeForRoles, type ThemePalette } from './theme';

export function useShellTheme(): ThemePalette {
  const roleIds = useSession().loaded?.userInfo.roleIds;
  return THEME_PALETTES[themeForRoles(roleIds)];
}
