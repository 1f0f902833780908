// 组织架构 (02 §2 组织管理 SystemFramework, AgentTree): the structure below the organisation chosen in
// the tree — the organisation, its sub-organisations, and the department tree of each (部门, parentId),
// with the number of accounts per department. Departments are added at the top of an organisation or
// below a department, edited and deleted here; a department with sub-departments or accounts shows the
// delete-blocked dialog.
import { ApartmentOutlined, BankOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Form,
  Row as GridRow,
  Space,
  Statistic,
  Table,
  Tag,
  TreeSelect,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState, type Key } from 'react';
import { DraggableModal } from '@/components/DraggableModal/DraggableModal';
import { useBusy } from '@/components/use-busy';
import { TABLE_EMPTY_CELL } from '@/lib/constants/tables';
import { agentTreeQuery, type fetchAgentTree } from '@/shell/tree/tree-api';
import { useTreeSelection } from '@/shell/tree/tree-selection';
import { usePermitted } from '@/shell/session/Permitted';
import { cellOf, dateItemProps, FieldControl, rulesOf } from '@/list-page/fields';
import { useGuardedDelete } from '@/list-page/guarded-delete';
import { saveRecord } from '@/list-page/resource-api';
import { resourceKeys, resourcePageQuery } from '@/list-page/resource-queries';
import { metaOf, type Row } from '@/list-page/types';

const meta = metaOf('SystemDepartment');
const userMeta = metaOf('SystemUser');
const ROUTE = 'SystemFramework';
const FORM_FIELDS = ['name', 'agentId', 'deptType', 'leaderName', 'phone', 'sort', 'status', 'remark'];
const field = (key: string) => meta.fields.find((f) => f.key === key)!;

interface Organisation {
  agentId: string;
  agentName: string;
  parentAgentName: string | null;
  depth: number;
}

/** A row of the structure table: an organisation or a department. */
export interface StructureRow {
  key: string;
  kind: 'organisation' | 'department';
  name: string;
  agentId: string;
  row?: Row;
  children?: StructureRow[];
}

/** The organisation and the ones below it, each with its department tree (sorted by 排序). */
export function structureOf(
  organisations: readonly Organisation[],
  departments: readonly Row[],
): StructureRow[] {
  const departmentsOf = (agentId: string, parentId: number | null): StructureRow[] =>
    departments
      .filter((d) => String(d.agentId) === agentId && (d.parentId ?? null) === parentId)
      .sort((a, b) => Number(a.sort) - Number(b.sort) || a.id - b.id)
      .map((d) => {
        const children = departmentsOf(agentId, d.id);
        return {
          key: `dep-${d.id}`,
          kind: 'department' as const,
          name: String(d.name),
          agentId,
          row: d,
          ...(children.length ? { children } : {}),
        };
      });
  return organisations.map((o) => {
    const children = departmentsOf(o.agentId, null);
    return {
      key: `org-${o.agentId}`,
      kind: 'organisation' as const,
      name: o.agentName,
      agentId: o.agentId,
      ...(children.length ? { children } : {}),
    };
  });
}

/** Organisations from the agent tree: the chosen one and every one below it, depth first. */
function organisationsBelow(
  nodes: Awaited<ReturnType<typeof fetchAgentTree>>,
  agentId: string | undefined,
): Organisation[] {
  const out: Organisation[] = [];
  const walk = (list: typeof nodes, depth: number, inside: boolean) => {
    for (const node of list) {
      const hit = inside || !agentId || node.agentId === agentId;
      if (hit)
        out.push({
          agentId: node.agentId,
          agentName: node.agentName,
          parentAgentName: node.parentAgentName ?? null,
          depth,
        });
      walk(node.data, hit ? depth + 1 : depth, hit);
    }
  };
  walk(nodes, 0, false);
  return out;
}

/** Departments of an organisation as select options, leaving out one department and everything below it. */
interface ParentOption {
  value: number;
  title: string;
  children: ParentOption[];
}

function parentOptions(
  departments: readonly Row[],
  agentId: string | undefined,
  exclude?: number,
): ParentOption[] {
  const build = (parentId: number | null): ParentOption[] =>
    departments
      .filter((d) => String(d.agentId) === agentId && (d.parentId ?? null) === parentId && d.id !== exclude)
      .sort((a, b) => Number(a.sort) - Number(b.sort))
      .map((d) => ({ value: d.id, title: String(d.name), children: build(d.id) }));
  return agentId ? build(null) : [];
}

