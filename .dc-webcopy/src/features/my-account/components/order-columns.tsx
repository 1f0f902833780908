// Columns shared by the order list and the recent orders on 我的账户.
import type { TableProps } from 'antd';
import type { AccountOrder } from '../api/get-orders';
import { formatYuan } from '../recharge-amount';
import { OrderStatusTag } from './OrderStatusTag';

type Columns = NonNullable<TableProps<AccountOrder>['columns']>;

export const orderColumns: Columns = [
  { key: 'orderNo', title: '订单号', dataIndex: 'orderNo', width: 200 },
  { key: 'orderTypeName', title: '订单类型', dataIndex: 'orderTypeName', width: 100 },
  {
    key: 'productName',
    title: '产品',
    dataIndex: 'productName',
    render: (_value, order) => (order.productName ? `${order.productName}（${order.months} 个月）` : ''),
  },
  {
    key: 'amount',
    title: '金额（元）',
    dataIndex: 'amount',
    align: 'right',
    width: 120,
    render: (value: number, order) =>
      order.orderType === 1 ? `+${formatYuan(value)}` : `-${formatYuan(value)}`,
  },
  { key: 'payTypeName', title: '支付方式', dataIndex: 'payTypeName', width: 100 },
  {
    key: 'status',
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (_value, order) => <OrderStatusTag order={order} />,
  },
  { key: 'createTime', title: '下单时间', dataIndex: 'createTime', width: 170 },
];
