// The side tree rendered in happy-dom against declared calls (01 §2.10, §4, §5, §7, §9; 02 §2 building
// tree panel, §4 camera tree). Scrolling is exercised in Chromium by tests/e2e/side-tree.spec.ts; the
// rows' render count in SideTree.renders.test.tsx (a module mock, so a graph of its own).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { endSession } from '../session/session-store';
import {
  communities,
  expand,
  findRow,
  loadSettled,
  mockTreeList,
  queryRow,
  renderTree,
  resetTreeBetweenTests,
  row,
  ROW_SELECTOR,
  treeNodeOf,
} from './side-tree-testing';
import { getCheckedCameras, getTreeSelection, setTreeSelection } from './tree-selection';
import { resetTreeStore, treeController } from './tree-store';

// The advanced-query cascade opens four selects: seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

resetTreeBetweenTests();

describe('community trees', () => {
  it('01 §2.10, §9: NormalTree loads 40 communities, shows the count and selects the first root', async () => {
    const route = mockTreeList();
    renderTree('NormalTree');
    expect(await screen.findByText('当前小区数：45')).toBeTruthy();
    expect(route.calls[0]?.fields).toMatchObject({ node: 'dep:-1', limit: '40', page: '1' });
    expect(route.calls[0]?.fields.onlyDepFlag).toBeUndefined();
    expect(getTreeSelection('NormalTree')).toMatchObject({ nodeId: 'dep:1499', kind: 'dep', depId: 1499 });
    expect(treeNodeOf('锦绣花园').className).toContain('ant-tree-treenode-selected');
    expect(screen.getByPlaceholderText('请输入关键词')).toBeTruthy();
  });

  it('01 §9: rows of 36 px: the virtual list counts them so, and antd draws a 32 px title with an 18 px indent', async () => {
    mockTreeList();
    const { container } = renderTree('NormalTree');
    await findRow('锦绣花园');
    const tree = container.querySelector<HTMLElement>('.side-tree .ant-tree')!;
    expect(tree.style.getPropertyValue('--ant-tree-title-height')).toBe('32px');
    expect(tree.style.getPropertyValue('--ant-tree-indent-size')).toBe('18px');
    // the list is 480 px high before it is measured: 480 / 36 rows and one more (28 px rows: 19)
    expect(container.querySelectorAll(`.side-tree ${ROW_SELECTOR}`)).toHaveLength(15);
  });

  it('01 §4: a community loads its buildings on first expand (limit 100), once', async () => {
    const route = mockTreeList();
    renderTree('NormalTree');
    await findRow('锦绣花园');
    expand('锦绣花园');
    expect(await screen.findAllByTitle('1栋')).toHaveLength(1);
    expect(route.calls[1]?.fields).toMatchObject({ node: 'dep:1499', limit: '100', page: '1' });
    expect(treeNodeOf('1栋').querySelector('.side-tree-icon-building')).toBeTruthy();
    expand('锦绣花园');
    expand('锦绣花园');
    await waitFor(() => expect(screen.getAllByTitle('1栋')).toHaveLength(1));
    expect(route.calls).toHaveLength(2);
  });

  it('02 §2: NormalTree stops at units; DeepNormalTree goes down to rooms', async () => {
    mockTreeList(3);
    const { unmount } = renderTree('NormalTree');
    await findRow('锦绣花园');
    expand('锦绣花园');
    await findRow('1栋');
    expand('1栋');
    await screen.findAllByTitle('一单元');
    expect(treeNodeOf('一单元').querySelector('.ant-tree-switcher-noop')).toBeTruthy();
    unmount();

    renderTree('DeepNormalTree');
    await findRow('锦绣花园');
    expand('锦绣花园');
    await findRow('1栋');
    expand('1栋');
    await findRow('一单元');
    expand('一单元');
    expect(await findRow('101')).toBeTruthy();
    expect(treeNodeOf('101').querySelector('.side-tree-icon-room')).toBeTruthy();
  });

  it('01 §2.10: picking a building writes it with its community to the selection', async () => {
    mockTreeList(3);
    renderTree('NormalTree');
    await findRow('锦绣花园');
    expand('锦绣花园');
    fireEvent.click(await findRow('2栋'));
    expect(getTreeSelection('NormalTree')).toEqual({
      nodeId: 'building:149902',
      kind: 'building',
      id: 149902,
      label: '2栋',
      depId: 1499,
    });
  });

  it('BasicTree lists communities only (onlyDepFlag 1, no expander)', async () => {
    const route = mockTreeList(3);
    renderTree('BasicTree');
    await findRow('锦绣花园');
    expect(route.calls[0]?.fields.onlyDepFlag).toBe('1');
    expect(treeNodeOf('锦绣花园').querySelector('.ant-tree-switcher-noop')).toBeTruthy();
  });

  it('01 §2.10: with show-all the root 全部小区 (dep:-1) holds the communities and is selected', async () => {
    mockTreeList(3);
    renderTree('NormalTree', true);
    await findRow('锦绣花园');
    expect(row('全部小区')).toBeTruthy();
    expect(treeNodeOf('全部小区').querySelector('.side-tree-icon-all')).toBeTruthy();
    expect(getTreeSelection('NormalTree')).toMatchObject({ nodeId: 'dep:-1', kind: 'all', id: -1 });
  });

  it('a selection still in the tree is kept; 全部小区 from a show-all route is replaced without it', async () => {
    mockTreeList(3);
    setTreeSelection('NormalTree', { nodeId: 'dep:-1', kind: 'all', id: -1, label: '全部小区' });
    renderTree('NormalTree');
    await waitFor(() => expect(getTreeSelection('NormalTree')?.nodeId).toBe('dep:1499'));
    fireEvent.click(row('翠湖华庭'));
    expect(getTreeSelection('NormalTree')?.nodeId).toBe('dep:1500');
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await findRow('翠湖华庭');
    expect(getTreeSelection('NormalTree')?.nodeId).toBe('dep:1500');
  });

  it('01 §2.10, §9: the end row loads the next page, then says 没有更多数据了~', async () => {
    const route = mockTreeList(45);
    renderTree('BasicTree');
    await screen.findByText('当前小区数：45');
    const tree = document.querySelector('.ant-tree-list-holder') as HTMLElement;
    // jsdom has no layout: give the list the sizes of a list scrolled to 30 px from its end.
    Object.defineProperties(tree, {
      scrollHeight: { configurable: true, value: 1500 },
      clientHeight: { configurable: true, value: 480 },
    });
    vi.useFakeTimers();
    tree.scrollTop = 990;
    fireEvent.scroll(tree);
    await act(async () => vi.advanceTimersByTimeAsync(199));
    expect(route.calls).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(route.calls).toHaveLength(2));
    expect(route.calls[1]?.fields).toMatchObject({ page: '2', limit: '40' });
    await waitFor(() => expect(treeController('BasicTree').branch('').keys).toHaveLength(45));
    expect(treeController('BasicTree').branch('').page).toBe(2);
  });

  it('01 §2.10: a fully loaded list ends with 没有更多数据了~; an empty one says 暂无相关数据', async () => {
    mockTreeList(2);
    const { unmount } = renderTree('BasicTree');
    expect(await screen.findByText('没有更多数据了~')).toBeTruthy();
    unmount();
    resetTreeStore();
    mockTreeList(0);
    renderTree('BasicTree');
    expect(await screen.findByText('暂无相关数据')).toBeTruthy();
    expect(screen.getByText('当前小区数：0')).toBeTruthy();
  });

  it('01 §8: a tree answer that is not code 0 is an empty list, without a toast', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi('GET', '/h_d/treeList/v2', { code: '500', message: '服务繁忙' });
    renderTree('NormalTree');
    expect(await screen.findByText('暂无相关数据')).toBeTruthy();
    expect(screen.queryByText('服务繁忙')).toBeNull();
    expect(logged).toHaveBeenCalled();
  });

  /** 翠湖华庭's buildings loaded, then the community closed again: the filter must open it. */
  async function buildingsLoadedAndClosed() {
    mockTreeList(3);
    renderTree('NormalTree');
    await findRow('翠湖华庭');
    expand('翠湖华庭');
    await findRow('2栋');
    await loadSettled('翠湖华庭');
    expand('翠湖华庭');
    await waitFor(() => expect(queryRow('2栋')).toBeNull());
  }

  it('01 §4, §9: the filter waits 600 ms, shows a spinner for 500 ms and opens matching ancestors', async () => {
    await buildingsLoadedAndClosed();

    vi.useFakeTimers();
    fireEvent.change(screen.getByPlaceholderText('请输入关键词'), { target: { value: '2栋' } });
    await act(async () => vi.advanceTimersByTimeAsync(599));
    expect(queryRow('2栋')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(row('2栋')).toBeTruthy();
    expect(queryRow('锦绣花园')).toBeNull();
    expect(queryRow('1栋')).toBeNull();
    expect(row('2栋').querySelector('mark')?.textContent).toBe('2栋');
    const spinning = () => document.querySelector('.side-tree .ant-spin-spinning');
    await act(async () => vi.advanceTimersByTimeAsync(498));
    expect(spinning()).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(3));
    expect(spinning()).toBeNull();

    fireEvent.change(screen.getByPlaceholderText('请输入关键词'), { target: { value: '不存在' } });
    await act(async () => vi.advanceTimersByTimeAsync(600));
    expect(screen.getByText('暂无相关数据')).toBeTruthy();
  });

  it('01 §4: a node the filter opened can be closed while filtering; clearing the filter keeps what the user opened', async () => {
    await buildingsLoadedAndClosed();

    vi.useFakeTimers();
    const filterBox = screen.getByPlaceholderText('请输入关键词');
    fireEvent.change(filterBox, { target: { value: '2栋' } });
    await act(async () => vi.advanceTimersByTimeAsync(600));
    expect(row('2栋')).toBeTruthy();
    expand('翠湖华庭'); // the user's collapse wins over the filter's expansion
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(queryRow('2栋')).toBeNull();
    expand('翠湖华庭');
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(row('2栋')).toBeTruthy();

    fireEvent.change(filterBox, { target: { value: '' } });
    await act(async () => vi.advanceTimersByTimeAsync(600));
    expect(row('锦绣花园')).toBeTruthy();
    expect(row('1栋')).toBeTruthy(); // opened by the user's last click, so it stays open
  });

  it('the refresh button loads the tree again', async () => {
    const route = mockTreeList(3);
    renderTree('BasicTree');
    await findRow('锦绣花园');
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(route.calls).toHaveLength(2));
    expect(await findRow('锦绣花园')).toBeTruthy();
  });

  it('01 §4: logout clears tree state and selections', async () => {
    mockTreeList(3);
    renderTree('NormalTree');
    await waitFor(() => expect(getTreeSelection('NormalTree')).toBeDefined());
    act(() => endSession());
    expect(getTreeSelection('NormalTree')).toBeUndefined();
    expect(treeController('NormalTree').getState().status).toBe('idle');
  });
});

