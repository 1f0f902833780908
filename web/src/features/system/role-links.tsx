// Links between the role pages (02 §2 SystemRole and its hidden RoleDetail, SystemRole/add 关联账号,
// SystemRoleDetail 角色权限): each takes the role as ?id=; guarded by the role list's key.
import { Button, Space } from 'antd';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { useRouteTable } from '@/shell/route-table';
import { usePermitted } from '@/shell/session/Permitted';

export const ROLE_ROUTES = {
  list: 'SystemRole',
  accounts: 'SystemRoleAdd',
  detail: 'RoleDetail',
  permissions: 'SystemRoleDetail',
};

/** Path of a role page for one role, or undefined when that page is not mounted. */
export function useRolePath() {
  const table = useRouteTable();
  return (name: string, roleId?: number) => {
    const path = table.byName.get(name)?.path;
    return path && roleId !== undefined ? `${path}?id=${roleId}` : path;
  };
}

/** 关联账号 and 角色权限 for one role (row actions of the list, buttons of the detail page). */
export function RoleLinks({
  roleId,
  size = 'small',
  link = true,
}: {
  roleId: number;
  size?: 'small' | 'middle';
  link?: boolean;
}) {
  const navigate = useShellNavigate();
  const pathOf = useRolePath();
  const allowed = usePermitted(ROLE_ROUTES.list);
  if (!allowed) return null;
  const accounts = pathOf(ROLE_ROUTES.accounts, roleId);
  const permissions = pathOf(ROLE_ROUTES.permissions, roleId);
  return (
    <Space size={link ? 0 : 8}>
      {accounts && (
        <Button type={link ? 'link' : 'default'} size={size} onClick={() => void navigate(accounts)}>
          关联账号
        </Button>
      )}
      {permissions && (
        <Button type={link ? 'link' : 'primary'} size={size} onClick={() => void navigate(permissions)}>
          角色权限
        </Button>
      )}
    </Space>
  );
}
