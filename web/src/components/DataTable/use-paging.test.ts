import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TABLE_PAGE_SIZE } from '@/lib/constants/tables';
import { usePaging } from './use-paging';

describe('usePaging', () => {
  it('01 §9 starts on page 1 with 15 per page and hands the Pager the total', () => {
    const { result } = renderHook(() => usePaging());
    expect(result.current.page).toBe(1);
    expect(result.current.pageSize).toBe(TABLE_PAGE_SIZE);
    expect(result.current.pager(123)).toMatchObject({ page: 1, pageSize: TABLE_PAGE_SIZE, total: 123 });
  });

  it("follows the Pager's page and size; setPage(1) starts a new query over", () => {
    const { result } = renderHook(() => usePaging());
    act(() => result.current.pager(500).onChange(4, TABLE_PAGE_SIZE));
    expect(result.current.page).toBe(4);
    act(() => result.current.pager(500).onChange(1, 50));
    expect([result.current.page, result.current.pageSize]).toEqual([1, 50]);
    act(() => result.current.pager(500).onChange(3, 50));
    act(() => result.current.setPage(1));
    expect([result.current.page, result.current.pageSize]).toEqual([1, 50]);
  });
});
