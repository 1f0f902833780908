// Issue 9: the tree's first rows are drawn with the community auto-selection picks (01 §2.10), so
// storing that selection afterwards renders the rows no second time. Records antd Tree's renders
// through a module mock, so the file runs in a module graph of its own (vitest.config.ts: web-isolated).
import { waitFor } from '@testing-library/react';
import type * as Antd from 'antd';
import type { TreeProps } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { findRow, mockTreeList, renderTree, resetTreeBetweenTests, treeNodeOf } from './side-tree-testing';
import { getTreeSelection } from './tree-selection';

/** selectedKeys of each render of antd's Tree that had rows. */
const treeRenders = vi.hoisted(() => ({ withRows: [] as unknown[][] }));
vi.mock('antd', async (importOriginal) => {
  const actual = await importOriginal<typeof Antd>();
  function Tree(props: TreeProps) {
    if (props.treeData?.length) treeRenders.withRows.push([...(props.selectedKeys ?? [])]);
    return <actual.Tree {...props} />;
  }
  return { ...actual, Tree: Object.assign(Tree, actual.Tree) };
});

resetTreeBetweenTests();

describe('side tree auto-selection', () => {
  it('issue 9: the first rows already show the auto-selected community; storing it renders them no more', async () => {
    mockTreeList(3);
    renderTree('NormalTree');
    await findRow('锦绣花园');
    await waitFor(() => expect(getTreeSelection('NormalTree')?.nodeId).toBe('dep:1499'));
    expect(treeNodeOf('锦绣花园').classList).toContain('ant-tree-treenode-selected');
    expect(treeRenders.withRows).toEqual([['dep:1499']]);
  });
});
