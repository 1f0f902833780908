// 充值 (AccountRecharge, /account/recharge, 01 §2.2; not a tab, not cached): choose an amount (presets
// or 其他金额, 1–50000 元) and 微信支付 / 支付宝, then pay the order by QR code (PaymentDialog).
import { AlipayCircleOutlined, WechatOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Form, Radio, Space } from 'antd';
import { useState } from 'react';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { MoneyInput } from '@/components/NumberTextInputs';
import { RECHARGE_MAX, RECHARGE_PRESETS } from '@/lib/constants/my-account';
import { useLoadedSession } from '@/shell/session/use-session';
import { useCreateRecharge, type RechargePayment } from './api/create-recharge';
import { useAccountSummary } from './api/get-account-summary';
import { PageTitle } from './components/PageTitle';
import { PaymentDialog } from './components/PaymentDialog';
import { CUSTOM_AMOUNT, customAmountError, formatYuan, rechargeAmount } from './recharge-amount';
import { useAccountLinks } from './use-account-links';

interface RechargeValues {
  choice: number | typeof CUSTOM_AMOUNT;
  custom?: string;
  payType: 1 | 2;
}

export default function RechargePage() {
  const { userInfo } = useLoadedSession();
  const summary = useAccountSummary();
  const links = useAccountLinks();
  const navigate = useShellNavigate();
  const [form] = Form.useForm<RechargeValues>();
  const choice = Form.useWatch('choice', form);
  const create = useCreateRecharge();
  const [payment, setPayment] = useState<RechargePayment>();

  const onFinish = async (values: RechargeValues) => {
    const amount = rechargeAmount(values.choice, values.custom);
    if (amount === undefined) return;
    const made = await create.mutateAsync({ amount, payType: values.payType }).catch(() => undefined);
    if (made) setPayment(made);
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PageTitle
        title="充值"
        extra={links.home && <Button onClick={() => void navigate(links.home!)}>返回我的账户</Button>}
      />
      <Card style={{ maxWidth: 760 }}>
        <Descriptions
          column={2}
          style={{ marginBottom: 24 }}
          items={[
            { key: 'account', label: '充值账号', children: userInfo.userName },
            {
              key: 'balance',
              label: '当前余额',
              children: summary.data ? `${formatYuan(summary.data.balance)} 元` : '-',
            },
          ]}
        />
        <Form<RechargeValues>
          form={form}
          name="recharge"
          labelCol={{ flex: '96px' }}
          initialValues={{ choice: RECHARGE_PRESETS[1], payType: 1 }}
          onFinish={(values) => void onFinish(values)}
        >
          <Form.Item label="充值金额" name="choice" rules={[{ required: true, message: '请选择充值金额' }]}>
            <Radio.Group
              optionType="button"
              options={[
                ...RECHARGE_PRESETS.map((value) => ({ value, label: `${value} 元` })),
                { value: CUSTOM_AMOUNT, label: '其他金额' },
              ]}
            />
          </Form.Item>
          {choice === CUSTOM_AMOUNT && (
            <Form.Item
              label="其他金额"
              name="custom"
              rules={[
                {
                  validator: (_rule, value: string | undefined) => {
                    const error = customAmountError(value);
                    return error ? Promise.reject(new Error(error)) : Promise.resolve();
                  },
                },
              ]}
            >
              <MoneyInput
                max={RECHARGE_MAX}
                placeholder="请输入充值金额"
                suffix="元"
                style={{ width: 220 }}
              />
            </Form.Item>
          )}
          <Form.Item label="支付方式" name="payType">
            <Radio.Group
              options={[
                {
                  value: 1,
                  label: (
                    <span>
                      <WechatOutlined style={{ color: '#07c160', marginRight: 4 }} />
                      微信支付
                    </span>
                  ),
                },
                {
                  value: 2,
                  label: (
                    <span>
                      <AlipayCircleOutlined style={{ color: '#1677ff', marginRight: 4 }} />
                      支付宝
                    </span>
                  ),
                },
              ]}
            />
          </Form.Item>
          <Form.Item label=" " colon={false} style={{ marginBottom: 0 }}>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              立即充值
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <PaymentDialog
        payment={payment}
        onClose={() => setPayment(undefined)}
        onViewOrders={
          links.order
            ? () => void navigate(`${links.order}?orderNo=${payment?.order.orderNo ?? ''}`)
            : undefined
        }
      />
    </Space>
  );
}
