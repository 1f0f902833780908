// 订单 (AccountOrder, /account/order, 01 §2.2; not a tab): the account's orders, newest first, filtered by
// 订单号 (also ?orderNo=), 订单类型, 订单状态 (dictionary order_status) and 下单时间; pending orders can be
// cancelled. Server paging with the shared pager (15 per page).
import { Button, Card, DatePicker, Form, Input, Popconfirm, Select, Space, type TableProps } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DataTable } from '@/components/DataTable/DataTable';
import { TABLE_PAGE_SIZE } from '@/lib/constants/tables';
import { useLoadedSession } from '@/shell/session/use-session';
import { useCancelOrder } from './api/cancel-order';
import { useOrders, type AccountOrder } from './api/get-orders';
import { LoadFailed } from './components/LoadFailed';
import { orderColumns } from './components/order-columns';
import { PageTitle } from './components/PageTitle';
import { ORDER_TYPE_OPTIONS } from './labels';
import { toFilter, type Filter, type FilterValues } from './order-filter';

export default function OrdersPage() {
  const { dictionary } = useLoadedSession();
  const [params] = useSearchParams();
  const initialOrderNo = params.get('orderNo') ?? undefined;
  const [form] = Form.useForm<FilterValues>();
  const [filter, setFilter] = useState<Filter>({ orderNo: initialOrderNo });
  const [paging, setPaging] = useState({ page: 1, limit: TABLE_PAGE_SIZE });
  const orders = useOrders({ ...filter, ...paging });
  const cancel = useCancelOrder();

  const statusOptions = (dictionary.order_status ?? []).map((item) => ({
    value: item.code,
    label: item.name,
  }));

  const columns = useMemo<NonNullable<TableProps<AccountOrder>['columns']>>(
    () => [
      ...orderColumns,
      { key: 'payTime', title: '支付时间', dataIndex: 'payTime', width: 170 },
      { key: 'remark', title: '备注', dataIndex: 'remark', width: 140 },
      {
        key: 'action',
        title: '操作',
        width: 90,
        fixed: 'right',
        render: (_value, order) =>
          order.status === 0 ? (
            <Popconfirm
              title="确定取消该订单吗？"
              okText="确定"
              cancelText="取消"
              onConfirm={() => cancel.mutateAsync(order.orderId).catch(() => undefined)}
            >
              <Button type="link" size="small">
                取消订单
              </Button>
            </Popconfirm>
          ) : (
            ''
          ),
      },
    ],
    [cancel],
  );

  const search = (values: FilterValues) => {
    setFilter(toFilter(values));
    setPaging((p) => ({ ...p, page: 1 }));
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PageTitle title="订单" />
      <Card>
        <Form<FilterValues>
          form={form}
          layout="inline"
          name="order-filter"
          initialValues={{ orderNo: initialOrderNo, status: '' }}
          onFinish={search}
          style={{ rowGap: 12, marginBottom: 16 }}
        >
          <Form.Item label="订单号" name="orderNo">
            <Input placeholder="请输入订单号" allowClear maxLength={32} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="订单类型" name="orderType">
            <Select
              placeholder="全部"
              allowClear
              options={ORDER_TYPE_OPTIONS.map((o) => ({ ...o }))}
              style={{ width: 120 }}
            />
          </Form.Item>
          <Form.Item label="订单状态" name="status">
            <Select options={statusOptions} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item label="下单时间" name="range">
            <DatePicker.RangePicker allowClear style={{ width: 260 }} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                查询
              </Button>
              <Button
                onClick={() => {
                  form.setFieldsValue({ orderNo: undefined, orderType: undefined, status: '', range: null });
                  search({});
                }}
              >
                重置
              </Button>
            </Space>
          </Form.Item>
        </Form>
        {orders.isError && !orders.data ? (
          <LoadFailed title="订单加载失败" onRetry={() => void orders.refetch()} />
        ) : (
          <DataTable<AccountOrder>
            rowKey="orderId"
            columns={columns}
            dataSource={orders.data?.records ?? []}
            loading={orders.isFetching}
            scroll={{ x: 1300 }}
            pagination={{
              page: paging.page,
              pageSize: paging.limit,
              total: orders.data?.total ?? 0,
              onChange: (page, limit) => setPaging({ page, limit }),
            }}
          />
        )}
      </Card>
    </Space>
  );
}
