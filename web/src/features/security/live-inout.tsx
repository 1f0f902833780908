// 实时出入 (01 §4: received records shown on the in/out records page): while the 出入记录 page is
// shown it subscribes the inout channel to the community chosen in its tree (01 §4 record push) and
// lists the records pushed since, newest first, above the stored records. Leaving the page (or hiding
// its tab) cancels the subscription; the records stay in the channel's store for the session.
import { Badge, Card, Image, Tag, Typography } from 'antd';
import { useEffect, useSyncExternalStore } from 'react';
import { DataTable } from '@/components/DataTable/DataTable';
import { maskCardNumber } from '@/lib/format/mask';
import type { InoutRecord } from '@/lib/realtime/frames';
import {
  cancelInoutRecords,
  getInoutState,
  requestInoutRecords,
  subscribeInoutState,
} from '@/lib/realtime/inout-store';

/** Live rows shown at most; the channel's store keeps more (INOUT_RECORDS_KEPT). */
export const LIVE_ROWS_SHOWN = 10;

const COLUMNS = [
  {
    key: 'snapPhotoUrl',
    dataIndex: 'snapPhotoUrl',
    title: '抓拍照片',
    width: 90,
    render: (url: string) => (url ? <Image src={url} alt="抓拍照片" height={40} /> : ''),
  },
  { key: 'personName', dataIndex: 'personName', title: '姓名' },
  { key: 'personType', dataIndex: 'personType', title: '人员类型' },
  {
    key: 'direction',
    dataIndex: 'direction',
    title: '进出方向',
    render: (d: string) => <Tag color={d === '进' ? 'success' : 'processing'}>{d}</Tag>,
  },
  { key: 'openType', dataIndex: 'openType', title: '开门方式' },
  {
    key: 'place',
    title: '位置',
    render: (_: unknown, r: InoutRecord) =>
      [r.depName, r.buildingName, r.unitName, r.roomNumber].filter(Boolean).join(' '),
  },
  { key: 'cardNo', dataIndex: 'cardNo', title: '卡号', render: (no: string) => maskCardNumber(no) },
  { key: 'deviceName', dataIndex: 'deviceName', title: '通行设备' },
  { key: 'recordTime', dataIndex: 'recordTime', title: '通行时间' },
];

/** Records pushed for one community (all communities when depId is undefined), newest first. */
export function liveRecordsOf(records: readonly InoutRecord[], depId: number | undefined): InoutRecord[] {
  return records.filter((r) => depId === undefined || r.depId === depId).slice(0, LIVE_ROWS_SHOWN);
}

export function LiveInoutPanel({ depId, label }: { depId: number | undefined; label?: string }) {
  const state = useSyncExternalStore(subscribeInoutState, getInoutState, getInoutState);

  useEffect(() => {
    if (depId === undefined) return undefined;
    requestInoutRecords(depId);
    return () => cancelInoutRecords(depId);
  }, [depId]);

  const rows = liveRecordsOf(state.records, depId);
  return (
    <Card
      size="small"
      title={
        <Badge
          status={depId === undefined ? 'default' : 'processing'}
          text={`实时出入${label ? `（${label}）` : ''}`}
        />
      }
      extra={<span>收到 {rows.length} 条新记录</span>}
    >
      {rows.length === 0 ? (
        <Typography.Text type="secondary">
          {depId === undefined
            ? '请选择小区后接收实时通行记录'
            : '暂无新的通行记录，门禁上报后会实时显示在这里'}
        </Typography.Text>
      ) : (
        <DataTable<InoutRecord>
          rowKey="recordId"
          size="small"
          dataSource={rows}
          columns={COLUMNS}
          scroll={{ x: 'max-content' }}
          pagination={false}
        />
      )}
    </Card>
  );
}
