// The hidden add / edit / detail route pages of a declaration (02 §2): the same form and detail rows as
// the dialogs, full page, reading the record id from the route; saving or 返回 goes back to the list.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Result, Space, Spin } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useBusy } from '../../../components/use-busy';
import { TABLE_EMPTY_CELL } from '../../../lib/constants';
import { useRouteTable } from '../../../shell/route-table';
import { declaredFields } from './declared-fields';
import { cellOf } from './fields';
import { fetchDetail, saveRecord } from './resource-api';
import { ResourceForm } from './ResourceForm';
import type { RouteMode } from './route-paths';
import { metaOf, type ResourcePageDeclaration } from './types';

function idParamOf(declaration: ResourcePageDeclaration): string {
  return Object.entries(declaration.routeParams ?? {}).find(([, field]) => field === 'id')?.[0] ?? 'id';
}

export function ResourceRoutePage({
  declaration,
  mode,
}: {
  declaration: ResourcePageDeclaration;
  mode: RouteMode;
}) {
  const meta = metaOf(declaration.resource);
  const fields = declaredFields(meta, declaration);
  const params = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const listPath = useRouteTable().byName.get(declaration.route)?.path;
  const back = () => void (listPath ? navigate(listPath) : navigate(-1));
  const raw =
    mode === 'add' ? undefined : (params[idParamOf(declaration)] ?? searchParams.get('id') ?? undefined);
  const id = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : undefined;
  const [form] = Form.useForm();
  const queryClient = useQueryClient();
  const [saving, whileSaving] = useBusy();
  const record = useQuery({
    queryKey: ['resource', meta.name, 'detail', id],
    queryFn: () => fetchDetail(meta, id!),
    enabled: id !== undefined,
  });

  if (mode !== 'add' && id === undefined) {
    return (
      <Result
        status="warning"
        title={`${meta.title}编号无效`}
        extra={<Button onClick={back}>返回列表</Button>}
      />
    );
  }
  if (mode !== 'add' && record.isError) {
    return (
      <Result
        status="warning"
        title={`${meta.title}不存在或已删除`}
        extra={<Button onClick={back}>返回列表</Button>}
      />
    );
  }
  const title = `${mode === 'add' ? '新增' : mode === 'edit' ? '编辑' : ''}${meta.title}${mode === 'detail' ? '详情' : ''}`;

  const save = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    await whileSaving(async () => {
      await saveRecord(meta, values, id);
      // The list stays mounted in its tab (keep-alive): make it read again.
      await queryClient.invalidateQueries({ queryKey: ['resource', meta.name] });
      back();
    });
  };

  return (
    <Card
      title={title}
      extra={
        <Space>
          <Button onClick={back}>返回</Button>
          {mode !== 'detail' && (
            <Button type="primary" loading={saving} onClick={() => void save().catch(() => undefined)}>
              保存
            </Button>
          )}
        </Space>
      }
    >
      <Spin spinning={record.isFetching}>
        {mode === 'detail'
          ? record.data && (
              <Descriptions
                column={{ xs: 1, md: 2 }}
                bordered
                size="small"
                items={fields.detail.map((field) => {
                  const shown = cellOf(field, record.data[field.key], record.data);
                  return {
                    key: field.key,
                    label: field.title,
                    children: shown === '' ? TABLE_EMPTY_CELL : shown,
                  };
                })}
              />
            )
          : (mode === 'add' || record.data) && (
              <div style={{ maxWidth: 880 }}>
                <ResourceForm meta={meta} form={form} fields={fields.form} row={record.data} />
              </div>
            )}
      </Spin>
    </Card>
  );
}
