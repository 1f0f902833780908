// 关联账号 (02 §2 SystemRole/add, ?id=): which accounts hold the role, chosen with a transfer — the
// left list holds the other accounts (with the role they have now), the right the role's accounts.
// Saving (roleAccountSave) moves accounts into the role; those moved out have no role afterwards.
// The signed-in account cannot change its own role, so it cannot be moved.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Result, Space, Spin, Tag, Transfer, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { useBusy } from '@/components/use-busy';
import { useSession } from '@/shell/session/use-session';
import { resourceDetailQuery, resourceKeys, resourcePageQuery } from '@/list-page/resource-queries';
import { metaOf, type Row } from '@/list-page/types';
import { saveRoleAccounts } from '../role-api';
import { ROLE_ROUTES, useRolePath } from '../role-links';

const roleMeta = metaOf('SystemRole');
const userMeta = metaOf('SystemUser');
/** Every account the session may see fits one page (the mock and real backends cap limit at 1000). */
const ALL_ACCOUNTS = 1000;

interface Item {
  key: string;
  title: string;
  description: string;
  roleName: string;
  disabled: boolean;
}

export function RoleAccountsPage() {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('id') ?? '';
  const roleId = /^\d+$/.test(raw) ? Number(raw) : undefined;
  const navigate = useShellNavigate();
  const pathOf = useRolePath();
  const queryClient = useQueryClient();
  const selfId = useSession().loaded?.userInfo.userId;
  const [target, setTarget] = useState<string[] | undefined>();
  const [saving, whileSaving] = useBusy();

  const role = useQuery(resourceDetailQuery(roleMeta, roleId));
  const accounts = useQuery(
    resourcePageQuery(userMeta, { limit: ALL_ACCOUNTS, sort: 'userName', order: 'asc' }),
  );
  const back = () => {
    const list = pathOf(ROLE_ROUTES.list);
    void (list ? navigate(list) : navigate(-1));
  };

  if (roleId === undefined || role.isError) {
    return (
      <Result
        status="warning"
        title="角色不存在或已删除"
        extra={<Button onClick={back}>返回角色列表</Button>}
      />
    );
  }
  const rows: Row[] = accounts.data?.rows ?? [];
  const holders = rows.filter((r) => Number(r.roleId) === roleId).map((r) => String(r.id));
  const chosen = target ?? holders;
  const items: Item[] = rows.map((r) => ({
    key: String(r.id),
    title: `${String(r.realName ?? '') || String(r.userName)}（${String(r.userName)}）`,
    description: String(r.agentName ?? ''),
    roleName: String(r.roleName ?? '') || '未分配角色',
    disabled: String(r.id) === selfId,
  }));

  const save = async () => {
    await whileSaving(async () => {
      await saveRoleAccounts(roleId, chosen.map(Number));
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all });
      setTarget(undefined);
    });
  };

  return (
    <Card
      title={`关联账号${role.data ? `：${String(role.data.name)}` : ''}`}
      extra={
        <Space>
          <Button onClick={back}>返回</Button>
          <Button type="primary" loading={saving} disabled={target === undefined} onClick={() => void save()}>
            保存
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Alert
          type="info"
          showIcon
          message="移入右侧的账号改为该角色（一个账号只持有一个角色，会从原角色移出）；移回左侧的账号变为未分配角色，登录后没有菜单。当前登录账号不能修改自己的角色。"
        />
        <Spin spinning={accounts.isFetching || role.isFetching}>
          <Transfer<Item>
            dataSource={items}
            targetKeys={chosen}
            onChange={(keys) => setTarget(keys.map(String))}
            titles={['其他账号', `持有“${String(role.data?.name ?? '')}”的账号`]}
            showSearch={{ placeholder: '搜索姓名、用户名或组织' }}
            filterOption={(text, item) =>
              `${item.title}${item.description}${item.roleName}`.includes(text.trim())
            }
            render={(item) => (
              <Space size={4}>
                <span>{item.title}</span>
                <Typography.Text type="secondary">{item.description}</Typography.Text>
                {!chosen.includes(item.key) && <Tag>{item.roleName}</Tag>}
              </Space>
            )}
            listStyle={{ width: 'calc(50% - 24px)', height: 460 }}
            locale={{ itemUnit: '个', itemsUnit: '个', notFoundContent: '暂无账号' }}
          />
        </Spin>
      </Space>
    </Card>
  );
}

export default RoleAccountsPage;
