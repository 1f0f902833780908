// Inline state of a failed load: the toast already said why (request layer); this offers 重试.
import { Button, Result } from 'antd';

export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={title}
      extra={
        <Button type="primary" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
