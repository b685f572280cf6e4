import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePaging } from './use-paging';

describe('usePaging', () => {
  it('moves from a page emptied by deletes to the page that is now last', () => {
    const { result } = renderHook(() => usePaging());
    act(() => result.current.pagination(45).onChange?.(3, 20));
    expect(result.current.page).toEqual({ pageNumber: 3, pageSize: 20 });

    // The five rows of page 3 deleted: 40 left, two pages.
    act(() => {
      result.current.pagination(40);
    });
    expect(result.current.page).toEqual({ pageNumber: 2, pageSize: 20 });
  });

  it('stays where it is while the answer is not in (no total) and when the page still has rows', () => {
    const { result } = renderHook(() => usePaging());
    act(() => result.current.pagination(45).onChange?.(3, 20));
    act(() => {
      result.current.pagination(0);
      result.current.pagination(41);
    });
    expect(result.current.page.pageNumber).toBe(3);
  });

  it('starts a search on page 1 and counts it, so the same search reads the list again', () => {
    const { result } = renderHook(() => usePaging());
    act(() => result.current.pagination(45).onChange?.(3, 20));
    act(() => result.current.newSearch());
    expect(result.current.page).toEqual({ pageNumber: 1, pageSize: 20 });
    expect(result.current.searches).toBe(1);
    act(() => result.current.newSearch());
    expect(result.current.searches).toBe(2);
  });
});
