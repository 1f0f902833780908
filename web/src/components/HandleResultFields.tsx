// The fields of every alarm's 处理 dialog (alarmHandle, smokeAlarmRecordHandle): 处理结果, chosen from the
// operation's own results, and an optional 处理备注 of at most 200 characters.
import { Form, Input, Select } from 'antd';

const REMARK_MAX = 200;

export function HandleResultFields({ options }: { options: readonly { value: number; label: string }[] }) {
  return (
    <>
      <Form.Item name="handleResult" label="处理结果" rules={[{ required: true, message: '请选择处理结果' }]}>
        <Select options={[...options]} placeholder="请选择处理结果" />
      </Form.Item>
      <Form.Item name="handleRemark" label="处理备注">
        <Input.TextArea rows={3} maxLength={REMARK_MAX} showCount placeholder="请输入处理备注" />
      </Form.Item>
    </>
  );
}
