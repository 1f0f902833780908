// Install prompts of 02 §8 / 01 §8: missing desktop helper (download from latestQtVer, else the fixed
// installer zip), missing video control (download its installer zip), Mac (switch to Windows), and
// outside the desktop client.
import { AppleOutlined, DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import {
  MSG_QT_RESTART,
  MSG_SWITCH_TO_WINDOWS,
  MSG_VIDEO_RESTART,
  QT_DEFAULT_PORT,
  VIDEO_INSTALLER_URL,
  VIDEO_SERVICE_PORT,
} from '@/lib/constants/desktop';
import { qtDownloadUrl, useLatestQtVersion } from './get-latest-qt-version';

function RetryButton({ onRetry }: { onRetry?: () => void }) {
  if (!onRetry) return null;
  return (
    <Button key="retry" icon={<ReloadOutlined />} onClick={onRetry}>
      重试
    </Button>
  );
}

export function QtInstallPrompt({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const latest = useLatestQtVersion();
  const version = latest.data?.updates.windows.version;
  return (
    <Result
      status="warning"
      title={message ?? MSG_QT_RESTART}
      subTitle={`未能连接桌面服务控件（本机端口 ${QT_DEFAULT_PORT} 起）。尚未安装请下载安装并启动；已安装请重启服务控件后重试。`}
      extra={[
        <Button
          key="download"
          type="primary"
          icon={<DownloadOutlined />}
          href={qtDownloadUrl(latest.data)}
          loading={latest.isPending}
          download
        >
          {version ? `下载服务控件 v${version}` : '下载服务控件'}
        </Button>,
        <RetryButton key="retry" onRetry={onRetry} />,
      ]}
    />
  );
}

export function VideoInstallPrompt({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <Result
      status="warning"
      title={message ?? MSG_VIDEO_RESTART}
      subTitle={`未能连接视频监控服务控件（本机端口 ${VIDEO_SERVICE_PORT}）。尚未安装请下载安装并启动；已安装请重启该控件后重试。`}
      extra={[
        <Button key="download" type="primary" icon={<DownloadOutlined />} href={VIDEO_INSTALLER_URL} download>
          下载视频监控控件
        </Button>,
        <RetryButton key="retry" onRetry={onRetry} />,
      ]}
    />
  );
}

export function MacPrompt() {
  return (
    <Result
      icon={<AppleOutlined />}
      title={MSG_SWITCH_TO_WINDOWS}
      subTitle="桌面服务控件与视频监控控件只提供 Windows 版本，请在 Windows 电脑上的桌面客户端中使用本功能。"
    />
  );
}

export function OutsideClientPrompt({ message }: { message: string }) {
  return (
    <Result
      status="info"
      title={message}
      subTitle="本功能需要调用本机的摄像头、读卡器或监控控件，请在智慧社区桌面客户端中打开本页面。"
    />
  );
}
