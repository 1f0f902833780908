// 01 §5 "Table cells with empty strings display '-'"; 01 §9 / 02 §9 "Table default page size 15, sizes
// 10, 20, 50, 100, layout total, sizes, prev, pager, next, jumper"; 01 §2.11 "Paging (shows 'total N+'
// when a moreTotal is supplied, with a refresh button)"; empty data 暂无数据.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../testing';
import { DataTable } from './DataTable';
import { Pager } from './Pager';

interface Row {
  id: number;
  name: string | null;
  phone?: string;
  room: { no: string };
}

const ROWS: Row[] = [
  { id: 1, name: '张三', phone: '', room: { no: '101' } },
  { id: 2, name: null, room: { no: '' } },
  { id: 3, name: "<b>x</b>' OR 1=1", phone: '0', room: { no: '😀' } },
];

describe('DataTable', () => {
  it("01 §5 empty strings, null and undefined show '-', other values as they are", () => {
    renderInApp(
      <DataTable<Row>
        rowKey="id"
        dataSource={ROWS}
        columns={[
          { title: '姓名', dataIndex: 'name' },
          { title: '电话', dataIndex: 'phone' },
          { title: '房号', dataIndex: ['room', 'no'] },
          { title: '标记', render: (_v, row) => (row.id === 1 ? '' : `#${row.id}`) },
        ]}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['张三', '-', '101', '-'],
      ['-', '-', '-', '#2'],
      ["<b>x</b>' OR 1=1", '0', '😀', '#3'],
    ]);
  });

  it('column groups are handled too', () => {
    renderInApp(
      <DataTable<Row>
        rowKey="id"
        dataSource={[ROWS[1]!]}
        columns={[{ title: '住户', children: [{ title: '姓名', dataIndex: 'name' }] }]}
      />,
    );
    expect(screen.getAllByRole('cell').map((c) => c.textContent)).toEqual(['-']);
  });

  it('01 §2.11 no rows show the empty-data image', () => {
    renderInApp(
      <DataTable<Row> rowKey="id" dataSource={[]} columns={[{ title: '姓名', dataIndex: 'name' }]} />,
    );
    expect(screen.getByRole('img', { name: '暂无数据' })).toBeTruthy();
  });

  it('01 §9 the pager sits below the table and pages on the server', async () => {
    const onChange = vi.fn();
    renderInApp(
      <DataTable<Row>
        rowKey="id"
        dataSource={ROWS}
        columns={[{ title: '姓名', dataIndex: 'name' }]}
        pagination={{ page: 1, total: 100, onChange }}
      />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(4); // never sliced
    await userEvent.click(screen.getByTitle('2'));
    expect(onChange).toHaveBeenCalledWith(2, 15);
  });

  describe('sticky header (docs/adr/0067)', () => {
    const COLUMNS = [{ title: '姓名', dataIndex: 'name' }];
    /** Renders the table in the console's page scroll container, inside `place` if given. */
    function renderIn(place?: string) {
      const table = <DataTable<Row> rowKey="id" dataSource={ROWS} columns={COLUMNS} />;
      // every header row the table builds and removes again, from before its first commit
      const removed: Node[] = [];
      const observer = new MutationObserver((records) =>
        records.forEach((r) => removed.push(...r.removedNodes)),
      );
      observer.observe(document.body, { childList: true, subtree: true });
      renderInApp(<div data-scroll-container>{place ? <div className={place}>{table}</div> : table}</div>);
      removed.push(...observer.takeRecords().flatMap((r) => [...r.removedNodes]));
      observer.disconnect();
      const removedHeaders = removed.filter(
        (node) => node instanceof Element && (node.matches('thead') || !!node.querySelector('thead')),
      );
      return { removedHeaders, sticky: document.querySelector('.ant-table-sticky-holder') };
    }

    it('on a page the header sticks from the first render: the table is built once', () => {
      const { removedHeaders, sticky } = renderIn();
      expect(sticky).not.toBeNull();
      expect(removedHeaders).toEqual([]);
    });

    it('in a dialog or drawer the header does not stick (they scroll themselves)', () => {
      expect(renderIn('ant-modal').sticky).toBeNull();
      cleanup();
      expect(renderIn('ant-drawer').sticky).toBeNull();
    });
  });
});