function DepartmentDialog(props: {
  open: boolean;
  editing?: Row;
  preset: { agentId?: string; parentId?: number | null };
  departments: readonly Row[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { open, editing, preset, departments, onClose, onSaved } = props;
  const [form] = Form.useForm();
  const [saving, whileSaving] = useBusy();
  const agentId = Form.useWatch<string | undefined>('agentId', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? {
            ...Object.fromEntries(FORM_FIELDS.map((k) => [k, editing[k] ?? undefined])),
            parentId: editing.parentId ?? undefined,
          }
        : {
            ...Object.fromEntries(FORM_FIELDS.map((k) => [k, field(k).default ?? undefined])),
            agentId: preset.agentId,
            parentId: preset.parentId ?? undefined,
          },
    );
  }, [open, editing, preset, form]);

  const submit = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    await whileSaving(async () => {
      await saveRecord(meta, values, editing?.id);
      onSaved();
    });
  };

  return (
    <DraggableModal
      open={open}
      title={editing ? '编辑部门' : '新增部门'}
      width={640}
      okText="保存"
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        name="SystemDepartment-form"
        onValuesChange={(changed: Record<string, unknown>) => {
          if ('agentId' in changed) form.setFieldValue('parentId', undefined);
        }}
      >
        <GridRow gutter={16}>
          {FORM_FIELDS.slice(0, 2).map((key) => (
            <Col key={key} xs={24} md={12}>
              <Form.Item name={key} label={field(key).title} rules={rulesOf(field(key)) as never} required>
                <FieldControl field={field(key)} row={editing} />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} md={12}>
            <Form.Item name="parentId" label="上级部门" extra="不选为一级部门">
              <TreeSelect
                treeData={parentOptions(departments, agentId, editing?.id)}
                treeDefaultExpandAll
                allowClear
                disabled={!agentId}
                placeholder="请选择上级部门"
              />
            </Form.Item>
          </Col>
          {FORM_FIELDS.slice(2).map((key) => (
            <Col key={key} xs={24} md={key === 'remark' ? 24 : 12}>
              <Form.Item
                name={key}
                label={field(key).title}
                rules={rulesOf(field(key)) as never}
                required={field(key).required}
                {...dateItemProps(field(key))}
              >
                <FieldControl field={field(key)} row={editing} />
              </Form.Item>
            </Col>
          ))}
        </GridRow>
      </Form>
    </DraggableModal>
  );
}

type DepartmentDialogState = { editing?: Row; preset: { agentId?: string; parentId?: number | null } };

/** Keys of the rows that have children (展开全部 opens them all). */
function branchKeys(structure: readonly StructureRow[]): string[] {
  const keys: string[] = [];
  const walk = (list: readonly StructureRow[]) => {
    for (const r of list) {
      if (!r.children) continue;
      keys.push(r.key);
      walk(r.children);
    }
  };
  walk(structure);
  return keys;
}

/** The structure table's columns: organisation or department, the department fields, and for editors 操作. */
function structureColumns(
  canEdit: boolean,
  onDialog: (dialog: DepartmentDialogState) => void,
  onRemove: (row: Row) => void,
) {
  return [
    {
      key: 'name',
      title: '组织 / 部门',
      render: (_: unknown, r: StructureRow) =>
        r.kind === 'organisation' ? (
          <Space>
            <BankOutlined />
            <Typography.Text strong>{r.name}</Typography.Text>
          </Space>
        ) : (
          <Space>
            <ApartmentOutlined />
            {r.name}
          </Space>
        ),
    },
    ...['deptType', 'leaderName', 'phone', 'memberCount', 'sort', 'status'].map((key) => ({
      key,
      title: field(key).title,
      render: (_: unknown, r: StructureRow) => {
        if (!r.row) return null;
        const shown = cellOf(field(key), r.row[key], r.row);
        return shown === '' ? TABLE_EMPTY_CELL : shown;
      },
    })),
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: '操作',
            width: 220,
            render: (_: unknown, r: StructureRow) =>
              r.kind === 'organisation' ? (
                <Button type="link" size="small" onClick={() => onDialog({ preset: { agentId: r.agentId } })}>
                  新增部门
                </Button>
              ) : (
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => onDialog({ preset: { agentId: r.agentId, parentId: r.row!.id } })}
                  >
                    新增下级
                  </Button>
                  <Button type="link" size="small" onClick={() => onDialog({ editing: r.row, preset: {} })}>
                    编辑
                  </Button>
                  <Button type="link" size="small" danger onClick={() => onRemove(r.row!)}>
                    删除
                  </Button>
                </Space>
              ),
          },
        ]
      : []),
  ];
}

