// 02 §4 "Column chooser with select-all: at least one column must stay checked"; 01 §5; 02 §9 "Column
// chooser list max height 400 px".
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ColumnChooser, chosenKeys } from './ColumnChooser';
import { renderInApp } from './testing';

const COLUMNS = [
  { key: 'name', title: '姓名' },
  { key: 'phone', title: '电话' },
  { key: 'room', title: '房号' },
];

function Harness({ initial }: { initial: string[] }) {
  const [keys, setKeys] = useState(initial);
  return (
    <>
      <ColumnChooser columns={COLUMNS} value={keys} onChange={setKeys} />
      <output aria-label="shown">{keys.join(',')}</output>
    </>
  );
}

async function open() {
  await userEvent.click(screen.getByRole('button', { name: '列设置' }));
  return screen.findByRole('group', { name: '列设置' });
}

const shown = () => screen.getByRole('status', { name: 'shown' }).textContent;

describe('column chooser', () => {
  it('02 §9 the list scrolls beyond 400 px', async () => {
    renderInApp(<Harness initial={['name', 'phone', 'room']} />);
    const list = await open();
    expect(list.style.maxHeight).toBe('400px');
    expect(list.style.overflowY).toBe('auto');
  });

  it('02 §4 select-all ticks every column, in column order', async () => {
    renderInApp(<Harness initial={['room']} />);
    await open();
    const all = screen.getByRole('checkbox', { name: '全选' });
    expect((all as HTMLInputElement).checked).toBe(false);
    await userEvent.click(all);
    expect(shown()).toBe('name,phone,room');
  });

  it('02 §4 un-ticking select-all keeps the first column', async () => {
    renderInApp(<Harness initial={['name', 'phone', 'room']} />);
    await open();
    await userEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(shown()).toBe('name');
  });

  it('02 §4 the last checked column cannot be unchecked', async () => {
    renderInApp(<Harness initial={['name', 'phone']} />);
    const list = await open();
    await userEvent.click(within(list).getByRole('checkbox', { name: '电话' }));
    expect(shown()).toBe('name');
    const last = within(list).getByRole('checkbox', { name: '姓名' }) as HTMLInputElement;
    expect(last.disabled).toBe(true);
    fireEvent.click(last);
    expect(shown()).toBe('name');
  });

  it('ticking a column adds it in table order', async () => {
    renderInApp(<Harness initial={['room']} />);
    const list = await open();
    await userEvent.click(within(list).getByRole('checkbox', { name: '姓名' }));
    expect(shown()).toBe('name,room');
  });

  it.each<[string[], string[]]>([
    [
      ['room', 'name'],
      ['name', 'room'],
    ],
    [[], ['name']], // an empty choice would hide every column
    [['unknown'], ['name']],
  ])('keys %j are read as %j', (wanted, expected) => {
    expect(chosenKeys(COLUMNS, new Set(wanted))).toEqual(expected);
    expect(chosenKeys([], new Set(wanted))).toEqual([]);
  });
});
