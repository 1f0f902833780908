// 账单详情 (02 §2 paySituation/detail?id=): the bill, its charge item and every payment (billInfo);
// 缴费 while something is owed.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Result, Space, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { TABLE_EMPTY_CELL } from '@/lib/constants/tables';
import { useRouteTable } from '@/shell/route-table';
import { Permitted } from '@/shell/session/Permitted';
import { cellOf } from '@/list-page/fields';
import { resourceKeys } from '@/list-page/resource-queries';
import { metaOf, type Row } from '@/list-page/types';
import { billInfoQuery } from './bill-api';
import { useQueryId } from '../query-id';
import { owedOf, PayDialog } from '../PayDialog';

const BILL_FIELDS = [
  'billNo',
  'status',
  'depId',
  'roomId',
  'payerName',
  'chargeItemId',
  'period',
  'amount',
  'paidAmount',
  'dueDate',
  'payTime',
  'createTime',
  'remark',
];
const PAYMENT_FIELDS = ['payNo', 'amount', 'payMethod', 'operatorName', 'receiptNo', 'payTime', 'remark'];

function rowsOf(resource: 'Bill' | 'ChargeItem', keys: readonly string[], row: Row) {
  const meta = metaOf(resource);
  return keys.map((key) => {
    const field = meta.fields.find((f) => f.key === key)!;
    const shown = cellOf(field, row[key], row);
    return { key, label: field.title, children: shown === '' ? TABLE_EMPTY_CELL : shown };
  });
}

export function BillDetailPage() {
  const id = useQueryId();
  const navigate = useShellNavigate();
  const listPath = useRouteTable().byName.get('PaySituation')?.path;
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState<Row | undefined>();
  const info = useQuery(billInfoQuery(id));
  const back = () => void (listPath ? navigate(listPath) : navigate(-1));
  if (id === undefined || info.isError) {
    return (
      <Result status="warning" title="账单不存在或已删除" extra={<Button onClick={back}>返回列表</Button>} />
    );
  }
  const bill = info.data?.bill as Row | undefined;
  const item = info.data?.chargeItem as Row | null | undefined;
  const payments = (info.data?.payments ?? []) as Row[];
  const paymentMeta = metaOf('PayRecord');
  const owed = bill ? owedOf(bill) : 0;

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card
        title={bill ? `账单 ${String(bill.billNo)}` : '账单详情'}
        extra={
          <Space>
            <Button onClick={back}>返回</Button>
            {bill && owed > 0 && (
              <Permitted authKey="PaySituation">
                <Button type="primary" onClick={() => setPaying(bill)}>
                  缴费（待缴 {owed.toFixed(2)} 元）
                </Button>
              </Permitted>
            )}
          </Space>
        }
      >
        <Spin spinning={info.isFetching}>
          {bill && (
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, md: 2, xl: 3 }}
              items={rowsOf('Bill', BILL_FIELDS, bill)}
            />
          )}
        </Spin>
      </Card>
      {item && (
        <Card title="收费项目" size="small">
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2, xl: 4 }}
            items={rowsOf(
              'ChargeItem',
              ['name', 'itemType', 'billingMode', 'unitPrice', 'cycle', 'dueDay', 'lateFeeRate', 'accountId'],
              item,
            )}
          />
        </Card>
      )}
      <Card
        title={
          <Space>
            缴费记录<Tag>{payments.length} 笔</Tag>
          </Space>
        }
        size="small"
      >
        <Table<Row>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={payments}
          locale={{ emptyText: '尚无缴费' }}
          columns={PAYMENT_FIELDS.map((key) => {
            const field = paymentMeta.fields.find((f) => f.key === key)!;
            return {
              key,
              dataIndex: key,
              title: field.title,
              render: (value: unknown, row: Row) => {
                const shown = cellOf(field, value, row);
                return shown === '' ? TABLE_EMPTY_CELL : shown;
              },
            };
          })}
        />
      </Card>
      <PayDialog
        bill={paying}
        onClose={() => setPaying(undefined)}
        onPaid={() => {
          setPaying(undefined);
          void queryClient.invalidateQueries({ queryKey: resourceKeys.of('Bill') });
        }}
      />
    </Space>
  );
}