describe('advanced query (01 §2.10, §5)', () => {
  function mockAreas() {
    mockApi('GET', '/h_ai/getArea/v1', (call: RecordedCall) => {
      const areas: Record<string, [string, string][]> = {
        '0:': [['440000', '广东省']],
        '1:440000': [['440100', '广州市']],
        '2:440100': [['440106', '天河区']],
      };
      const list = areas[`${call.fields.areaType}:${call.fields.parentId ?? ''}`] ?? [];
      return {
        code: '200',
        data: list.map(([areaId, areaName]) => ({
          areaId,
          areaName,
          areaType: 0,
          streetTownNo: areaId,
          leaf: false,
        })),
      };
    });
    mockApi('GET', '/h_d/getJzInfo/v1', { code: '200', data: [{ jzdm: '440106001', jz: '五山街道' }] });
  }

  async function openQuery() {
    fireEvent.click(screen.getByRole('button', { name: '高级查询' }));
    const title = await screen.findByText('高级查询', { selector: '.ant-popover-title' });
    return title.closest('.ant-popover') as HTMLElement;
  }

  const pick = async (label: string, option: string) => {
    fireEvent.mouseDown(screen.getByLabelText(label));
    const item = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find(
        (element) => element.getAttribute('title') === option,
      );
      if (!found) throw new Error(`no option ${option}`);
      return found;
    });
    fireEvent.click(item);
  };

  it('01 §5: the cascade enables each level once the one above is chosen; 查询 waits for a field', async () => {
    mockTreeList(3);
    mockAreas();
    const search = mockApi('GET', '/h_d/searchTree/v1', {
      code: '0',
      object: { totalCount: 1, content: communities(1, false) },
    });
    renderTree('NormalTree');
    await findRow('锦绣花园');
    await openQuery();
    const run = screen.getByRole('button', { name: '查询' }) as HTMLButtonElement;
    expect(run.disabled).toBe(true);
    expect((screen.getByLabelText('市') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('区/县') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('街道/镇') as HTMLInputElement).disabled).toBe(true);

    await pick('省', '广东省');
    expect((screen.getByLabelText('市') as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByLabelText('区/县') as HTMLInputElement).disabled).toBe(true);
    expect(run.disabled).toBe(false);
    await pick('市', '广州市');
    await pick('区/县', '天河区');
    await pick('街道/镇', '五山街道');
    fireEvent.click(run);

    await waitFor(() => expect(search.calls).toHaveLength(1));
    expect(search.calls[0]?.fields).toMatchObject({
      provinceId: '440000',
      cityId: '440100',
      districtId: '440106',
      streetId: '440106001',
      limit: '40',
    });
    expect(search.calls[0]?.fields.lastDepId).toBeUndefined();
    expect(await screen.findByText('当前小区数：1')).toBeTruthy();
    expect(screen.getByRole('button', { name: '高级查询' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('01 §5: Enter in a name input runs the query and clears the free-text search', async () => {
    mockTreeList(3);
    mockAreas();
    const search = mockApi('GET', '/h_d/searchTree/v1', {
      code: '0',
      object: { totalCount: 0, content: [] },
    });
    renderTree('NormalTree');
    await findRow('锦绣花园');
    await openQuery();
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '花园' } });
    fireEvent.change(screen.getByLabelText('楼栋名称'), { target: { value: '1栋' } });
    fireEvent.keyDown(screen.getByLabelText('楼栋名称'), { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(search.calls).toHaveLength(1));
    expect(search.calls[0]?.fields.buildName).toBe('1栋');
    expect(search.calls[0]?.fields.searchData).toBeUndefined();
    expect((screen.getByLabelText('关键词') as HTMLInputElement).value).toBe('');
    expect(await screen.findByText('暂无相关数据')).toBeTruthy();
  });

  it('01 §5: the free-text search alone is sent as searchData; 重置 returns to the whole tree', async () => {
    const list = mockTreeList(3);
    mockAreas();
    const search = mockApi('GET', '/h_d/searchTree/v1', {
      code: '0',
      object: { totalCount: 1, content: communities(1, false) },
    });
    renderTree('NormalTree');
    await findRow('锦绣花园');
    const dialog = await openQuery();
    fireEvent.change(within(dialog).getByLabelText('关键词'), { target: { value: '锦绣' } });
    fireEvent.keyDown(within(dialog).getByLabelText('关键词'), { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(search.calls[0]?.fields.searchData).toBe('锦绣'));
    await openQuery();
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(list.calls).toHaveLength(2));
    expect(await screen.findByText('当前小区数：3')).toBeTruthy();
  });
});

describe('organisation and camera trees', () => {
  const AGENTS = [
    {
      agentId: '1',
      agentName: '智慧社区运营中心',
      treeNodeName: '智慧社区运营中心',
      data: [{ agentId: '2', agentName: '天河物业', treeNodeName: '天河物业', data: [] }],
    },
  ];

  it('AgentTree shows the organisation tree and selects its first root', async () => {
    mockApi('GET', '/u_a/tree/v1', { code: '200', data: AGENTS });
    renderTree('AgentTree');
    await findRow('智慧社区运营中心');
    expect(getTreeSelection('AgentTree')).toMatchObject({ nodeId: 'agent:1', kind: 'agent', agentId: '1' });
    expect(screen.queryByText(/当前小区数/)).toBeNull();
    expect(screen.queryByRole('button', { name: '高级查询' })).toBeNull();
    expand('智慧社区运营中心');
    expect(await findRow('天河物业')).toBeTruthy();
  });

  it('OperationTree: an agent opens to its child agents, then the communities it owns', async () => {
    mockApi('GET', '/u_a/tree/v1', { code: '200', data: AGENTS });
    const list = mockTreeList(4);
    renderTree('OperationTree');
    await findRow('智慧社区运营中心');
    expand('智慧社区运营中心');
    await findRow('锦绣花园');
    expect(list.calls[0]?.fields).toMatchObject({
      node: 'dep:-1',
      agentId: '1',
      onlyDepFlag: '1',
      limit: '100',
    });
    const titles = [...document.querySelectorAll(ROW_SELECTOR)].map((e) => e.getAttribute('title'));
    expect(titles).toEqual(['智慧社区运营中心', '天河物业', '锦绣花园', '小区02']);
    fireEvent.click(row('锦绣花园'));
    expect(getTreeSelection('OperationTree')).toMatchObject({ kind: 'dep', depId: 1499, agentId: '1' });
  });

  it('02 §4, 01 §9: MonitorTree lists vehicle cameras by community and ticks dep:1499 by default', async () => {
    const cameras = mockApi('GET', '/d_cc/getCarCameraTree/v1', (call: RecordedCall) => ({
      code: '200',
      totalCount: 2,
      data: [
        {
          depId: 1499,
          depName: '锦绣花园',
          carCameraList: [
            { cameraId: 1499001, cameraName: '北门入口' },
            { cameraId: 1499002, cameraName: '北门出口' },
          ],
        },
        { depId: 1500, depName: '翠湖华庭', carCameraList: [{ cameraId: 1500001, cameraName: '东门入口' }] },
      ].filter(
        (g) =>
          !call.fields.cameraName ||
          g.carCameraList.some((c) => c.cameraName.includes(call.fields.cameraName!)),
      ),
    }));
    renderTree('MonitorTree');
    await findRow('锦绣花园');
    expect(cameras.calls[0]?.fields).toMatchObject({ page: '1', limit: '100' });
    expect(getCheckedCameras('MonitorTree')).toEqual([1499001, 1499002]);
    expect(treeNodeOf('锦绣花园').querySelector('.ant-tree-checkbox-checked')).toBeTruthy();

    // 02 §9: the camera search goes to the server 500 ms after typing.
    vi.useFakeTimers();
    fireEvent.change(screen.getByPlaceholderText('请输入相机名称'), { target: { value: '东门' } });
    await act(async () => vi.advanceTimersByTimeAsync(499));
    expect(cameras.calls).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(cameras.calls[1]?.fields.cameraName).toBe('东门'));
    await waitFor(() => expect(queryRow('锦绣花园')).toBeNull());
    fireEvent.click(treeNodeOf('翠湖华庭').querySelector('.ant-tree-checkbox')!);
    expect(getCheckedCameras('MonitorTree')).toEqual([1500001]);
  });
});
