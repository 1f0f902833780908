// 烟感报警 (02 §2 公区预警 SmokeDetectorWarning at /security/SmokeWarning; target of the 烟感报警 pop-up):
// smokeAlarmRecordPage with community, time and handled-state filters, 处理 on unhandled alarms
// (smokeAlarmRecordHandle) and 导出 (datapump smokeAlarm).
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ExportDialog } from '@/components/ExportDialog/ExportDialog';
import { Permitted } from '@/shell/session/Permitted';
import { useSession } from '@/shell/session/use-session';
import { getSmokeAlarms, type SmokeAlarmRecord } from './api/smoke-alarms';
import type { AlertFilters } from './components/AlertRecordsPage';
import { AlertRecordsPage, type FilterDef } from './components/AlertRecordsPage';
import { HandledTag } from './components/cells';
import { SMOKE_HANDLE_RESULTS, SmokeHandleDialog } from './components/SmokeHandleDialog';

const ROUTE = 'SmokeDetectorWarning';
const ALARM_COLOURS: Record<number, string> = { 1: 'error', 2: 'warning', 3: 'magenta' };

const FILTERS: readonly FilterDef[] = [
  { kind: 'community', name: 'depId', label: '小区' },
  { kind: 'range', name: 'time', label: '报警时间' },
  {
    kind: 'select',
    name: 'handleStatus',
    label: '处理状态',
    options: [
      { value: 0, label: '未处理' },
      { value: 1, label: '已处理' },
    ],
  },
];

const COLUMNS: TableColumnsType<SmokeAlarmRecord> = [
  { key: 'address', dataIndex: 'address', title: '安装位置' },
  {
    key: 'alarmTypeName',
    dataIndex: 'alarmTypeName',
    title: '报警类型',
    render: (name: string, r) => <Tag color={ALARM_COLOURS[r.alarmType]}>{name}</Tag>,
  },
  { key: 'deviceName', dataIndex: 'deviceName', title: '设备名称' },
  { key: 'deviceSn', dataIndex: 'deviceSn', title: '设备序列号' },
  { key: 'depName', dataIndex: 'depName', title: '小区' },
  { key: 'alarmTime', dataIndex: 'alarmTime', title: '报警时间' },
  {
    key: 'handleStatus',
    dataIndex: 'handleStatus',
    title: '处理状态',
    render: (s: number) => <HandledTag handled={s === 1} />,
  },
  {
    key: 'handleResult',
    dataIndex: 'handleResult',
    title: '处理结果',
    render: (v: number | null) => SMOKE_HANDLE_RESULTS.find((r) => r.value === v)?.label ?? '',
  },
  { key: 'handleUserName', dataIndex: 'handleUserName', title: '处理人' },
  { key: 'handleTime', dataIndex: 'handleTime', title: '处理时间' },
  { key: 'handleRemark', dataIndex: 'handleRemark', title: '处理备注' },
];

function ExportButton({ query }: { query: AlertFilters }) {
  const [open, setOpen] = useState(false);
  const phone = useSession().loaded?.userInfo.phone;
  const { depId, begin, end, handleStatus } = query;
  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={() => setOpen(true)}>
        导出
      </Button>
      <ExportDialog
        open={open}
        dataType="smokeAlarm"
        params={{ depId, beginTime: begin, endTime: end, handleStatus }}
        menuName="烟感报警"
        mobile={phone ?? undefined}
        title="导出烟感报警"
        onClose={() => setOpen(false)}
      />
    </>
  );
}

export default function SmokeDetectorWarningPage() {
  const [handling, setHandling] = useState<{ record: SmokeAlarmRecord; refresh: () => void }>();
  return (
    <>
      <AlertRecordsPage<SmokeAlarmRecord>
        name={ROUTE}
        title="烟感报警"
        filters={FILTERS}
        columns={COLUMNS}
        hiddenColumns={['deviceSn', 'handleRemark']}
        rowKey="id"
        fetch={({ handleStatus, ...query }) =>
          getSmokeAlarms({ ...query, handleStatus: handleStatus as 0 | 1 | undefined })
        }
        toolbar={(query) => <ExportButton query={query} />}
        actions={(record, refresh) =>
          record.handleStatus === 0 && (
            <Permitted authKey={ROUTE}>
              <Button type="link" size="small" onClick={() => setHandling({ record, refresh })}>
                处理
              </Button>
            </Permitted>
          )
        }
      />
      {handling && (
        <SmokeHandleDialog
          record={handling.record}
          onClose={() => setHandling(undefined)}
          onHandled={() => {
            handling.refresh();
            setHandling(undefined);
          }}
        />
      )}
    </>
  );
}
