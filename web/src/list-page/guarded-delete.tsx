// Deleting records of a resource (02 §8): relations are checked first and a bound record opens the
// delete-blocked dialog (every relation listed, ticked when nothing is bound any more); otherwise a
// confirmation naming the record, then the delete. Shared by the list pages and the custom pages that
// delete resource records (组织架构, 平面地图).
import { useState, type ReactNode } from 'react';
import { DeleteBlockedDialog, type BlockingRelation } from '@/components/DeleteBlockedDialog';
import { useFeedback } from '@/components/feedback';
import { deleteRecords, fetchRelations } from './resource-api';
import type { ResourceMeta, Row } from './types';

/** Relation counts of the rows, summed by label; undefined when nothing is bound. */
async function blockingRelations(
  meta: ResourceMeta,
  rows: readonly Row[],
): Promise<BlockingRelation[] | undefined> {
  if (!meta.actions.includes('relations')) return undefined;
  const counts = new Map<string, number>();
  for (const row of rows) {
    for (const r of await fetchRelations(meta, row.id))
      counts.set(r.label, (counts.get(r.label) ?? 0) + r.count);
  }
  if (![...counts.values()].some((n) => n > 0)) return undefined;
  return [...counts].map(([label, n]) => ({ label, ok: n === 0 }));
}

export interface GuardedDelete {
  /** Checks the rows' relations, then asks and deletes them. */
  remove: (rows: readonly Row[]) => Promise<void>;
  /** The delete-blocked dialog: render it once in the page. */
  dialog: ReactNode;
}

export function useGuardedDelete(meta: ResourceMeta, onDeleted: () => void): GuardedDelete {
  const { modal } = useFeedback();
  const [blocked, setBlocked] = useState<BlockingRelation[]>();
  const remove = async (rows: readonly Row[]) => {
    const relations = await blockingRelations(meta, rows);
    if (relations) {
      setBlocked(relations);
      return;
    }
    const name =
      rows.length === 1
        ? `“${String(rows[0]![meta.display] ?? '')}”`
        : `选中的 ${rows.length} 条${meta.title}`;
    modal.confirm({
      title: '提示',
      content: `确定删除${name}吗？`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        await deleteRecords(
          meta,
          rows.map((r) => r.id),
        );
        onDeleted();
      },
    });
  };
  const dialog = (
    <DeleteBlockedDialog
      open={blocked !== undefined}
      relations={blocked ?? []}
      onClose={() => setBlocked(undefined)}
    />
  );
  return { remove, dialog };
}
