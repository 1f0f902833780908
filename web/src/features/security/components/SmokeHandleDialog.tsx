// 处理 of a smoke alarm (smokeAlarmRecordHandle): the result (真实火情 / 误报 / 设备测试 / 其他) and a remark;
// the server records who handled it and when.
import { useMutation } from '@tanstack/react-query';
import { Form } from 'antd';
import { DraggableModal } from '@/components/DraggableModal/DraggableModal';
import { HandleResultFields } from '@/components/HandleResultFields';
import { handleSmokeAlarm, type SmokeAlarmRecord, type SmokeHandleResult } from '../api/smoke-alarms';

/** smokeAlarmRecordHandle's results (contract: 1 真实火情 2 误报 3 设备测试 4 其他). */
export const SMOKE_HANDLE_RESULTS = [
  { value: 1, label: '真实火情' },
  { value: 2, label: '误报' },
  { value: 3, label: '设备测试' },
  { value: 4, label: '其他' },
] as const;

type Values = { handleResult: SmokeHandleResult; handleRemark?: string };

export function SmokeHandleDialog({
  record,
  onClose,
  onHandled,
}: {
  record: SmokeAlarmRecord;
  onClose: () => void;
  onHandled: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const mutation = useMutation({
    mutationFn: (values: Values) => handleSmokeAlarm({ id: record.id, ...values }),
    onSuccess: onHandled,
  });
  return (
    <DraggableModal
      open
      title="处理烟感报警"
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
      <p>
        {record.address}（{record.alarmTypeName}，{record.alarmTime}）
      </p>
      <Form form={form} layout="vertical" name={`smoke-handle-${record.id}`}>
        <HandleResultFields options={SMOKE_HANDLE_RESULTS} />
      </Form>
    </DraggableModal>
  );
}
