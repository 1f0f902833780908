// 新增值班区域 / 编辑值班区域 under 应用设置 (02 §2 EstateDutyHomeAdd dutyHome/add/:createId?,
// EstateDutyHomeEdit dutyHome/edit/:depId): the duty-area form; a new area starts in the organisation
// named by createId (else the one chosen in the organisation tree). Saving or 返回 goes back to the list.
import { Card, Spin } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useTreeSelection } from '@/shell/tree/tree-selection';
import { declaredFields } from '@/list-page/declared-fields';
import {
  EditorActions,
  RecordMissing,
  recordIdOf,
  useBackToList,
  useRecordEditor,
} from '@/list-page/record-editor';
import { ResourceForm } from '@/list-page/ResourceForm';
import { metaOf } from '@/list-page/types';
import { estateDutyHomeDeclaration } from './estate-duty-home';

const meta = metaOf('DutyArea');

function DutyHomeFormPage({ mode }: { mode: 'add' | 'edit' }) {
  const params = useParams();
  const back = useBackToList(estateDutyHomeDeclaration.route);
  const organisation = useTreeSelection('AgentTree');
  const id = mode === 'edit' ? recordIdOf(params.depId) : undefined;
  const createUnder = mode === 'add' ? (params.createId ?? organisation?.agentId) : undefined;
  const declared = declaredFields(meta, estateDutyHomeDeclaration).form;
  const fields = useMemo(
    () => declared.map((f) => (f.key === 'agentId' && createUnder ? { ...f, default: createUnder } : f)),
    [declared, createUnder],
  );
  const { form, record, saving, save } = useRecordEditor(meta, id, back);

  if (mode === 'edit' && (id === undefined || record.isError))
    return <RecordMissing title="值班区域不存在或已删除" back={back} />;

  return (
    <Card
      title={
        mode === 'add' ? '新增值班区域' : `编辑值班区域${record.data ? `：${String(record.data.name)}` : ''}`
      }
      extra={<EditorActions back={back} saving={saving} onSave={save} />}
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
