// 新增账号 / 编辑账号 (02 §2 systemManagement/add, systemManagement/edit?id=): the account form with the
// shared rules (name, mobile, e-mail) and the contract's user-name pattern, the department chosen from the selected
// organisation's department tree, and the initial password a new account logs in with.
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Form, Row as GridRow, Spin, TreeSelect } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTreeSelection } from '@/shell/tree/tree-selection';
import { declaredFields } from '@/list-page/declared-fields';
import { dateItemProps, FieldControl, rulesOf } from '@/list-page/fields';
import {
  EditorActions,
  RecordMissing,
  recordIdOf,
  useBackToList,
  useRecordEditor,
} from '@/list-page/record-editor';
import { resourcePageQuery } from '@/list-page/resource-queries';
import { metaOf, type FieldMeta, type Row } from '@/list-page/types';
import { systemUserDeclaration } from './system-user';

const meta = metaOf('SystemUser');
const departmentMeta = metaOf('SystemDepartment');
/** Initial password of an added account (mock: mock-server/src/system/accounts.ts, README). */
export const INITIAL_PASSWORD = 'Zhsq@2026';

interface DepartmentOption {
  value: number;
  title: string;
  children: DepartmentOption[];
}

/** The organisation's departments as a tree (parentId), sorted by their sort number. */
export function departmentTree(rows: readonly Row[], agentId: string): DepartmentOption[] {
  const own = rows
    .filter((r) => String(r.agentId) === agentId)
    .sort((a, b) => Number(a.sort) - Number(b.sort));
  const byParent = (parentId: number | null): DepartmentOption[] =>
    own
      .filter((r) => (r.parentId ?? null) === parentId)
      .map((r) => ({ value: r.id, title: String(r.name), children: byParent(r.id) }));
  return byParent(null);
}

function DepartmentSelect(props: {
  agentId?: string;
  value?: number | null;
  onChange?: (v: number | undefined) => void;
  id?: string;
}) {
  const departments = useQuery({
    ...resourcePageQuery(departmentMeta, { agentId: props.agentId, limit: 1000 }),
    enabled: Boolean(props.agentId),
  });
  return (
    <TreeSelect
      id={props.id}
      value={props.value ?? undefined}
      onChange={(v: number | undefined) => props.onChange?.(v)}
      treeData={props.agentId ? departmentTree(departments.data?.rows ?? [], props.agentId) : []}
      treeDefaultExpandAll
      allowClear
      loading={departments.isFetching}
      disabled={!props.agentId}
      placeholder={props.agentId ? '请选择所属部门' : '请先选择所属组织'}
      style={{ width: '100%' }}
    />
  );
}

function UserField({ field, row }: { field: FieldMeta; row?: Row }) {
  const form = Form.useFormInstance();
  const agentId = Form.useWatch<string | undefined>('agentId', form);
  return (
    <Form.Item
      name={field.key}
      label={field.title}
      rules={rulesOf(field) as never}
      required={field.required}
      {...dateItemProps(field)}
    >
      {field.key === 'departmentId' ? (
        <DepartmentSelect agentId={agentId} />
      ) : (
        <FieldControl field={field} row={row} />
      )}
    </Form.Item>
  );
}

function SystemUserFormPage({ mode }: { mode: 'add' | 'edit' }) {
  const fields = declaredFields(meta, systemUserDeclaration).form;
  const [searchParams] = useSearchParams();
  const id = mode === 'edit' ? recordIdOf(searchParams.get('id')) : undefined;
  const back = useBackToList(systemUserDeclaration.route);
  const organisation = useTreeSelection('AgentTree');
  const { form, record, saving, save } = useRecordEditor(meta, id, back);

  useEffect(() => {
    form.resetFields();
    if (record.data)
      form.setFieldsValue(Object.fromEntries(fields.map((f) => [f.key, record.data[f.key] ?? undefined])));
    else if (mode === 'add') {
      form.setFieldsValue({
        ...Object.fromEntries(fields.map((f) => [f.key, f.default ?? undefined])),
        agentId: organisation?.agentId,
      });
    }
    // The organisation chosen in the tree only seeds a new form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record.data, mode, form, fields]);

  if (mode === 'edit' && (id === undefined || record.isError))
    return <RecordMissing title="系统账号不存在或已删除" back={back} />;

  return (
    <Card
      title={
        mode === 'add' ? '新增账号' : `编辑账号${record.data ? `：${String(record.data.userName)}` : ''}`
      }
      extra={<EditorActions back={back} saving={saving} onSave={save} />}
    >
      <Spin spinning={record.isFetching}>
        <div style={{ maxWidth: 880 }}>
          {mode === 'add' && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              message={`新账号的初始密码为 ${INITIAL_PASSWORD}，请提醒使用人首次登录后在“修改密码”中更改。`}
            />
          )}
          <Form
            form={form}
            layout="vertical"
            name="SystemUser-form"
            onValuesChange={(changed: Record<string, unknown>) => {
              // Departments belong to an organisation: another organisation clears the department.
              if ('agentId' in changed) form.setFieldValue('departmentId', undefined);
            }}
          >
            <GridRow gutter={16}>
              {fields.map((field) => (
                <Col key={field.key} xs={24} md={12}>
                  <UserField field={field} row={record.data} />
                </Col>
              ))}
            </GridRow>
          </Form>
        </div>
      </Spin>
    </Card>
  );
}

export function SystemUserAddPage() {
  return <SystemUserFormPage mode="add" />;
}

export function SystemUserEditPage() {
  return <SystemUserFormPage mode="edit" />;
}
