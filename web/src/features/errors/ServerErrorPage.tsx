// error-500 (01 §8): HTTP 500–504 from the backend.
import { ErrorResult } from './ErrorResult';

export default function ServerErrorPage() {
  return <ErrorResult kind="error-500" />;
}
