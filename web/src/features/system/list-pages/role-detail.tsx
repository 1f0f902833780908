// 角色详情 (02 §2 RoleDetail, ?id=): the role, the pages it grants grouped by module, and the accounts
// that hold it (paged), with the way on to 关联账号 and 角色权限.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Result, Space, Spin, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { DataTable } from '@/components/DataTable/DataTable';
import { usePaging } from '@/components/DataTable/use-paging';
import { TABLE_EMPTY_CELL } from '@/lib/constants/tables';
import { useRouteTable } from '@/shell/route-table';
import { cellOf } from '@/list-page/fields';
import { resourceDetailQuery, resourcePageQuery } from '@/list-page/resource-queries';
import { metaOf, type Row } from '@/list-page/types';
import { buildPermissionTree, permissionKeys } from '../permission-tree';
import { rolePermissionQuery } from '../role-api';
import { ROLE_ROUTES, RoleLinks, useRolePath } from '../role-links';

const roleMeta = metaOf('SystemRole');
const userMeta = metaOf('SystemUser');
const ROLE_FIELDS = [
  'name',
  'code',
  'roleType',
  'dataScope',
  'status',
  'accountCount',
  'permissionCount',
  'createTime',
  'remark',
];
const USER_COLUMNS = ['userName', 'realName', 'phone', 'agentId', 'departmentId', 'status', 'lastLoginTime'];

function field(key: string, meta = roleMeta) {
  return meta.fields.find((f) => f.key === key)!;
}

export function RoleDetailPage() {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('id') ?? '';
  const roleId = /^\d+$/.test(raw) ? Number(raw) : undefined;
  const table = useRouteTable();
  const navigate = useShellNavigate();
  const pathOf = useRolePath();
  const { page, pageSize, pager } = usePaging();
  const tree = useMemo(() => buildPermissionTree(table.modules, table.declaredByName), [table]);

  const role = useQuery(resourceDetailQuery(roleMeta, roleId));
  const permission = useQuery(rolePermissionQuery(roleId));
  const query = { roleId, page, limit: pageSize };
  const accounts = useQuery({
    ...resourcePageQuery(userMeta, query),
    enabled: roleId !== undefined,
    placeholderData: keepPreviousData,
  });
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
  const granted = new Set(permission.data?.keys ?? []);
  const modules = tree
    .map((module) => ({
      title: module.title,
      pages: module
        .children!.flatMap((node) => (node.children ? node.children : [node]))
        .filter((n) => granted.has(n.key)),
      total: permissionKeys(module.children ?? []).length,
    }))
    .filter((m) => m.pages.length > 0);

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card
        title={`角色详情${role.data ? `：${String(role.data.name)}` : ''}`}
        extra={
          <Space>
            <Button onClick={back}>返回</Button>
            <RoleLinks roleId={roleId} size="middle" link={false} />
          </Space>
        }
      >
        <Spin spinning={role.isFetching}>
          {role.data && (
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, md: 2, xl: 3 }}
              items={ROLE_FIELDS.map((key) => {
                const shown = cellOf(field(key), role.data[key], role.data);
                return { key, label: field(key).title, children: shown === '' ? TABLE_EMPTY_CELL : shown };
              })}
            />
          )}
        </Spin>
      </Card>
      <Card size="small" title="权限范围">
        <Spin spinning={permission.isFetching}>
          {permission.data?.all ? (
            <Typography.Text>超级管理员拥有全部 {permission.data.keys.length} 项权限。</Typography.Text>
          ) : modules.length ? (
            <Descriptions
              size="small"
              column={1}
              items={modules.map((m) => ({
                key: m.title,
                label: `${m.title}（${m.pages.length}/${m.total}）`,
                children: (
                  <Space size={[4, 4]} wrap>
                    {m.pages.map((p) => (
                      <Tag key={p.key}>{p.title}</Tag>
                    ))}
                  </Space>
                ),
              }))}
            />
          ) : (
            <Typography.Text type="secondary">该角色还没有分配任何页面权限。</Typography.Text>
          )}
        </Spin>
      </Card>
      <Card size="small" title={`持有该角色的账号（${accounts.data?.total ?? 0}）`}>
        <DataTable<Row>
          rowKey="id"
          size="middle"
          loading={accounts.isFetching}
          dataSource={accounts.data?.rows ?? []}
          columns={USER_COLUMNS.map((key) => ({
            key,
            dataIndex: key,
            title: field(key, userMeta).title,
            render: (value: unknown, row: Row) => cellOf(field(key, userMeta), value, row),
          }))}
          scroll={{ x: 'max-content' }}
          pagination={pager(accounts.data?.total ?? 0)}
        />
      </Card>
    </Space>
  );
}

export default RoleDetailPage;
