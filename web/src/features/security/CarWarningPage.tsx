// 车辆预警 (02 §2 公区预警 CarWarning; target of the 车辆预警 pop-up, which sends only the time): plates
// under 车辆布控 seen by the licence-plate cameras (eCcwList).
import { Tag, type TableColumnsType } from 'antd';
import { getCarWarnings, type CarWarningRecord } from './api/get-car-warnings';
import { AlertRecordsPage, type FilterDef } from './components/AlertRecordsPage';
import { Photo } from './components/cells';

const CONTROL_COLOURS: Record<number, string> = { 1: 'error', 2: 'magenta', 3: 'warning', 4: 'processing' };

const FILTERS: readonly FilterDef[] = [
  { kind: 'community', name: 'depId', label: '小区' },
  { kind: 'range', name: 'time', label: '预警时间' },
  { kind: 'text', name: 'carNumber', label: '车牌号', maxLength: 10 },
];

const COLUMNS: TableColumnsType<CarWarningRecord> = [
  {
    key: 'photoUrl',
    dataIndex: 'photoUrl',
    title: '抓拍照片',
    width: 90,
    render: (url: string) => (url ? <Photo url={url} alt="抓拍照片" /> : ''),
  },
  { key: 'carNumber', dataIndex: 'carNumber', title: '车牌号' },
  {
    key: 'controlTypeName',
    dataIndex: 'controlTypeName',
    title: '布控类型',
    render: (name: string, r) => <Tag color={CONTROL_COLOURS[r.controlType]}>{name}</Tag>,
  },
  { key: 'depName', dataIndex: 'depName', title: '小区' },
  { key: 'cameraName', dataIndex: 'cameraName', title: '抓拍相机' },
  { key: 'warnTime', dataIndex: 'warnTime', title: '预警时间' },
];

export default function CarWarningPage() {
  return (
    <AlertRecordsPage<CarWarningRecord>
      name="CarWarning"
      title="车辆预警"
      filters={FILTERS}
      columns={COLUMNS}
      rowKey="id"
      fetch={({ carNumber, ...query }) =>
        getCarWarnings({ ...query, carNumber: carNumber as string | undefined })
      }
    />
  );
}
