// Deleting a shift or a rule with the relations check (02 §8): bound records open the delete-blocked
// dialog, otherwise a confirm, then the delete.
import { useDeleteWithRelations } from '@/components/use-delete-with-relations';
import { relationsOf, removeOne } from './attendance-api';

export function useDeleteFlow(kind: 'shift' | 'rule', onDeleted: () => void) {
  const { ask, dialog } = useDeleteWithRelations(onDeleted);
  const start = (id: number, name: string) =>
    void ask({
      name: `“${name}”`,
      relations: () => relationsOf(kind, id),
      remove: () => removeOne(kind, id),
    }).catch(() => undefined);
  return { start, dialog };
}
