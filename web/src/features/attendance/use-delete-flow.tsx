// Delete with the relations check (02 §8): bound records open the delete-blocked dialog, otherwise a
// confirm, then the delete.
import { useState } from 'react';
import { DeleteBlockedDialog, type BlockingRelation } from '@/components/DeleteBlockedDialog';
import { useFeedback } from '@/components/feedback';
import { relationsOf, removeOne } from './attendance-api';

export function useDeleteFlow(kind: 'shift' | 'rule', onDeleted: () => void) {
  const { modal } = useFeedback();
  const [blocked, setBlocked] = useState<BlockingRelation[] | undefined>();
  const start = async (id: number, name: string) => {
    const relations = await relationsOf(kind, id);
    if (relations.some((r) => r.count > 0)) {
      setBlocked(relations.map((r) => ({ label: r.label, ok: r.count === 0 })));
      return;
    }
    modal.confirm({
      title: '提示',
      content: `确定删除“${name}”吗？`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        await removeOne(kind, id);
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
  return { start: (id: number, name: string) => void start(id, name).catch(() => undefined), dialog };
}
