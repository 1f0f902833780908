// 账单管理 (02 §2 物业管理 / 收费管理 paySituation, BasicTree): bills per room, item and period. 缴费
// takes a payment (full or partial); 详情 opens paySituation/detail?id= (bill, item, payments).
import { Button } from 'antd';
import { useState } from 'react';
import { Permitted } from '@/shell/session/Permitted';
import { createResourcePage } from '@/list-page/create-page';
import type { Row } from '@/list-page/types';
import { PayDialog } from '../PayDialog';

function BillActions({ row, refresh }: { row: Row; refresh: () => void }) {
  const [paying, setPaying] = useState<Row | undefined>();
  return (
    <>
      {row.status !== 1 && (
        <Permitted authKey="PaySituation">
          <Button type="link" size="small" onClick={() => setPaying(row)}>
            缴费
          </Button>
        </Permitted>
      )}
      <PayDialog
        bill={paying}
        onClose={() => setPaying(undefined)}
        onPaid={() => {
          setPaying(undefined);
          refresh();
        }}
      />
    </>
  );
}

export default createResourcePage({
  resource: 'Bill',
  route: 'PaySituation',
  columns: [
    'billNo',
    'depId',
    'roomId',
    'payerName',
    'chargeItemId',
    'period',
    'amount',
    'paidAmount',
    'status',
    'dueDate',
    'payTime',
    'createTime',
    'remark',
  ],
  hiddenColumns: ['createTime', 'remark'],
  search: ['billNo', 'period', 'status', 'payerName', 'chargeItemId', 'createTime'],
  form: [
    'depId',
    'buildingId',
    'unitId',
    'roomId',
    'payerName',
    'chargeItemId',
    'period',
    'amount',
    'dueDate',
    'remark',
  ],
  routes: { detail: 'PaySituationDetail' },
  rowActions: { labels: ['缴费'], render: (row, { refresh }) => <BillActions row={row} refresh={refresh} /> },
});
