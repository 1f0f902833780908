// 身份证预警 and 籍贯预警 (getEarlyWarningList type 0 / 1): the same list, ID numbers masked (01 §9).
import type { TableColumnsType } from 'antd';
import { maskCardNumber } from '@/lib/format/mask';
import { getEarlyWarnings, type EarlyWarningRecord } from '../api/get-early-warnings';
import { AlertRecordsPage, type FilterDef } from './AlertRecordsPage';
import { Photo } from './cells';

const FILTERS: readonly FilterDef[] = [
  { kind: 'community', name: 'depId', label: '小区' },
  { kind: 'range', name: 'time', label: '预警时间' },
];

const COLUMNS: TableColumnsType<EarlyWarningRecord> = [
  {
    key: 'photoUrl',
    dataIndex: 'photoUrl',
    title: '现场照片',
    width: 90,
    render: (url: string) => (url ? <Photo url={url} alt="现场照片" /> : ''),
  },
  { key: 'ownerName', dataIndex: 'ownerName', title: '姓名' },
  { key: 'cardNo', dataIndex: 'cardNo', title: '身份证号', render: (no: string) => maskCardNumber(no) },
  { key: 'birthPlace', dataIndex: 'birthPlace', title: '籍贯' },
  { key: 'controlReason', dataIndex: 'controlReason', title: '命中布控' },
  { key: 'depName', dataIndex: 'depName', title: '小区' },
  { key: 'deviceName', dataIndex: 'deviceName', title: '识别设备' },
  { key: 'warnTime', dataIndex: 'warnTime', title: '预警时间' },
];

export function EarlyWarningList({ type, route, title }: { type: 0 | 1; route: string; title: string }) {
  return (
    <AlertRecordsPage<EarlyWarningRecord>
      name={route}
      title={title}
      filters={FILTERS}
      columns={COLUMNS}
      rowKey="id"
      fetch={(query) => getEarlyWarnings(type, query)}
    />
  );
}
