// Table pager (01 §2.11, §9; 02 §9): layout total, sizes, prev, pager, next, jumper; default page size
// 15 with sizes 10, 20, 50, 100 (the current size is always offered, so 15 appears between 10 and 20).
// With `moreTotal` the total reads 共 N+ 条 and a refresh button follows (01 §2.11 "shows 'total N+'
// when a moreTotal is supplied, with a refresh button").
// Props: page (from 1); pageSize; total; onChange(page, pageSize) — a size change goes back to page 1;
// pageSizes; moreTotal; onRefresh; disabled.
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Pagination, Select, Space } from 'antd';
import { startTransition } from 'react';
import { TABLE_PAGE_SIZE, TABLE_PAGE_SIZES, msgPagerSize, msgPagerTotal } from '@/lib/constants/tables';

export interface PagerProps {
  page: number;
  pageSize?: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
  pageSizes?: readonly number[];
  moreTotal?: boolean;
  onRefresh?: () => void;
  disabled?: boolean;
}

export function Pager({
  page,
  pageSize = TABLE_PAGE_SIZE,
  total,
  onChange,
  pageSizes = TABLE_PAGE_SIZES,
  moreTotal = false,
  onRefresh,
  disabled,
}: PagerProps) {
  const sizes = [...new Set([...pageSizes, pageSize])].sort((a, b) => a - b);
  // A new page or size renders the whole list again: as a transition, the pager's own click (the
  // closing size list, the pressed page button) paints first and the list follows (INP).
  const change = (next: number, size: number) => startTransition(() => onChange(next, size));
  return (
    <nav
      aria-label="分页"
      style={{
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        gap: 8,
        marginTop: 16,
        flexWrap: 'wrap',
      }}
    >
      <Space size={4}>
        <span>{msgPagerTotal(total, moreTotal)}</span>
        {moreTotal && (
          <Button
            type="text"
            size="small"
            aria-label="刷新"
            title="刷新"
            icon={<ReloadOutlined aria-hidden />}
            onClick={onRefresh}
            disabled={disabled}
          />
        )}
      </Space>
      <Select<number>
        aria-label="每页条数"
        value={pageSize}
        disabled={disabled}
        style={{ width: 104 }}
        options={sizes.map((size) => ({ value: size, label: msgPagerSize(size) }))}
        // five options: a plain list, without the virtual list's measuring on every open
        virtual={false}
        onChange={(size) => change(1, size)}
      />
      <Pagination
        current={page}
        pageSize={pageSize}
        total={total}
        disabled={disabled}
        showSizeChanger={false}
        showQuickJumper
        onChange={(next) => change(next, pageSize)}
      />
    </nav>
  );
}
