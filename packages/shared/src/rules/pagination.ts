export type PageWindowItem = number | 'ellipsis';

export interface Pagination {
  currentPage: number;
  totalPages: number;
  totalItems: number;
  itemsPerPage: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** Listing page size on /products. */
export const LISTING_PAGE_SIZE = 9;

/**
 * The page buttons to show: every page when there are 5 or fewer, else the first,
 * the last and the current one plus or minus 1, with an ellipsis for each gap.
 */
export function getPageWindow(currentPage: number, totalPages: number): PageWindowItem[] {
  if (totalPages <= 0) return [];
  if (totalPages <= 5) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const current = Math.min(Math.max(1, currentPage), totalPages);
  const pages = new Set([1, totalPages, current - 1, current, current + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const items: PageWindowItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) items.push('ellipsis');
    items.push(page);
  });
  return items;
}

/** Pagination block of a list answer; totalPages is 0 for an empty list. */
export function buildPagination(page: number, limit: number, totalItems: number): Pagination {
  const totalPages = Math.ceil(totalItems / limit);
  return {
    currentPage: page,
    totalPages,
    totalItems,
    itemsPerPage: limit,
    hasNextPage: page < totalPages,
    hasPreviousPage: page > 1,
  };
}
