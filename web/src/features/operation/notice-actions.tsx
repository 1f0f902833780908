// 发布 / 撤回 (or 下线) of the two notice lists (升级通知, 系统通知): flips the status of one notice.
// An update replaces the whole record (docs/resources.md §1), so the row's other writable fields go
// with it.
import { Button } from 'antd';
import { Permitted } from '@/shell/session/Permitted';
import { saveRecord } from '@/list-page/resource-api';
import { metaOf, type ResourceName, type Row, type RowActions } from '@/list-page/types';

const PUBLISH = '发布';

/** A notice list's row action: 发布, or on a published notice `withdrawLabel`. */
export function publishRowActions(toggle: Omit<PublishToggleProps, 'row' | 'onDone'>): RowActions {
  const { withdrawLabel } = toggle;
  return {
    labels: [withdrawLabel.length > PUBLISH.length ? withdrawLabel : PUBLISH],
    render: (row, { refresh }) => <PublishToggle {...toggle} row={row} onDone={refresh} />,
  };
}

export interface PublishToggleProps {
  resource: ResourceName;
  /** The list route, whose key guards editing. */
  authKey: string;
  row: Row;
  /** Status values: published, and what withdrawing sets (with its label). */
  published: number;
  withdrawn: number;
  withdrawLabel: string;
  onDone: () => void;
}

export function PublishToggle({
  resource,
  authKey,
  row,
  published,
  withdrawn,
  withdrawLabel,
  onDone,
}: PublishToggleProps) {
  const meta = metaOf(resource);
  const isPublished = row.status === published;
  const toggle = async () => {
    const values = Object.fromEntries(meta.fields.filter((f) => !f.readOnly).map((f) => [f.key, row[f.key]]));
    await saveRecord(meta, { ...values, status: isPublished ? withdrawn : published }, row.id);
    onDone();
  };
  return (
    <Permitted authKey={authKey}>
      <Button type="link" size="small" onClick={() => void toggle().catch(() => undefined)}>
        {isPublished ? withdrawLabel : PUBLISH}
      </Button>
    </Permitted>
  );
}
