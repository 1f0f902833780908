// The import hints of 02 §5 chosen by the host (Excel rows, photo sizes, zip naming, face authorization,
// authorization period, building/unit overwrite).
import { Alert } from 'antd';
import { IMPORT_HINTS, type ImportHint } from '@/lib/constants/import-export';

export function ImportHints({ hints }: { hints: readonly ImportHint[] }) {
  if (hints.length === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      title="导入说明"
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {hints.map((hint) => (
            <li key={hint}>{IMPORT_HINTS[hint]}</li>
          ))}
        </ul>
      }
    />
  );
}
