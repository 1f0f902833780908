// Shared body of the error pages: inside the layout for a signed-in user (its top bar, menus and tabs
// stay), a full page without a session (docs/adr/0063); a way back to the home page either way.
import { Button, Result } from 'antd';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { HOME_PATH } from '@/lib/constants/routes';
import type { PageFaultKind } from '@/shell/layout/page-fault';
import { PageFaultResult, PAGE_FAULT_TEXTS } from '@/shell/layout/PageFaultResult';
import { useSession } from '@/shell/session/use-session';

export function ErrorResult({ kind }: { kind: PageFaultKind }) {
  const navigate = useShellNavigate();
  const { loaded } = useSession();
  if (loaded) return <PageFaultResult kind={kind} />;
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Result
        {...PAGE_FAULT_TEXTS[kind]}
        extra={
          <Button type="primary" onClick={() => void navigate(HOME_PATH, { replace: true })}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}
