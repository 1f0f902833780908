// Deleting records of a resource (02 §8) through the relations check of useDeleteWithRelations: the
// relations of every chosen row, summed by label, then a confirmation naming the record (or the count).
import type { ReactNode } from 'react';
import { useDeleteWithRelations, type RelationCount } from '@/components/use-delete-with-relations';
import { deleteRecords, fetchRelations } from './resource-api';
import type { ResourceMeta, Row } from './types';

/** Relation counts of the rows, summed by label; none for a resource without relations. */
async function relationsOfRows(meta: ResourceMeta, rows: readonly Row[]): Promise<RelationCount[]> {
  if (!meta.actions.includes('relations')) return [];
  const counts = new Map<string, number>();
  for (const row of rows) {
    for (const r of await fetchRelations(meta, row.id))
      counts.set(r.label, (counts.get(r.label) ?? 0) + r.count);
  }
  return [...counts].map(([label, count]) => ({ label, count }));
}

export interface GuardedDelete {
  /** Checks the rows' relations, then asks and deletes them. */
  remove: (rows: readonly Row[]) => Promise<void>;
  /** The delete-blocked dialog: render it once in the page. */
  dialog: ReactNode;
}

export function useGuardedDelete(meta: ResourceMeta, onDeleted: () => void): GuardedDelete {
  const { ask, dialog } = useDeleteWithRelations(onDeleted);
  const remove = (rows: readonly Row[]) =>
    ask({
      name:
        rows.length === 1
          ? `“${String(rows[0]![meta.display] ?? '')}”`
          : `选中的 ${rows.length} 条${meta.title}`,
      relations: () => relationsOfRows(meta, rows),
      remove: () =>
        deleteRecords(
          meta,
          rows.map((r) => r.id),
        ),
    });
  return { remove, dialog };
}
