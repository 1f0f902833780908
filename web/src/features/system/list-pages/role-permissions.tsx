// 角色权限 (02 §2 SystemRoleDetail, ?id=): the role's permissions as a checkable tree of the route
// catalogue — one card per module with its groups and pages — saved with rolePermissionSave. The
// super administrator holds every key and cannot be changed. Keys the tree does not show are kept.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Empty,
  Input,
  Result,
  Row,
  Space,
  Spin,
  Tag,
  Tree,
  Typography,
} from 'antd';
import { useMemo, useState, type Key, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { useBusy } from '@/components/use-busy';
import { useRouteTable } from '@/shell/route-table';
import { usePermitted } from '@/shell/session/Permitted';
import { resourceDetailQuery, resourceKeys } from '@/list-page/resource-queries';
import { metaOf } from '@/list-page/types';
import {
  buildPermissionTree,
  filterPermissionTree,
  isBranchKey,
  permissionKeys,
  type PermissionNode,
} from '../permission-tree';
import { rolePermissionQuery, saveRolePermission } from '../role-api';
import { ROLE_ROUTES, useRolePath } from '../role-links';

const roleMeta = metaOf('SystemRole');

interface TreeItem {
  key: string;
  title: ReactNode;
  children?: TreeItem[];
}

/** Tree data; a group is tagged only when its module is not tagged already. */
function toTreeData(nodes: readonly PermissionNode[], tagged = false): TreeItem[] {
  return nodes.map((node) => ({
    key: node.key,
    title:
      node.children && node.roleOnly && !tagged ? (
        <Space size={4}>
          {node.title}
          <Tag color="gold">限超级管理员角色</Tag>
        </Space>
      ) : (
        node.title
      ),
    children: node.children && toTreeData(node.children, tagged || Boolean(node.roleOnly)),
  }));
}

/** One module: a check-all box in the title and its groups and pages as a tree. */
function ModuleCard(props: {
  module: PermissionNode;
  checked: readonly string[];
  disabled: boolean;
  onChange: (moduleKeys: readonly string[], checked: readonly string[]) => void;
}) {
  const { module, checked, disabled, onChange } = props;
  const keys = permissionKeys(module.children ?? []);
  const ticked = keys.filter((k) => checked.includes(k));
  return (
    <Card
      size="small"
      title={
        <Checkbox
          checked={ticked.length === keys.length}
          indeterminate={ticked.length > 0 && ticked.length < keys.length}
          disabled={disabled}
          onChange={(e) => onChange(keys, e.target.checked ? keys : [])}
        >
          {module.title}
        </Checkbox>
      }
      extra={
        <Space size={4}>
          {module.roleOnly && <Tag color="gold">限超级管理员角色</Tag>}
          <Typography.Text type="secondary">
            {ticked.length}/{keys.length}
          </Typography.Text>
        </Space>
      }
      style={{ height: '100%' }}
    >
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        disabled={disabled}
        treeData={toTreeData(module.children ?? [], module.roleOnly)}
        checkedKeys={ticked}
        onCheck={(value) => {
          const list = (Array.isArray(value) ? value : value.checked) as Key[];
          onChange(
            keys,
            list.map(String).filter((k) => !isBranchKey(k)),
          );
        }}
      />
    </Card>
  );
}

export function RolePermissionsPage() {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('id') ?? '';
  const roleId = /^\d+$/.test(raw) ? Number(raw) : undefined;
  const table = useRouteTable();
  const navigate = useShellNavigate();
  const pathOf = useRolePath();
  const queryClient = useQueryClient();
  const canSave = usePermitted(ROLE_ROUTES.list);
  const tree = useMemo(() => buildPermissionTree(table.modules, table.declaredByName), [table]);
  const treeKeys = useMemo(() => permissionKeys(tree), [tree]);
  const [filter, setFilter] = useState('');
  const [checked, setChecked] = useState<string[] | undefined>();
  const [saving, whileSaving] = useBusy();

  const role = useQuery(resourceDetailQuery(roleMeta, roleId));
  const permission = useQuery(rolePermissionQuery(roleId));
  const back = () => {
    const list = pathOf(ROLE_ROUTES.list);
    void (list ? navigate(list) : navigate(-1));
  };

  if (roleId === undefined || role.isError || permission.isError) {
    return (
      <Result
        status="warning"
        title="角色不存在或已删除"
        extra={<Button onClick={back}>返回角色列表</Button>}
      />
    );
  }
  const granted = permission.data?.keys ?? [];
  const locked = permission.data?.all ?? false;
  const current = locked ? treeKeys : (checked ?? granted.filter((k) => treeKeys.includes(k)));
  const shown = filterPermissionTree(tree, filter.trim());
  const editable = canSave && !locked;

  const save = async () => {
    const outside = granted.filter((k) => !treeKeys.includes(k));
    await whileSaving(async () => {
      const saved = await saveRolePermission(roleId, [...current, ...outside]);
      queryClient.setQueryData(rolePermissionQuery(roleId).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: resourceKeys.of(roleMeta.name) });
      setChecked(undefined);
    });
  };

  return (
    <Card
      title={`角色权限${role.data ? `：${String(role.data.name)}` : ''}`}
      extra={
        <Space wrap>
          <Typography.Text type="secondary">
            已选 {current.length} / {treeKeys.length} 项
          </Typography.Text>
          <Button onClick={back}>返回</Button>
          {editable && (
            <Button
              type="primary"
              loading={saving}
              disabled={checked === undefined}
              onClick={() => void save()}
            >
              保存
            </Button>
          )}
        </Space>
      }
    >
      <Spin spinning={role.isFetching || permission.isFetching}>
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Alert
            type="info"
            showIcon
            message={
              locked
                ? '超级管理员拥有全部权限，不能修改'
                : '勾选角色可以访问的页面；新增、编辑、详情等隐藏页面沿用所属页面的权限，“限超级管理员角色”的模块还要求账号持有超级管理员角色。保存后，持有该角色的账号重新登录或刷新菜单即生效。'
            }
          />
          <Space wrap>
            <Input.Search
              allowClear
              placeholder="搜索页面名称"
              aria-label="搜索页面名称"
              style={{ width: 240 }}
              onSearch={setFilter}
              onChange={(e) => {
                if (!e.target.value) setFilter('');
              }}
            />
            {editable && (
              <>
                <Button onClick={() => setChecked([...treeKeys])}>全选</Button>
                <Button onClick={() => setChecked([])}>清空</Button>
              </>
            )}
          </Space>
          {permission.data &&
            (shown.length ? (
              <Row gutter={[12, 12]}>
                {shown.map((module) => (
                  <Col key={module.key} xs={24} lg={12} xxl={8}>
                    <ModuleCard
                      module={module}
                      checked={current}
                      disabled={!editable}
                      onChange={(moduleKeys, ticked) =>
                        setChecked([...current.filter((k) => !moduleKeys.includes(k)), ...ticked])
                      }
                    />
                  </Col>
                ))}
              </Row>
            ) : (
              <Empty description="没有匹配的页面" />
            ))}
        </Space>
      </Spin>
    </Card>
  );
}

export default RolePermissionsPage;
