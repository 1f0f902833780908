// The error page of a failed call or of a route the user cannot open, inside the layout
// (docs/adr/0063): the top bar, menus and tabs stay around it. 重试 (when the page can be asked
// again) remounts the page; 返回首页 goes to the home page.
import { Button, Result, Space } from 'antd';
import { HOME_PATH } from '@/lib/constants/routes';
import { useShellNavigate } from '../navigation/use-shell-navigate';
import type { PageFaultKind } from './page-fault';

export const PAGE_FAULT_TEXTS: Readonly<
  Record<PageFaultKind, { status: '404' | '500'; title: string; subTitle: string }>
> = {
  'error-404': { status: '404', title: '404', subTitle: '抱歉，您访问的页面不存在或没有访问权限。' },
  'error-500': { status: '500', title: '500', subTitle: '服务器出错，请稍后重试。' },
};

export function PageFaultResult({ kind, onRetry }: { kind: PageFaultKind; onRetry?: () => void }) {
  const go = useShellNavigate();
  const { status, title, subTitle } = PAGE_FAULT_TEXTS[kind];
  return (
    <Result
      status={status}
      title={title}
      subTitle={subTitle}
      extra={
        <Space>
          {onRetry && (
            <Button type="primary" onClick={onRetry}>
              重试
            </Button>
          )}
          <Button type={onRetry ? 'default' : 'primary'} onClick={() => go(HOME_PATH, { replace: true })}>
            返回首页
          </Button>
        </Space>
      }
    />
  );
}