describe('DataTable renders', () => {
  // antd renders every cell of its rows on each render of its Table: counted by the body's cell component
  let cellRenders = 0;
  function CountedCell(props: React.TdHTMLAttributes<HTMLTableCellElement>) {
    cellRenders += 1;
    return <td {...props} />;
  }
  const COMPONENTS = { body: { cell: CountedCell } };
  const COLUMNS = [{ title: '姓名', dataIndex: 'name' }];
  const table = (loading: boolean, page: number) => (
    <DataTable<Row>
      rowKey="id"
      components={COMPONENTS}
      dataSource={ROWS}
      columns={COLUMNS}
      loading={loading}
      onChange={() => undefined}
      pagination={{ page, total: 100, onChange: () => undefined }}
    />
  );

  it('a new page asked for (the spinner, the pager, a new inline onChange) renders none of the rows again', async () => {
    const { rerender } = renderInApp(table(false, 1));
    cellRenders = 0;
    rerender(table(true, 2));
    // antd's Spin shows its spinner a timer after `spinning`
    await waitFor(() =>
      expect(document.querySelector('.ant-spin-spinning .ant-table-wrapper')).not.toBeNull(),
    );
    expect(screen.getByTitle('2').className).toContain('ant-pagination-item-active');
    expect(cellRenders).toBe(0);
  });

  it('new rows render the rows', async () => {
    const { rerender } = renderInApp(table(true, 2));
    cellRenders = 0;
    rerender(
      <DataTable<Row>
        rowKey="id"
        components={COMPONENTS}
        dataSource={ROWS.slice(0, 2)}
        columns={COLUMNS}
        pagination={{ page: 2, total: 100, onChange: () => undefined }}
      />,
    );
    expect(cellRenders).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
  });
});

describe('Pager', () => {
  it('01 §9 layout total, sizes, prev, pager, next, jumper with 15 per page', () => {
    renderInApp(<Pager page={1} total={100} onChange={() => undefined} />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    const order = [
      within(nav).getByText('共 100 条'),
      within(nav).getByRole('combobox', { name: '每页条数' }),
      within(nav).getByTitle('上一页'),
      within(nav).getByTitle('1'),
      within(nav).getByTitle('下一页'),
      within(nav).getByRole('textbox', { name: '页' }), // 跳至 _ 页
    ];
    for (let i = 1; i < order.length; i += 1) {
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
    expect(within(nav).getByText('15 条/页')).toBeTruthy();
    expect(within(nav).getByTitle('7')).toBeTruthy(); // 100 / 15 → 7 pages
  });

  it('01 §9 sizes 10, 20, 50, 100 (and the current 15); a new size goes back to page 1', async () => {
    const onChange = vi.fn();
    renderInApp(<Pager page={3} total={500} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: '每页条数' }));
    await screen.findAllByRole('option');
    const listed = [...document.querySelectorAll('.ant-select-item-option')].map((o) =>
      o.getAttribute('title'),
    );
    expect(listed).toEqual(['10 条/页', '15 条/页', '20 条/页', '50 条/页', '100 条/页']);
    await userEvent.click(screen.getByTitle('50 条/页'));
    expect(onChange).toHaveBeenCalledWith(1, 50);
  });

  it('01 §9 the jumper goes to the typed page', async () => {
    const onChange = vi.fn();
    renderInApp(<Pager page={1} total={100} onChange={onChange} />);
    const jumper = screen.getByRole('textbox', { name: '页' });
    await userEvent.type(jumper, '4');
    fireEvent.keyUp(jumper, { key: 'Enter', keyCode: 13 }); // antd reads keyCode
    expect(onChange).toHaveBeenCalledWith(4, 15);
  });

  it("01 §2.11 'total N+' with a refresh button when moreTotal is supplied", async () => {
    const onRefresh = vi.fn();
    renderInApp(<Pager page={1} total={1000} moreTotal onRefresh={onRefresh} onChange={() => undefined} />);
    expect(screen.getByText('共 1000+ 条')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('no refresh button without moreTotal', () => {
    renderInApp(<Pager page={1} total={0} onChange={() => undefined} />);
    expect(screen.getByText('共 0 条')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '刷新' })).toBeNull();
  });
});
