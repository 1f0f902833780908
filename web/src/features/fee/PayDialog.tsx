// 缴费 dialog of a bill (02 §2 paySituation and its detail page): amount (default: all that is owed;
// the shared amount rule, at most what is owed), payment method, receipt number, remark. The request
// toasts 缴费成功 / 缴费失败 (02 §8 pay action).
import { Descriptions, Form, Input, InputNumber, Radio } from 'antd';
import { DraggableModal } from '@/components/DraggableModal/DraggableModal';
import { useBusy } from '@/components/use-busy';
import { call, client } from '@/lib/api/instance';
import { amountRule } from '@zhsq/contract/validators/rules';
import type { Row } from '@/list-page/types';

export const PAY_METHODS = [
  { value: 1, label: '现金' },
  { value: 2, label: '微信' },
  { value: 3, label: '支付宝' },
  { value: 4, label: '银行转账' },
  { value: 5, label: 'POS刷卡' },
] as const;

export const owedOf = (bill: Row) => Math.round((Number(bill.amount) - Number(bill.paidAmount)) * 100) / 100;

interface PayValues {
  amount: number;
  payMethod: 1 | 2 | 3 | 4 | 5;
  receiptNo?: string;
  remark?: string;
}

export function PayDialog({
  bill,
  onClose,
  onPaid,
}: {
  bill: Row | undefined;
  onClose: () => void;
  onPaid: () => void;
}) {
  const [form] = Form.useForm<PayValues>();
  const [saving, whileSaving] = useBusy();
  const owed = bill ? owedOf(bill) : 0;

  const pay = async () => {
    const values = await form.validateFields();
    await whileSaving(async () => {
      await call(client.POST('/e_c/bill/pay/v2', { body: { id: bill!.id, ...values } }), { action: 'pay' });
      onPaid();
    });
  };

  return (
    <DraggableModal
      open={bill !== undefined}
      title="账单缴费"
      okText="确认收款"
      confirmLoading={saving}
      onOk={() => void pay().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      {bill && (
        <>
          <Descriptions
            size="small"
            column={2}
            style={{ marginBottom: 16 }}
            items={[
              {
                key: 'room',
                label: '房屋',
                children: `${String(bill.depName ?? '')} ${String(bill.roomName ?? '')}`,
              },
              { key: 'item', label: '收费项目', children: String(bill.chargeItemName ?? '') },
              { key: 'period', label: '账期', children: String(bill.period) },
              { key: 'owed', label: '待缴金额', children: `${owed.toFixed(2)} 元` },
            ]}
          />
          <Form form={form} layout="vertical" name="bill-pay" initialValues={{ amount: owed, payMethod: 2 }}>
            <Form.Item
              name="amount"
              label="缴费金额(元)"
              required
              rules={[
                amountRule() as never,
                {
                  validator: (_: unknown, value: number | null) =>
                    value == null || value <= owed
                      ? Promise.resolve()
                      : Promise.reject(new Error(`缴费金额不能超过待缴金额 ${owed.toFixed(2)} 元`)),
                },
              ]}
            >
              <InputNumber min={0} max={owed} precision={2} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="payMethod" label="支付方式" required>
              <Radio.Group options={PAY_METHODS.map((m) => ({ ...m }))} />
            </Form.Item>
            <Form.Item name="receiptNo" label="收据编号">
              <Input maxLength={32} placeholder="现金、POS 收款请填写收据编号" allowClear />
            </Form.Item>
            <Form.Item name="remark" label="备注">
              <Input.TextArea maxLength={200} rows={2} showCount />
            </Form.Item>
          </Form>
        </>
      )}
    </DraggableModal>
  );
}
