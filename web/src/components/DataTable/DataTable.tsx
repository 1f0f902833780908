// Table wrapper for list pages (01 §2.11, §5; 02 §5, §9): empty strings (and null / undefined) show as
// '-', the empty state is EmptyData (暂无数据), and paging is the Pager below the table (total, sizes,
// prev, pager, next, jumper; 15 per page; 'total N+' with refresh when moreTotal is set).
// Props: antd Table props (columns, dataSource, rowKey, loading, rowSelection, scroll, …) except
// pagination, which is `false` or the Pager's props (page, pageSize, total, onChange, moreTotal,
// onRefresh). Server paging is the norm, so the table itself never slices the data.
// Every data column gets a width and the table scrolls sideways over their sum (column-widths.ts); on a
// page (not in a dialog or drawer) the header and the horizontal scroll bar stick to the console's
// scroll container, so a wide table's scroll bar is on screen with its first rows (docs/adr/0067).
import { Spin, Table, type TableProps } from 'antd';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { displayCell, isBlankCell } from '@/lib/format/cell';
import { TABLE_EMPTY_CELL } from '@/lib/constants/tables';
import { EmptyData } from '../EmptyData';
import { sizedColumns } from './column-widths';
import { Pager, type PagerProps } from './Pager';

export interface DataTableProps<T> extends Omit<TableProps<T>, 'pagination'> {
  pagination?: false | PagerProps;
}

type ColumnsType<T> = NonNullable<TableProps<T>['columns']>;
type Column<T> = ColumnsType<T>[number];

/** Wraps every leaf column so a blank value, or a blank render result, shows '-'. */
export function withEmptyCells<T>(columns: ColumnsType<T>): ColumnsType<T> {
  return columns.map((column): Column<T> => {
    if ('children' in column && column.children) {
      return { ...column, children: withEmptyCells(column.children) };
    }
    const { render } = column as { render?: (value: unknown, record: T, index: number) => ReactNode };
    return {
      ...column,
      render: render
        ? (value: unknown, record: T, index: number) => {
            const shown = render(value, record, index);
            return isBlankCell(shown) ? TABLE_EMPTY_CELL : shown;
          }
        : (value: unknown) => displayCell(value) as ReactNode,
    } as Column<T>;
  });
}

/** The console's page scroll container (AppLayout), which the sticky header and scroll bar follow. */
const scrollContainer = (): HTMLElement | Window =>
  document.querySelector<HTMLElement>('[data-scroll-container]') ?? window;
const STICKY = { getContainer: scrollContainer } as const;

/**
 * Whether the table sits on a page, not in a dialog or drawer (those scroll themselves). A page is
 * assumed for the first render: switching `sticky` on afterwards makes antd move the header into its
 * sticky holder, a second build and style pass of the table in the page's first frame; a table in a
 * dialog pays that instead, before its first paint.
 */
function useOnPage(box: RefObject<HTMLDivElement | null>): boolean {
  const [onPage, setOnPage] = useState(true);
  useLayoutEffect(() => {
    const element = box.current;
    setOnPage(!!element?.closest('[data-scroll-container]') && !element.closest('.ant-modal, .ant-drawer'));
  }, [box]);
  return onPage;
}

/**
 * antd's Table renders every cell of its rows on each of its renders; this one renders only when its
 * props change. With the spinner outside it (DataTable), a page's change of page, size or sort renders
 * the spinner and the pager at the click, and the rows once, when they arrive.
 */
const RowsTable = memo(Table) as unknown as <T extends object>(props: TableProps<T>) => ReactNode;

/** The latest `onChange` behind one function, so a page's inline handler does not render the rows. */
function useStableHandler<A extends unknown[]>(handler: ((...args: A) => void) | undefined) {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  const stable = useCallback((...args: A) => latest.current?.(...args), []);
  return handler && stable;
}

export function DataTable<T extends object>({
  columns = [],
  pagination,
  locale,
  dataSource,
  scroll,
  loading,
  onChange,
  ...rest
}: DataTableProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  const onPage = useOnPage(box);
  const selectable = rest.rowSelection !== undefined;
  const sized = useMemo(
    () => sizedColumns(withEmptyCells(columns), dataSource ?? [], selectable),
    [columns, dataSource, selectable],
  );
  const x = typeof scroll?.x === 'number' ? scroll.x : sized.scrollWidth;
  const { y, scrollToFirstRowOnChange } = scroll ?? {};
  const mergedScroll = useMemo(() => ({ x, y, scrollToFirstRowOnChange }), [x, y, scrollToFirstRowOnChange]);
  const mergedLocale = useMemo(() => ({ emptyText: <EmptyData />, ...locale }), [locale]);
  const spin = typeof loading === 'object' ? loading : { spinning: !!loading };
  return (
    <div ref={box}>
      <Spin {...spin}>
        <RowsTable<T>
          sticky={onPage ? STICKY : undefined}
          {...rest}
          onChange={useStableHandler(onChange)}
          dataSource={dataSource}
          scroll={mergedScroll}
          columns={sized.columns}
          pagination={false}
          locale={mergedLocale}
        />
      </Spin>
      {pagination && <Pager {...pagination} />}
    </div>
  );
}