export function FrameworkPage() {
  const selection = useTreeSelection('AgentTree');
  const agentId = selection?.agentId;
  const queryClient = useQueryClient();
  const canEdit = usePermitted(ROUTE);
  const [dialog, setDialog] = useState<DepartmentDialogState>();
  const [expanded, setExpanded] = useState<readonly Key[] | undefined>();

  const agents = useQuery(agentTreeQuery);
  const departments = useQuery(resourcePageQuery(meta, { agentId, limit: 1000 }));
  const accounts = useQuery(resourcePageQuery(userMeta, { agentId, limit: 1 }));
  const organisations = useMemo(() => organisationsBelow(agents.data ?? [], agentId), [agents.data, agentId]);
  const rows = useMemo(() => departments.data?.rows ?? [], [departments.data]);
  const structure = useMemo(() => structureOf(organisations, rows), [organisations, rows]);
  const allKeys = useMemo(() => branchKeys(structure), [structure]);
  const chosen = organisations[0];
  const refresh = () => void queryClient.invalidateQueries({ queryKey: resourceKeys.all });

  const { remove, dialog: deleteBlockedDialog } = useGuardedDelete(meta, refresh);

  const columns = structureColumns(canEdit, setDialog, (row) => void remove([row]).catch(() => undefined));

  const topLevel = rows.filter((d) => String(d.agentId) === chosen?.agentId && !d.parentId);
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small">
        <GridRow gutter={[16, 12]} align="middle">
          <Col xs={24} xl={12}>
            <Descriptions
              size="small"
              column={1}
              items={[
                {
                  key: 'name',
                  label: '组织名称',
                  children: chosen?.agentName ?? selection?.label ?? '全部组织',
                },
                { key: 'parent', label: '上级组织', children: chosen?.parentAgentName ?? TABLE_EMPTY_CELL },
              ]}
            />
          </Col>
          <Col xs={8} xl={4}>
            <Statistic title="下级组织" value={Math.max(0, organisations.length - 1)} />
          </Col>
          <Col xs={8} xl={4}>
            <Statistic title="部门数" value={rows.length} suffix={<Tag>{topLevel.length} 个一级部门</Tag>} />
          </Col>
          <Col xs={8} xl={4}>
            <Statistic title="账号数" value={accounts.data?.total ?? 0} />
          </Col>
        </GridRow>
      </Card>
      <Card
        size="small"
        title={`组织架构${selection ? `（${selection.label}）` : ''}`}
        extra={
          <Space wrap>
            {canEdit && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                disabled={!chosen}
                onClick={() => setDialog({ preset: { agentId: chosen?.agentId } })}
              >
                新增部门
              </Button>
            )}
            <Button onClick={() => setExpanded(allKeys)}>展开全部</Button>
            <Button onClick={() => setExpanded([])}>收起</Button>
            <Button icon={<ReloadOutlined />} aria-label="刷新" onClick={refresh} />
          </Space>
        }
      >
        {structure.length ? (
          <Table<StructureRow>
            rowKey="key"
            size="middle"
            pagination={false}
            loading={departments.isFetching || agents.isFetching}
            dataSource={structure}
            columns={columns}
            expandable={{
              expandedRowKeys: expanded ?? allKeys,
              onExpandedRowsChange: (keys) => setExpanded(keys),
            }}
            scroll={{ x: 'max-content' }}
          />
        ) : (
          <Empty description={agents.isFetching ? '加载中' : '暂无组织'} />
        )}
      </Card>
      <DepartmentDialog
        open={dialog !== undefined}
        editing={dialog?.editing}
        preset={dialog?.preset ?? {}}
        departments={rows}
        onClose={() => setDialog(undefined)}
        onSaved={() => {
          setDialog(undefined);
          refresh();
        }}
      />
      {deleteBlockedDialog}
    </Space>
  );
}

export default FrameworkPage;
