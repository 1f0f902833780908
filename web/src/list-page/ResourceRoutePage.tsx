// The hidden add / edit / detail route pages of a declaration (02 §2): the same form and detail rows as
// the dialogs, full page, reading the record id from the route; saving or 返回 goes back to the list.
import { Card, Descriptions, Spin } from 'antd';
import { useParams, useSearchParams } from 'react-router-dom';
import { TABLE_EMPTY_CELL } from '@/lib/constants/tables';
import { declaredFields } from './declared-fields';
import { cellOf } from './fields';
import { EditorActions, RecordMissing, recordIdOf, useBackToList, useRecordEditor } from './record-editor';
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
  const back = useBackToList(declaration.route);
  const id = recordIdOf(
    mode === 'add' ? undefined : (params[idParamOf(declaration)] ?? searchParams.get('id')),
  );
  const { form, record, saving, save } = useRecordEditor(meta, id, back);

  if (mode !== 'add' && id === undefined)
    return <RecordMissing title={`${meta.title}编号无效`} back={back} />;
  if (mode !== 'add' && record.isError)
    return <RecordMissing title={`${meta.title}不存在或已删除`} back={back} />;
  const title = `${mode === 'add' ? '新增' : mode === 'edit' ? '编辑' : ''}${meta.title}${mode === 'detail' ? '详情' : ''}`;

  return (
    <Card
      title={title}
      extra={<EditorActions back={back} saving={saving} onSave={mode === 'detail' ? undefined : save} />}
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
