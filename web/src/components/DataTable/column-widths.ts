// Column widths of every list table (docs/adr/0067): each data column gets a width that fits its title
// and its values up to a cap (longer text ends in an ellipsis with the whole text as its tooltip), a
// date-time column the width of `yyyy-MM-dd HH:mm:ss`, and the table scrolls sideways over the sum of
// the widths, so no column is squeezed under the fixed 操作 column.
import type { TableProps } from 'antd';

type ColumnsType<T> = NonNullable<TableProps<T>['columns']>;
type Column<T> = ColumnsType<T>[number];

/** Fits `2026-11-29 23:59:59` in a cell of any table size (14 px digits, 16 px padding each side). */
export const DATE_TIME_COLUMN_WIDTH = 176;
/** The narrowest and widest data column a width is derived for. */
export const MIN_COLUMN_WIDTH = 72;
export const MAX_COLUMN_WIDTH = 240;
/** A column that renders without a data index (buttons, composed cells): its share of the scroll width. */
export const RENDERED_COLUMN_WIDTH = 160;
/** antd's selection column. */
export const SELECTION_COLUMN_WIDTH = 32;
/** Cell padding of antd's largest table size, a tag's padding and a sort icon's room. */
const CELL_ROOM = 40;
/** The rows looked at to size a column. */
const SAMPLE_ROWS = 30;

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;

/** Width of a text at 14 px: CJK and other wide characters 14 px, Latin letters and digits ~8 px. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += char.charCodeAt(0) > 0x2e7f ? 14 : 8;
  return width;
}

function valueAt(row: unknown, dataIndex: unknown): unknown {
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  return path.reduce<unknown>(
    (value, key) =>
      value && typeof value === 'object' ? (value as Record<string, unknown>)[String(key)] : undefined,
    row,
  );
}

function titleText(title: unknown): string {
  return typeof title === 'string' || typeof title === 'number' ? String(title) : '';
}

/** The width a data column needs for its title and the sampled values, within the caps. */
function widthOf(title: string, values: readonly string[]): number {
  if (values.length > 0 && values.every((v) => DATE_TIME.test(v))) return DATE_TIME_COLUMN_WIDTH;
  const widest = Math.max(textWidth(title), ...values.map(textWidth));
  return Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, Math.ceil(widest + CELL_ROOM)));
}

function sizedColumn<T>(column: Column<T>, rows: readonly T[]): Column<T> {
  const dataIndex = 'dataIndex' in column ? column.dataIndex : undefined;
  if (dataIndex === undefined || column.fixed) return column;
  const values = rows
    .slice(0, SAMPLE_ROWS)
    .map((row) => valueAt(row, dataIndex))
    .filter((v): v is string | number => (typeof v === 'string' && v !== '') || typeof v === 'number')
    .map(String);
  const needed = widthOf(titleText(column.title), values);
  const dateTime = needed === DATE_TIME_COLUMN_WIDTH && values.length > 0;
  const given = typeof column.width === 'number' ? column.width : undefined;
  return {
    ...column,
    // a date-time column never narrower than its values; others keep the width a page gave them
    width: given === undefined ? needed : dateTime ? Math.max(given, needed) : given,
    ellipsis: column.ellipsis ?? true,
  };
}

/** The columns with their widths, and the scroll width of the table (their sum). */
export function sizedColumns<T>(
  columns: ColumnsType<T>,
  rows: readonly T[],
  selectable: boolean,
): { columns: ColumnsType<T>; scrollWidth: number } {
  let scrollWidth = selectable ? SELECTION_COLUMN_WIDTH : 0;
  const size = (list: ColumnsType<T>): ColumnsType<T> =>
    list.map((column) => {
      if ('children' in column && column.children) return { ...column, children: size(column.children) };
      const sized = sizedColumn(column, rows);
      scrollWidth += typeof sized.width === 'number' ? sized.width : RENDERED_COLUMN_WIDTH;
      return sized;
    });
  const shown = size(columns);
  return { columns: shown, scrollWidth };
}
