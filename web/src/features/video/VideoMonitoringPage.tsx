// 视频监控 (VideoMonitoring at /security/videoMonitor; 01 §2.4.6, 02 §7): after the client check the
// session's native monitor window is opened through the local video service and given the
// communities' channels (pageDepChannels → add_dep_channel); any channel can also be previewed on its
// own through the desktop helper (video/open_monitor_window).
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Space, Spin, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { MSG_PLAYBACK_FAILED } from '@/lib/constants/desktop';
import { TABLE_PAGE_SIZE, TABLE_PAGE_SIZES } from '@/lib/constants/tables';
import { getToken } from '@/lib/storage';
import { DesktopGate, type HelperReady } from '@/shell/desktop/DesktopGate';
import { MonitorFailure } from './components/MonitorFailure';
import { NoCloudAccount } from './components/NoCloudAccount';
import { MonitorStatus } from './components/MonitorStatus';
import { PreviewDialog, type PreviewTarget } from './components/PreviewDialog';
import type { ApiDepChannels } from './channel-mapping';
import { platformMonitorQuery } from './monitor-queries';

interface ChannelRow {
  key: string;
  depName: string;
  channelName: string;
  channelNo: number;
  ip: string;
  port: number;
  online: boolean;
}

function channelRows(deps: readonly ApiDepChannels[]): ChannelRow[] {
  return deps.flatMap((dep) =>
    dep.channels.map((c) => ({
      key: String(c.channel_id),
      depName: dep.dep_name,
      channelName: c.channel_name,
      channelNo: c.channel_no,
      ip: c.nvr_ip,
      port: c.nvr_port,
      online: c.status === 1,
    })),
  );
}

function MonitorView({ helper }: { helper: HelperReady }) {
  const { notification } = App.useApp();
  const sessionId = getToken() ?? '';
  const [preview, setPreview] = useState<PreviewTarget>();
  const monitor = useQuery(platformMonitorQuery(sessionId));

  const failure = monitor.error;
  useEffect(() => {
    if (failure) notification.error({ title: MSG_PLAYBACK_FAILED, description: failure.message });
  }, [failure, notification]);

  const result = monitor.data;
  const rows = useMemo(() => (result && 'deps' in result ? channelRows(result.deps) : []), [result]);
  const columns: ColumnsType<ChannelRow> = [
    { title: '小区名称', dataIndex: 'depName' },
    { title: '通道名称', dataIndex: 'channelName' },
    { title: '通道号', dataIndex: 'channelNo', width: 90 },
    { title: 'NVR 地址', key: 'nvr', render: (_, row) => `${row.ip}:${row.port}` },
    {
      title: '状态',
      dataIndex: 'online',
      width: 90,
      render: (online: boolean) => (online ? <Tag color="success">在线</Tag> : <Tag>离线</Tag>),
    },
    {
      title: '操作',
      key: 'operation',
      width: 90,
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          onClick={() =>
            setPreview({
              kind: 'lan',
              device: `${row.depName}NVR`,
              ip: row.ip,
              port: row.port,
              channel: row.channelNo,
              channelName: row.channelName,
            })
          }
        >
          预览
        </Button>
      ),
    },
  ];

  let body;
  if (monitor.isPending || (monitor.isFetching && !result)) {
    body = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin description="正在打开监控窗口…" />
      </Flex>
    );
  } else if (failure) {
    body = <MonitorFailure error={failure} onRetry={() => void monitor.refetch()} />;
  } else if (result && 'noAccount' in result) {
    body = <NoCloudAccount />;
  } else if (result) {
    body = (
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <MonitorStatus opened={result} about={helper.about} />
        <Table<ChannelRow>
          size="middle"
          rowKey="key"
          columns={columns}
          dataSource={rows}
          pagination={{
            defaultPageSize: TABLE_PAGE_SIZE,
            pageSizeOptions: [...TABLE_PAGE_SIZES],
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 条`,
          }}
        />
      </Space>
    );
  }

  return (
    <Card
      title={
        <Typography.Title level={5} style={{ margin: 0 }}>
          视频监控
        </Typography.Title>
      }
      extra={
        <Button icon={<ReloadOutlined />} loading={monitor.isFetching} onClick={() => void monitor.refetch()}>
          重新打开并同步
        </Button>
      }
    >
      {body}
      <PreviewDialog target={preview} onClose={() => setPreview(undefined)} />
    </Card>
  );
}

export default function VideoMonitoringPage() {
  return <DesktopGate zoomTip>{(helper) => <MonitorView helper={helper} />}</DesktopGate>;
}
