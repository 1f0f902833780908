// An order's state as a coloured tag (dictionary order_status names from the server).
import { Tag } from 'antd';
import type { AccountOrder } from '../api/get-orders';
import { ORDER_STATUS_COLORS } from '../labels';

export function OrderStatusTag({ order }: { order: Pick<AccountOrder, 'status' | 'statusName'> }) {
  return <Tag color={ORDER_STATUS_COLORS[order.status]}>{order.statusName}</Tag>;
}
