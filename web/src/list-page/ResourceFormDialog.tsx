// Add / edit dialog of a resource. The server's rejection (same rule, same message as the form) shows
// as a toast and the dialog keeps what the user typed; so does a save that got no answer. A field that
// does not validate is brought into view.
import { Form } from 'antd';
import { DraggableModal } from '@/components/DraggableModal/DraggableModal';
import { useBusy } from '@/components/use-busy';
import { ACTION_MESSAGES } from '@/lib/constants/request';
import { validatedValues } from './record-editor';
import { saveRecord } from './resource-api';
import { ResourceForm } from './ResourceForm';
import type { FieldMeta, ResourceMeta, Row } from './types';

export interface ResourceFormDialogProps {
  meta: ResourceMeta;
  fields: readonly FieldMeta[];
  /** The record being edited; undefined to add. */
  row?: Row;
  open: boolean;
  width?: number;
  onClose: () => void;
  onSaved: (row: Row) => void;
}

export function ResourceFormDialog({
  meta,
  fields,
  row,
  open,
  width = 640,
  onClose,
  onSaved,
}: ResourceFormDialogProps) {
  const [form] = Form.useForm();
  const [saving, whileSaving] = useBusy(ACTION_MESSAGES[row ? 'edit' : 'add'].failure);

  const submit = async () => {
    const values = await validatedValues(form);
    if (!values) return;
    await whileSaving(async () => {
      onSaved(await saveRecord(meta, values, row?.id));
    });
  };

  return (
    <DraggableModal
      open={open}
      title={`${row ? '编辑' : '新增'}${meta.title}`}
      width={width}
      okText="保存"
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <ResourceForm meta={meta} form={form} fields={fields} row={row} resetKey={open} />
    </DraggableModal>
  );
}
