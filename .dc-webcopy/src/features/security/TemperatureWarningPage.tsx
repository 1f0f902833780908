// 疫情预警 (02 §2 公区预警 TemperatureWarning; target of the 疫情预警 pop-up, 01 §4): fever and no-mask
// captures from heatList, filtered by community, time, kind and handled state.
import { Tag, type TableColumnsType } from 'antd';
import { getHeatList, type HeatRecord } from './api/get-heat-list';
import { AlertRecordsPage, type FilterDef } from './components/AlertRecordsPage';
import { HandledTag, Photo } from './components/cells';

/** Temperatures from this value up count as fever (the mock's isNoMask 0 records). */
export const FEVER_TEMPERATURE = 37.3;

const HEALTH_COLOURS: Record<string, string> = { 绿码: 'success', 黄码: 'warning', 红码: 'error' };

const FILTERS: readonly FilterDef[] = [
  { kind: 'community', name: 'depId', label: '小区' },
  { kind: 'range', name: 'time', label: '抓拍时间' },
  {
    kind: 'select',
    name: 'isNoMask',
    label: '预警类型',
    options: [
      { value: 0, label: '体温异常' },
      { value: 1, label: '未戴口罩' },
    ],
  },
  {
    kind: 'select',
    name: 'isHandler',
    label: '处理状态',
    options: [
      { value: 0, label: '未处理' },
      { value: 1, label: '已处理' },
    ],
  },
];

const COLUMNS: TableColumnsType<HeatRecord> = [
  {
    key: 'photoUrl',
    dataIndex: 'photoUrl',
    title: '抓拍照片',
    width: 90,
    render: (url: string) => <Photo url={url} alt="抓拍照片" />,
  },
  { key: 'userName', dataIndex: 'userName', title: '姓名' },
  {
    key: 'temperature',
    dataIndex: 'temperature',
    title: '体温(℃)',
    render: (t: number) => <Tag color={t >= FEVER_TEMPERATURE ? 'error' : 'success'}>{t.toFixed(1)}</Tag>,
  },
  {
    key: 'isNoMask',
    dataIndex: 'isNoMask',
    title: '口罩',
    render: (noMask: number) => (noMask === 1 ? <Tag color="warning">未戴口罩</Tag> : '已佩戴'),
  },
  {
    key: 'healthCodeStatusDesc',
    dataIndex: 'healthCodeStatusDesc',
    title: '健康码',
    render: (s: string) => <Tag color={HEALTH_COLOURS[s] ?? 'default'}>{s}</Tag>,
  },
  { key: 'covid19CheckTimeDesc', dataIndex: 'covid19CheckTimeDesc', title: '核酸检测' },
  { key: 'depName', dataIndex: 'depName', title: '小区' },
  { key: 'deviceName', dataIndex: 'deviceName', title: '测温设备' },
  { key: 'captureTime', dataIndex: 'captureTime', title: '抓拍时间' },
  {
    key: 'isHandler',
    dataIndex: 'isHandler',
    title: '处理状态',
    render: (h: number) => <HandledTag handled={h === 1} />,
  },
];

export default function TemperatureWarningPage() {
  return (
    <AlertRecordsPage<HeatRecord>
      name="TemperatureWarning"
      title="疫情预警"
      filters={FILTERS}
      columns={COLUMNS}
      hiddenColumns={['covid19CheckTimeDesc']}
      rowKey="id"
      fetch={({ depId, begin, end, page, limit, isNoMask, isHandler }) =>
        getHeatList({
          depId,
          begin,
          end,
          page,
          limit,
          isNoMask: isNoMask as 0 | 1 | undefined,
          isHandler: isHandler as 0 | 1 | undefined,
        })
      }
    />
  );
}
