// A keystroke in the side tree's filter box and the spinner ending leave the rows alone; only
// the filter re-renders them. Counts renders of the rows' titles through a module mock, so the file
// runs in a module graph of its own (vitest.config.ts: web-isolated). antd's Tree records the tree data
// it is given: an expand or collapse must not hand it a new one.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  expand,
  findRow,
  loadSettled,
  mockTreeList,
  queryRow,
  renderTree,
  resetTreeBetweenTests,
  row,
} from './side-tree-testing';
import type * as TreeTitleModule from './TreeTitle';
import type * as AntdModule from 'antd';
import type { ComponentProps } from 'react';

/** Renders of the rows' titles: a keystroke in the filter box must not re-render the rows. */
const titleRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./TreeTitle', async (importOriginal) => {
  const actual = await importOriginal<typeof TreeTitleModule>();
  return {
    ...actual,
    TreeTitle(props: Parameters<typeof actual.TreeTitle>[0]) {
      titleRenders.count++;
      return actual.TreeTitle(props);
    },
  };
});

/** Every tree data array antd's Tree was given, in order. */
const treeDataSeen = vi.hoisted(() => [] as unknown[]);
vi.mock('antd', async (importOriginal) => {
  const actual = await importOriginal<typeof AntdModule>();
  const { createElement } = await import('react');
  const Tree = (props: ComponentProps<typeof actual.Tree>) => {
    treeDataSeen.push(props.treeData);
    return createElement(actual.Tree, props);
  };
  return { ...actual, Tree: Object.assign(Tree, actual.Tree) };
});

resetTreeBetweenTests();

describe('side tree renders', () => {
  it('typing in the filter box and the spinner ending leave the rows alone; the filter re-renders them', async () => {
    mockTreeList(3);
    renderTree('NormalTree');
    await findRow('翠湖华庭');
    vi.useFakeTimers();
    await act(async () => vi.advanceTimersByTimeAsync(1000)); // the load's own renders are over
    const before = titleRenders.count;
    for (const text of ['翠', '翠湖']) {
      fireEvent.change(screen.getByPlaceholderText('请输入关键词'), { target: { value: text } });
      await act(async () => vi.advanceTimersByTimeAsync(100));
    }
    expect(screen.getByPlaceholderText<HTMLInputElement>('请输入关键词').value).toBe('翠湖');
    expect(titleRenders.count).toBe(before);

    await act(async () => vi.advanceTimersByTimeAsync(600));
    expect(row('翠湖华庭').querySelector('mark')?.textContent).toBe('翠湖');
    expect(titleRenders.count).toBeGreaterThan(before);
    await act(async () => vi.advanceTimersByTimeAsync(100)); // the virtual list settles
    const filtered = titleRenders.count;
    expect(document.querySelector('.side-tree .ant-spin-spinning')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(400));
    expect(document.querySelector('.side-tree .ant-spin-spinning')).toBeNull();
    expect(titleRenders.count).toBe(filtered);
  });

  it('expanding or collapsing a loaded community keeps the tree data (rc-tree builds no new node index)', async () => {
    mockTreeList(3);
    renderTree('NormalTree');
    await findRow('翠湖华庭');
    expand('翠湖华庭');
    await findRow('1栋'); // its buildings are loaded
    await loadSettled('翠湖华庭');
    const loaded = treeDataSeen.at(-1);
    expand('翠湖华庭');
    await waitFor(() => expect(queryRow('1栋')).toBeNull());
    expand('翠湖华庭');
    expect(await findRow('2栋')).toBeTruthy();
    expect(treeDataSeen.at(-1)).toBe(loaded);
  });
});
