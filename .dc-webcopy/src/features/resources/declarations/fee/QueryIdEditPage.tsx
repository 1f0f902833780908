// Edit route pages whose catalogue path has no id parameter (02 §2 /estate/chargeAccount/edit): the
// record comes as ?id=. Same form, rules and save as the engine's route pages.
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Result, Space, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRouteTable } from '../../../../shell/route-table';
import { declaredFields } from '../../engine/declared-fields';
import { fetchDetail, saveRecord } from '../../engine/resource-api';
import { ResourceForm } from '../../engine/ResourceForm';
import { metaOf, type ResourcePageDeclaration } from '../../engine/types';

/** The record id of a ?id= route, or undefined when it is missing or not a number. */
export function useQueryId(): number | undefined {
  const [params] = useSearchParams();
  const raw = params.get('id');
  return raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
}

export function QueryIdEditPage({ declaration }: { declaration: ResourcePageDeclaration }) {
  const meta = metaOf(declaration.resource);
  const fields = declaredFields(meta, declaration).form;
  const id = useQueryId();
  const navigate = useNavigate();
  const listPath = useRouteTable().byName.get(declaration.route)?.path;
  const back = () => void (listPath ? navigate(listPath) : navigate(-1));
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const record = useQuery({
    queryKey: ['resource', meta.name, 'detail', id],
    queryFn: () => fetchDetail(meta, id!),
    enabled: id !== undefined,
  });
  if (id === undefined || record.isError) {
    return (
      <Result
        status="warning"
        title={`${meta.title}不存在或已删除`}
        extra={<Button onClick={back}>返回列表</Button>}
      />
    );
  }
  const save = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    setSaving(true);
    try {
      await saveRecord(meta, values, id);
      back();
    } catch {
      // The request layer showed the message; the form keeps the input.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card
      title={`编辑${meta.title}`}
      extra={
        <Space>
          <Button onClick={back}>返回</Button>
          <Button type="primary" loading={saving} onClick={() => void save().catch(() => undefined)}>
            保存
          </Button>
        </Space>
      }
    >
      <Spin spinning={record.isFetching}>
        {record.data && (
          <div style={{ maxWidth: 880 }}>
            <ResourceForm meta={meta} form={form} fields={fields} row={record.data} />
          </div>
        )}
      </Spin>
    </Card>
  );
}
