// Table wrapper for list pages (01 §2.11, §5; 02 §5, §9): empty strings (and null / undefined) show as
// '-', the empty state is EmptyData (暂无数据), and paging is the Pager below the table (total, sizes,
// prev, pager, next, jumper; 15 per page; 'total N+' with refresh when moreTotal is set).
// Props: antd Table props (columns, dataSource, rowKey, loading, rowSelection, scroll, …) except
// pagination, which is `false` or the Pager's props (page, pageSize, total, onChange, moreTotal,
// onRefresh). Server paging is the norm, so the table itself never slices the data.
import { Table, type TableProps } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { displayCell, isBlankCell } from '@/lib/format/cell';
import { TABLE_EMPTY_CELL } from '@/lib/constants/tables';
import { EmptyData } from '../EmptyData';
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

export function DataTable<T extends object>({
  columns = [],
  pagination,
  locale,
  ...rest
}: DataTableProps<T>) {
  const shown = useMemo(() => withEmptyCells(columns), [columns]);
  return (
    <div>
      <Table<T>
        {...rest}
        columns={shown}
        pagination={false}
        locale={{ emptyText: <EmptyData />, ...locale }}
      />
      {pagination && <Pager {...pagination} />}
    </div>
  );
}
