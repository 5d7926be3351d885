import { describe, expect, it } from 'vitest';
import { buildPagination, getPageWindow } from './pagination';

describe('getPageWindow', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(getPageWindow(1, 1)).toEqual([1]);
    expect(getPageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageWindow(1, 0)).toEqual([]);
  });

  it('shows first, last and current plus or minus 1 with ellipses', () => {
    expect(getPageWindow(1, 9)).toEqual([1, 2, 'ellipsis', 9]);
    expect(getPageWindow(5, 9)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 9]);
    expect(getPageWindow(9, 9)).toEqual([1, 'ellipsis', 8, 9]);
    expect(getPageWindow(3, 9)).toEqual([1, 2, 3, 4, 'ellipsis', 9]);
    expect(getPageWindow(2, 6)).toEqual([1, 2, 3, 'ellipsis', 6]);
  });

  it('clamps a current page outside the range', () => {
    expect(getPageWindow(40, 8)).toEqual([1, 'ellipsis', 7, 8]);
  });
});

describe('buildPagination', () => {
  it('describes the middle page of a list', () => {
    expect(buildPagination(2, 9, 80)).toEqual({
      currentPage: 2,
      totalPages: 9,
      totalItems: 80,
      itemsPerPage: 9,
      hasNextPage: true,
      hasPreviousPage: true,
    });
  });

  it('handles the last page and an empty list', () => {
    expect(buildPagination(9, 9, 80).hasNextPage).toBe(false);
    expect(buildPagination(1, 9, 0)).toMatchObject({ totalPages: 0, hasNextPage: false, hasPreviousPage: false });
  });
});
