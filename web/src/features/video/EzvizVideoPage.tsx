// 云视频 (EzvizVideo at /security/ezvizVideo; 01 §2.4.7): client check, then the cloud (萤石) accounts.
// None → warning to complete the cloud-camera configuration in the application parameters; several →
// radio dialog; one → used at once. The chosen account's devices are loaded and the monitor window is
// opened with that account (video service open_monitor_window + add_dep_channel); a device can also be
// previewed on its own through the desktop helper.
import { SwapOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Result, Space, Spin, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { MSG_NO_CLOUD_ACCOUNT, MSG_PLAYBACK_FAILED } from '@/lib/constants/desktop';
import { TABLE_PAGE_SIZE, TABLE_PAGE_SIZES } from '@/lib/constants/tables';
import { getToken } from '@/lib/storage';
import { DesktopGate, type HelperReady } from '@/shell/desktop/DesktopGate';
import { useCloudAccounts, type CloudAccount } from './api/get-cloud-accounts';
import { useCloudDevices, type CloudDevice } from './api/get-cloud-devices';
import { CloudAccountDialog } from './components/CloudAccountDialog';
import { MonitorFailure } from './components/MonitorFailure';
import { NoCloudAccount } from './components/NoCloudAccount';
import { MonitorStatus } from './components/MonitorStatus';
import { PreviewDialog, type PreviewTarget } from './components/PreviewDialog';
import { cloudMonitorQuery } from './monitor-queries';

function Loading({ text }: { text: string }) {
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin description={text} />
    </Flex>
  );
}

function CloudMonitor({
  account,
  helper,
  onPreview,
}: {
  account: CloudAccount;
  helper: HelperReady;
  onPreview: (target: PreviewTarget) => void;
}) {
  const { notification } = App.useApp();
  const sessionId = getToken() ?? '';
  const devices = useCloudDevices(account.accountId);
  const monitor = useQuery(cloudMonitorQuery(sessionId, account, devices.data, devices.isSuccess));
  const failure = monitor.error;
  useEffect(() => {
    if (failure) notification.error({ title: MSG_PLAYBACK_FAILED, description: failure.message });
  }, [failure, notification]);

  const columns: ColumnsType<CloudDevice> = [
    { title: '设备名称', dataIndex: 'deviceName' },
    { title: '序列号', dataIndex: 'deviceSerial', width: 140 },
    { title: '型号', dataIndex: 'model', width: 110, render: (model?: string) => model || '-' },
    { title: '所属小区', dataIndex: 'depName', render: (name?: string) => name || '-' },
    { title: '通道号', dataIndex: 'channelNo', width: 80 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (status: number) => (status === 1 ? <Tag color="success">在线</Tag> : <Tag>离线</Tag>),
    },
    {
      title: '操作',
      key: 'operation',
      width: 80,
      render: (_, device) => (
        <Button
          type="link"
          size="small"
          onClick={() =>
            onPreview({
              kind: 'ezviz',
              device: device.deviceName,
              serial: device.deviceSerial,
              channel: device.channelNo,
            })
          }
        >
          预览
        </Button>
      ),
    },
  ];

  if (devices.isPending) return <Loading text="正在加载设备列表…" />;
  if (devices.isError)
    return <Result status="error" title="设备列表加载失败" subTitle={devices.error.message} />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {monitor.isPending || (monitor.isFetching && !monitor.data) ? (
        <Loading text="正在打开监控窗口…" />
      ) : failure ? (
        <MonitorFailure error={failure} onRetry={() => void monitor.refetch()} />
      ) : (
        monitor.data && <MonitorStatus opened={monitor.data} about={helper.about} />
      )}
      <Table<CloudDevice>
        size="middle"
        rowKey={(d) => `${d.deviceSerial}-${d.channelNo}`}
        columns={columns}
        dataSource={devices.data}
        pagination={{
          defaultPageSize: TABLE_PAGE_SIZE,
          pageSizeOptions: [...TABLE_PAGE_SIZES],
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 台设备`,
        }}
      />
    </Space>
  );
}

function EzvizView({ helper }: { helper: HelperReady }) {
  const { message } = App.useApp();
  const accounts = useCloudAccounts();
  const [chosen, setChosen] = useState<CloudAccount>();
  const [choosing, setChoosing] = useState(false);
  const [preview, setPreview] = useState<PreviewTarget>();
  const list = accounts.data;

  useEffect(() => {
    if (!list) return;
    if (list.length === 0) void message.warning(MSG_NO_CLOUD_ACCOUNT);
    else if (list.length === 1) setChosen(list[0]);
    else setChoosing(true);
  }, [list, message]);

  let body;
  if (accounts.isPending) body = <Loading text="正在加载萤石云账号…" />;
  else if (accounts.isError)
    body = <Result status="error" title="萤石云账号加载失败" subTitle={accounts.error.message} />;
  else if (accounts.data.length === 0) body = <NoCloudAccount />;
  else if (!chosen)
    body = (
      <Result
        status="info"
        title="请选择萤石云账号"
        extra={
          <Button type="primary" onClick={() => setChoosing(true)}>
            选择账号
          </Button>
        }
      />
    );
  else body = <CloudMonitor key={chosen.accountId} account={chosen} helper={helper} onPreview={setPreview} />;

  return (
    <Card
      title={
        <Flex gap={8} align="center">
          <Typography.Title level={5} style={{ margin: 0 }}>
            云视频
          </Typography.Title>
          {chosen && <Tag>{chosen.username}</Tag>}
        </Flex>
      }
      extra={
        (list?.length ?? 0) > 1 &&
        chosen && (
          <Button icon={<SwapOutlined />} onClick={() => setChoosing(true)}>
            切换账号
          </Button>
        )
      }
    >
      {body}
      {list && list.length > 1 && (
        <CloudAccountDialog
          open={choosing}
          accounts={list}
          current={chosen?.accountId}
          onChoose={(account) => {
            setChosen(account);
            setChoosing(false);
          }}
          onCancel={() => setChoosing(false)}
        />
      )}
      <PreviewDialog target={preview} onClose={() => setPreview(undefined)} />
    </Card>
  );
}

export default function EzvizVideoPage() {
  return <DesktopGate zoomTip>{(helper) => <EzvizView helper={helper} />}</DesktopGate>;
}
