// Wraps a page that needs the desktop client and its helper: shows why it cannot run (Mac, outside the
// client, helper missing) or, when the helper answers, the page itself with the zoom tip above it.
import { Alert, Button, Flex, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { MSG_ZOOM_TIP } from '@/lib/constants/desktop';
import type { SoftwareInfo } from '@/lib/desktop/instance';
import { useDesktopHelper } from './use-desktop-helper';
import { MacPrompt, OutsideClientPrompt, QtInstallPrompt } from './InstallPrompts';

export interface HelperReady {
  about: SoftwareInfo;
  clientVersion: string;
  retry(): void;
}

export function DesktopGate({
  children,
  zoomTip = false,
}: {
  children: (helper: HelperReady) => ReactNode;
  /** Monitor pages overlay native windows, which a zoomed page misplaces (02 §8 zoom tip). */
  zoomTip?: boolean;
}) {
  const { state, zoomed, retry } = useDesktopHelper();
  switch (state.status) {
    case 'checking':
      return (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin description="正在连接桌面服务控件…" />
        </Flex>
      );
    case 'blocked':
      return state.reason === 'mac' ? <MacPrompt /> : <OutsideClientPrompt message={state.message} />;
    case 'missing':
      return <QtInstallPrompt message={state.message} onRetry={retry} />;
    case 'failed':
      return (
        <Result
          status="error"
          title={state.message}
          extra={
            <Button type="primary" onClick={retry}>
              重试
            </Button>
          }
        />
      );
    case 'ready':
      return (
        <>
          {zoomTip && zoomed && (
            <Alert type="warning" showIcon title={MSG_ZOOM_TIP} style={{ marginBottom: 12 }} />
          )}
          {children({ about: state.about, clientVersion: state.clientVersion, retry })}
        </>
      );
  }
}
