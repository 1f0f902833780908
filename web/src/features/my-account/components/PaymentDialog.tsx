// 扫码支付 after a recharge order is made: the QR code of codeUrl, the amount and order number, and the
// order's state polled every RECHARGE_POLL_MS until it is paid (充值成功) or cancelled. 取消支付
// cancels the pending order; closing leaves it to expire (30 minutes, contract rechargeCreate).
import { AlipayCircleOutlined, LoadingOutlined, WechatOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Flex, Modal, QRCode, Result, Typography } from 'antd';
import { useEffect } from 'react';
import { useCancelOrder } from '../api/cancel-order';
import type { RechargePayment } from '../api/create-recharge';
import { accountSummaryQuery } from '../api/get-account-summary';
import { usePolledOrder } from '../api/get-order';
import { ordersKey } from '../api/get-orders';
import { formatYuan } from '../recharge-amount';

export function PaymentDialog(props: {
  payment: RechargePayment | undefined;
  onClose: () => void;
  onViewOrders?: () => void;
}) {
  const { payment } = props;
  const queryClient = useQueryClient();
  const polled = usePolledOrder(payment?.order.orderId);
  const cancel = useCancelOrder();
  const order = polled.data ?? payment?.order;
  const status = order?.status;

  useEffect(() => {
    if (status === 1) {
      void queryClient.invalidateQueries({ queryKey: accountSummaryQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: ordersKey });
    }
  }, [status, queryClient]);

  const wechat = order?.payType === 1;
  const footer =
    status === 0
      ? [
          <Button
            key="cancel"
            loading={cancel.isPending}
            onClick={() => {
              if (order)
                void cancel.mutateAsync(order.orderId).then(
                  () => polled.refetch(),
                  () => undefined,
                );
            }}
          >
            取消支付
          </Button>,
        ]
      : null;

  return (
    <Modal
      title="扫码支付"
      open={payment !== undefined}
      width={440}
      onCancel={props.onClose}
      footer={footer}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {order && payment && status === 1 && (
        <Result
          status="success"
          title="充值成功"
          subTitle={`¥${formatYuan(order.amount)} 已到账，订单号 ${order.orderNo}`}
          extra={[
            props.onViewOrders && (
              <Button key="orders" onClick={props.onViewOrders}>
                查看订单
              </Button>
            ),
            <Button key="again" type="primary" onClick={props.onClose}>
              继续充值
            </Button>,
          ]}
        />
      )}
      {order && payment && (status === 2 || status === 3) && (
        <Result status="info" title={`订单${order.statusName}`} subTitle={`订单号 ${order.orderNo}`} />
      )}
      {order && payment && status === 0 && (
        <Flex vertical align="center" gap={12}>
          <Typography.Text>
            {wechat ? (
              <WechatOutlined style={{ color: '#07c160', marginRight: 6 }} />
            ) : (
              <AlipayCircleOutlined style={{ color: '#1677ff', marginRight: 6 }} />
            )}
            请使用{wechat ? '微信' : '支付宝'}扫一扫完成支付
          </Typography.Text>
          <QRCode value={payment.codeUrl} size={200} aria-label="支付二维码" />
          <Typography.Text strong style={{ fontSize: 24 }}>
            ¥{formatYuan(order.amount)}
          </Typography.Text>
          <Descriptions
            size="small"
            column={1}
            style={{ width: '100%' }}
            items={[
              { key: 'orderNo', label: '订单号', children: order.orderNo },
              { key: 'expire', label: '支付截止', children: payment.expireTime },
            ]}
          />
          <Typography.Text type="secondary" role="status">
            <LoadingOutlined style={{ marginRight: 6 }} />
            等待支付结果…
          </Typography.Text>
        </Flex>
      )}
    </Modal>
  );
}
