// error-404 (01 §2, §8): unknown paths, routes the user may not open, HTTP 403/404/405.
import { ErrorResult } from './ErrorResult';

export default function NotFoundPage() {
  return <ErrorResult kind="error-404" />;
}
