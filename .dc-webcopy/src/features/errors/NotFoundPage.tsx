// error-404 (01 §2, §8): unknown paths, routes the user may not open, HTTP 403/404/405.
import { ErrorResult } from './ErrorResult';

export default function NotFoundPage() {
  return <ErrorResult status="404" title="404" subTitle="抱歉，您访问的页面不存在或没有访问权限。" />;
}
