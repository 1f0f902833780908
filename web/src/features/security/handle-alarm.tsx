// 处理 of an alarm record (alarmHandle): a row action on unhandled alarms that opens a dialog for the
// result and a remark; the server fills in who handled it and when. Used by 门禁告警, 井盖告警, 标签预警,
// 陌生人超限预警, 未开门预警 and the smart-home alarms.
import { useMutation } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { DraggableModal } from '@/components/DraggableModal/DraggableModal';
import { HandleResultFields } from '@/components/HandleResultFields';
import { call, client } from '@/lib/api/instance';
import { Permitted } from '@/shell/session/Permitted';
import type { components, operations } from '@zhsq/contract/api';
import type { Row, RowActions } from '@/list-page/types';

type HandleBody = operations['alarmHandle']['requestBody']['content']['application/x-www-form-urlencoded'];
export type AlarmKind = HandleBody['type'];
export type AlarmHandleResult = components['schemas']['AlarmHandleResult'];

/** alarmHandle's results (contract: 1 已现场处置 2 误报 3 设备测试 4 其他). */
export const HANDLE_RESULT_OPTIONS = [
  { value: 1, label: '已现场处置' },
  { value: 2, label: '误报' },
  { value: 3, label: '设备测试' },
  { value: 4, label: '其他' },
] as const;

export async function handleAlarm(
  type: AlarmKind,
  id: number,
  values: { handleResult: 1 | 2 | 3 | 4; handleRemark?: string },
): Promise<AlarmHandleResult> {
  const result = await call(
    client.POST('/s_wr/alarm/handle/v2', { body: { type, id, ...values } satisfies HandleBody }),
    { action: 'operate' },
  );
  return result.object;
}

interface HandleAlarmButtonProps {
  type: AlarmKind;
  /** What is handled, for the dialog title (门禁告警, …). */
  title: string;
  /** The list route's key: handling is an edit of the record (02 §6 permission directive). */
  authKey: string;
  row: Row;
  onHandled: () => void;
}

/** Row action 处理 of an unhandled alarm and its dialog (mounted only while open). */
export function HandleAlarmButton(props: HandleAlarmButtonProps) {
  const [open, setOpen] = useState(false);
  if (props.row.handleStatus !== 0) return null;
  return (
    <Permitted authKey={props.authKey}>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        处理
      </Button>
      {open && (
        <HandleAlarmDialog
          {...props}
          onClose={() => setOpen(false)}
          onHandled={() => {
            setOpen(false);
            props.onHandled();
          }}
        />
      )}
    </Permitted>
  );
}

type HandleValues = { handleResult: 1 | 2 | 3 | 4; handleRemark?: string };

function HandleAlarmDialog({
  type,
  title,
  row,
  onClose,
  onHandled,
}: HandleAlarmButtonProps & { onClose: () => void }) {
  const [form] = Form.useForm<HandleValues>();
  const mutation = useMutation({
    mutationFn: (values: HandleValues) => handleAlarm(type, row.id, values),
    onSuccess: onHandled,
  });
  return (
    <DraggableModal
      open
      title={`处理${title}`}
      okText="确定"
      cancelText="取消"
      confirmLoading={mutation.isPending}
      onOk={() =>
        void form
          .validateFields()
          .then((values) => mutation.mutateAsync(values))
          .catch(() => undefined)
      }
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" name={`handle-${type}-${row.id}`}>
        <HandleResultFields options={HANDLE_RESULT_OPTIONS} />
      </Form>
    </DraggableModal>
  );
}

/** The declaration's rowActions for an alarm list: 处理 on unhandled rows. */
export function handleRowAction(type: AlarmKind, title: string, authKey: string): RowActions {
  function render(row: Row, { refresh }: { refresh: () => void }) {
    return <HandleAlarmButton type={type} title={title} authKey={authKey} row={row} onHandled={refresh} />;
  }
  return { labels: ['处理'], render };
}
