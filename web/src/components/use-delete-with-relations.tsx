// Deleting with the relations check (02 §8): a record still bound opens the delete-blocked dialog
// (every relation listed, ticked when nothing is bound any more); a free one is confirmed by name,
// then deleted. The list pages, 组织架构, 平面地图 and the attendance pages delete through it.
import { useState, type ReactNode } from 'react';
import { DeleteBlockedDialog, type BlockingRelation } from './DeleteBlockedDialog';
import { useFeedback } from './feedback';

export interface RelationCount {
  label: string;
  count: number;
}

export interface DeleteTarget {
  /** What the confirmation names: `“东大门门口机”` or `选中的 3 条门口机`. */
  name: string;
  /** The relations still pointing at the record(s); none when nothing blocks the delete. */
  relations: () => Promise<readonly RelationCount[]>;
  remove: () => Promise<unknown>;
}

export interface DeleteWithRelations {
  /** Checks the target's relations, then asks and deletes. */
  ask: (target: DeleteTarget) => Promise<void>;
  /** The delete-blocked dialog: render it once in the page. */
  dialog: ReactNode;
}

export function useDeleteWithRelations(onDeleted: () => void): DeleteWithRelations {
  const { modal } = useFeedback();
  const [blocked, setBlocked] = useState<BlockingRelation[]>();
  const ask = async ({ name, relations, remove }: DeleteTarget) => {
    const counts = await relations();
    if (counts.some((r) => r.count > 0)) {
      setBlocked(counts.map((r) => ({ label: r.label, ok: r.count === 0 })));
      return;
    }
    modal.confirm({
      title: '提示',
      content: `确定删除${name}吗？`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        await remove();
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
  return { ask, dialog };
}
