// Deleting resource records (02 §8): bound records open the delete-blocked dialog with every relation
// (counts summed over the chosen rows), free ones are confirmed by name, then deleted.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/components/testing';
import { useGuardedDelete } from './guarded-delete';
import { deleteRecords, fetchRelations } from './resource-api';
import { metaOf, type Row } from './types';

vi.mock('./resource-api', () => ({ deleteRecords: vi.fn(async () => undefined), fetchRelations: vi.fn() }));

const meta = metaOf('PlaneMap');

function DeleteButton({ rows, onDeleted }: { rows: Row[]; onDeleted: () => void }) {
  const { remove, dialog } = useGuardedDelete(meta, onDeleted);
  return (
    <>
      <button type="button" onClick={() => void remove(rows)}>
        删除
      </button>
      {dialog}
    </>
  );
}

describe('guarded delete', () => {
  it('lists the relations still bound over all rows, and deletes nothing', async () => {
    vi.mocked(fetchRelations)
      .mockResolvedValueOnce([{ label: '设备点位', count: 0 }] as never)
      .mockResolvedValueOnce([{ label: '设备点位', count: 3 }] as never);
    const onDeleted = vi.fn();
    renderInApp(<DeleteButton rows={[{ id: 1 }, { id: 2 }]} onDeleted={onDeleted} />);
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    const items = within(within(dialog).getByRole('list', { name: '关联关系' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([' 设备点位（需解绑）']);
    expect(deleteRecords).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('confirms a free record by its name, then deletes it', async () => {
    vi.mocked(fetchRelations).mockResolvedValueOnce([{ label: '设备点位', count: 0 }] as never);
    const onDeleted = vi.fn();
    renderInApp(<DeleteButton rows={[{ id: 7, name: '一期总平面图' }]} onDeleted={onDeleted} />);
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除“一期总平面图”吗？')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(deleteRecords).toHaveBeenCalledWith(meta, [7]);
  });
});
