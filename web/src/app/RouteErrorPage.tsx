// Shown when a route fails to render or its page chunk cannot load (e.g. after a deployment).
import { Button, Result } from 'antd';
import { useRouteError } from 'react-router-dom';

export default function RouteErrorPage() {
  const error = useRouteError();
  console.error('页面渲染失败', error);
  return (
    <Result
      status="error"
      title="页面加载失败"
      subTitle="请刷新页面后重试。"
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          刷新页面
        </Button>
      }
    />
  );
}
