// Why the monitor window could not be opened: the video control is missing (install prompt) or a
// service answered with a failure (its message, 02 §8).
import { Button, Result } from 'antd';
import { DesktopError } from '@/lib/desktop/local-fetch';
import { VideoInstallPrompt } from '@/shell/desktop/InstallPrompts';

export function MonitorFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (error instanceof DesktopError && error.unreachable) {
    return <VideoInstallPrompt message={error.message} onRetry={onRetry} />;
  }
  return (
    <Result
      status="error"
      title="监控窗口打开失败"
      subTitle={error.message}
      extra={
        <Button type="primary" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
