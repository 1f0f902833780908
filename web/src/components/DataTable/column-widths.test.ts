// Column widths of the list tables (docs/adr/0067): whole date-times, widths from titles and values
// within the caps, the pages' own widths kept, the scroll width the sum of the columns.
import { describe, expect, it } from 'vitest';
import {
  DATE_TIME_COLUMN_WIDTH,
  MAX_COLUMN_WIDTH,
  MIN_COLUMN_WIDTH,
  RENDERED_COLUMN_WIDTH,
  SELECTION_COLUMN_WIDTH,
  sizedColumns,
  textWidth,
} from './column-widths';

const ROWS = [
  {
    name: '东大门门口机',
    beat: '2026-11-29 04:26:24',
    remark: '很长的备注'.repeat(20),
    n: 3,
    room: { no: '101' },
  },
  { name: '围墙机', beat: '', remark: '', n: 12, room: { no: '1201' } },
];
type Row = (typeof ROWS)[number];

describe('sizedColumns', () => {
  it('gives a date-time column the width of yyyy-MM-dd HH:mm:ss, even over a narrower given width', () => {
    const { columns } = sizedColumns<Row>(
      [
        { title: '最后心跳', dataIndex: 'beat' },
        { title: '心跳', dataIndex: 'beat', width: 100 },
      ],
      ROWS,
      false,
    );
    expect(columns.map((c) => c.width)).toEqual([DATE_TIME_COLUMN_WIDTH, DATE_TIME_COLUMN_WIDTH]);
  });

  it('sizes other data columns by title and values within the caps, with an ellipsis', () => {
    const { columns } = sizedColumns<Row>(
      [
        { title: '设备名称', dataIndex: 'name' },
        { title: '备注', dataIndex: 'remark' },
        { title: '数', dataIndex: 'n' },
        { title: '房号', dataIndex: ['room', 'no'] },
      ],
      ROWS,
      false,
    );
    expect(columns[0]).toMatchObject({ width: textWidth('东大门门口机') + 40, ellipsis: true });
    expect(columns[1]!.width).toBe(MAX_COLUMN_WIDTH);
    expect(columns[2]!.width).toBe(MIN_COLUMN_WIDTH);
    expect(columns[3]!.width).toBe(MIN_COLUMN_WIDTH);
  });

  it('keeps a page’s own width and ellipsis, and leaves the fixed and rendered columns alone', () => {
    const fixed = { key: 'actions', title: '操作', fixed: 'right' as const, width: 156 };
    const rendered = { key: 'x', title: '照片', render: () => null };
    const { columns, scrollWidth } = sizedColumns<Row>(
      [{ title: '设备名称', dataIndex: 'name', width: 300, ellipsis: false }, rendered, fixed],
      ROWS,
      true,
    );
    expect(columns).toEqual([
      { title: '设备名称', dataIndex: 'name', width: 300, ellipsis: false },
      rendered,
      fixed,
    ]);
    expect(scrollWidth).toBe(SELECTION_COLUMN_WIDTH + 300 + RENDERED_COLUMN_WIDTH + 156);
  });

  it('sizes the leaves of column groups and sums them', () => {
    const { columns, scrollWidth } = sizedColumns<Row>(
      [{ title: '住户', children: [{ title: '更新时间', dataIndex: 'beat' }] }],
      ROWS,
      false,
    );
    expect(columns[0]).toMatchObject({ children: [{ width: DATE_TIME_COLUMN_WIDTH }] });
    expect(scrollWidth).toBe(DATE_TIME_COLUMN_WIDTH);
  });
});
