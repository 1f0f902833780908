// 开通 / 续费 a product: months (1, 3, 6, 12), the cost against the balance, and 确定 to pay from the
// balance. When the balance is short the dialog says so and offers 去充值 instead of paying.
import { Alert, Button, Descriptions, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { ACTIVATION_MONTHS } from '@/lib/constants/my-account';
import { RECHARGE_BUTTON } from '@/lib/constants/top-bar';
import { useActivateProduct } from '../api/activate-product';
import type { AccountProduct } from '../api/get-products';
import { activationLabel, quoteActivation } from '../activation';
import { formatYuan } from '../recharge-amount';

export function ActivateDialog(props: {
  product: AccountProduct;
  balance: number | undefined;
  rechargePath?: string;
  onClose: () => void;
}) {
  const { product, balance } = props;
  const [months, setMonths] = useState<(typeof ACTIVATION_MONTHS)[number]>(1);
  const activate = useActivateProduct();
  const navigate = useShellNavigate();
  const label = activationLabel(product);
  const quote = balance === undefined ? undefined : quoteActivation(product, months, balance);

  const submit = async () => {
    const done = await activate
      .mutateAsync({ productId: product.productId, months })
      .then(() => true)
      .catch(() => false);
    if (done) props.onClose();
  };

  return (
    <Modal
      open
      title={`${label}产品`}
      width={520}
      onCancel={props.onClose}
      okText="确定"
      cancelText="取消"
      onOk={() => void submit()}
      okButtonProps={{ disabled: !quote?.affordable, loading: activate.isPending }}
      destroyOnHidden
    >
      <Descriptions
        column={1}
        size="small"
        style={{ marginBottom: 16 }}
        items={[
          { key: 'name', label: '产品', children: product.productName },
          { key: 'price', label: '价格', children: `${formatYuan(product.price)} 元/月` },
          {
            key: 'months',
            label: `${label}时长`,
            children: (
              <Radio.Group
                aria-label={`${label}时长`}
                value={months}
                onChange={(event) => setMonths(event.target.value as typeof months)}
                options={ACTIVATION_MONTHS.map((m) => ({ value: m, label: `${m} 个月` }))}
              />
            ),
          },
          ...(product.status === 1
            ? [
                {
                  key: 'expire',
                  label: '当前到期',
                  children: `${product.expireTime ?? '-'}（在此基础上顺延）`,
                },
              ]
            : []),
          { key: 'cost', label: '应付金额', children: quote ? `${formatYuan(quote.cost)} 元` : '-' },
          {
            key: 'balance',
            label: '账户余额',
            children: balance === undefined ? '-' : `${formatYuan(balance)} 元`,
          },
          {
            key: 'after',
            label: '支付后余额',
            children: quote?.affordable ? `${formatYuan(quote.balanceAfter)} 元` : '-',
          },
        ]}
      />
      {quote && !quote.affordable && (
        <Alert
          type="warning"
          showIcon
          title="账户余额不足，请先充值"
          action={
            props.rechargePath && (
              <Button size="small" type="primary" onClick={() => void navigate(props.rechargePath!)}>
                {RECHARGE_BUTTON}
              </Button>
            )
          }
        />
      )}
    </Modal>
  );
}
