// The page and page size of a server-paged list (01 §9: 15 per page by default), and the Pager props
// that change them: `pager(total)` for DataTable's `pagination`. `setPage(1)` when the query changes.
import { useState } from 'react';
import { TABLE_PAGE_SIZE } from '@/lib/constants/tables';
import type { PagerProps } from './Pager';

export interface Paging {
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  pager: (total: number) => PagerProps;
}

export function usePaging(): Paging {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(TABLE_PAGE_SIZE);
  return {
    page,
    pageSize,
    setPage,
    // The Pager itself goes back to page 1 on a new size.
    pager: (total) => ({
      page,
      pageSize,
      total,
      onChange: (next, size) => {
        setPage(next);
        setPageSize(size);
      },
    }),
  };
}
