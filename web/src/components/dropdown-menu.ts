// The menu of an antd Dropdown. antd's Menu wraps each item in a Tooltip that only opens when an inline
// menu is collapsed, which a dropdown's menu never is; left on, every opening mounts a tooltip trigger
// per item for nothing (the same reason the side menu turns them off).
import type { MenuProps } from 'antd';

export function dropdownMenu(menu: MenuProps): MenuProps {
  return { ...menu, tooltip: false };
}
