// 新增值班区域 / 编辑值班区域 under 应用设置 (02 §2 EstateDutyHomeAdd dutyHome/add/:createId?,
// EstateDutyHomeEdit dutyHome/edit/:depId): the duty-area form; a new area starts in the organisation
// named by createId (else the one chosen in the organisation tree). Saving or 返回 goes back to the list.
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Result, Space, Spin } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useBusy } from '../../../../components/use-busy';
import { useRouteTable } from '../../../../shell/route-table';
import { useTreeSelection } from '../../../../shell/tree/tree-selection';
import { declaredFields } from '../../engine/declared-fields';
import { fetchDetail, saveRecord } from '../../engine/resource-api';
import { ResourceForm } from '../../engine/ResourceForm';
import { metaOf } from '../../engine/types';
import { estateDutyHomeDeclaration } from './estate-duty-home';

const meta = metaOf('DutyArea');

function DutyHomeFormPage({ mode }: { mode: 'add' | 'edit' }) {
  const params = useParams();
  const navigate = useNavigate();
  const listPath = useRouteTable().byName.get(estateDutyHomeDeclaration.route)?.path;
  const back = () => void (listPath ? navigate(listPath) : navigate(-1));
  const organisation = useTreeSelection('AgentTree');
  const id = mode === 'edit' && /^\d+$/.test(params.depId ?? '') ? Number(params.depId) : undefined;
  const createUnder = mode === 'add' ? (params.createId ?? organisation?.agentId) : undefined;
  const declared = declaredFields(meta, estateDutyHomeDeclaration).form;
  const fields = useMemo(
    () => declared.map((f) => (f.key === 'agentId' && createUnder ? { ...f, default: createUnder } : f)),
    [declared, createUnder],
  );
  const [form] = Form.useForm();
  const [saving, whileSaving] = useBusy();
  const record = useQuery({
    queryKey: ['resource', meta.name, 'detail', id],
    queryFn: () => fetchDetail(meta, id!),
    enabled: id !== undefined,
  });

  if (mode === 'edit' && (id === undefined || record.isError)) {
    return (
      <Result
        status="warning"
        title="值班区域不存在或已删除"
        extra={<Button onClick={back}>返回列表</Button>}
      />
    );
  }
  const save = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    await whileSaving(async () => {
      await saveRecord(meta, values, id);
      back();
    });
  };

  return (
    <Card
      title={
        mode === 'add' ? '新增值班区域' : `编辑值班区域${record.data ? `：${String(record.data.name)}` : ''}`
      }
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
        {(mode === 'add' || record.data) && (
          <div style={{ maxWidth: 880 }}>
            <ResourceForm meta={meta} form={form} fields={fields} row={record.data} />
          </div>
        )}
      </Spin>
    </Card>
  );
}

export function EstateDutyHomeAddPage() {
  return <DutyHomeFormPage mode="add" />;
}

export function EstateDutyHomeEditPage() {
  return <DutyHomeFormPage mode="edit" />;
}
