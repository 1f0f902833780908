// error-500 (01 §8): HTTP 500–504 from the backend.
import { ErrorResult } from './ErrorResult';

export default function ServerErrorPage() {
  return <ErrorResult status="500" title="500" subTitle="服务器出错，请稍后重试。" />;
}
