// Shown when a route fails to render or its page chunk cannot load (e.g. after a deployment replaced
// the chunks). Part of the entry and built from plain elements, not antd's Result: a page that cannot
// load its chunks must not need another chunk to say so, and the login page's first load stays light.
import { useRouteError } from 'react-router-dom';

export function RouteErrorPage() {
  const error = useRouteError();
  console.error('页面渲染失败', error);
  return (
    <div className="route-error" role="alert">
      <h1>页面加载失败</h1>
      <p>请刷新页面后重试。</p>
      <button type="button" onClick={() => window.location.reload()}>
        刷新页面
      </button>
    </div>
  );
}
