import type { PaginationProps } from '@arco-design/web-react';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, PAGE_SIZES } from '@site/shared-schema';
import { useState } from 'react';

/**
 * The paging of a console list (seed 000 §9): pages from 1, sizes 10/20/30/40 with 20 by default, the
 * layout total, sizes, pager and jumper; a new search starts again from page 1. A page past the last
 * (its rows deleted, here or by someone else) gives way to the page that is now last.
 *
 * `searches` counts the searches: a list puts it in its SWR key beside `page`, so 查询 reads the list
 * again even when nothing in the form changed (people click it to see what is new).
 */
export function usePaging() {
  const [page, setPage] = useState({ pageNumber: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE });
  const [searches, setSearches] = useState(0);
  return {
    page,
    searches,
    newSearch: () => {
      setPage((current) => ({ ...current, pageNumber: FIRST_PAGE }));
      setSearches((count) => count + 1);
    },
    pagination: (total: number): PaginationProps => {
      const last = Math.max(FIRST_PAGE, Math.ceil(total / page.pageSize));
      // Called while the list renders, with the total of its answer: React re-renders it on the last page.
      if (total > 0 && page.pageNumber > last) setPage({ ...page, pageNumber: last });
      return {
        current: page.pageNumber,
        pageSize: page.pageSize,
        total,
        sizeOptions: [...PAGE_SIZES],
        sizeCanChange: true,
        showTotal: true,
        showJumper: true,
        onChange: (pageNumber, pageSize) => setPage({ pageNumber, pageSize }),
      };
    },
  };
}

/** The same paging for a list the page holds whole (a statement, an import's preview): Arco pages it. */
export const LOCAL_PAGING: PaginationProps = {
  pageSize: DEFAULT_PAGE_SIZE,
  sizeOptions: [...PAGE_SIZES],
  sizeCanChange: true,
  showTotal: true,
  showJumper: true,
};
