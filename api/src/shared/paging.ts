import type { Paged, PageQuery } from '@club/contracts';

/** Rows to skip for a page (pages start at 1). */
export const pageOffset = ({ page, limit }: PageQuery) => (page - 1) * limit;

/** The `{ data, total, page, limit }` answer of every list. */
export const toPage = <Item>(data: Item[], total: number, { page, limit }: PageQuery): Paged<Item> => ({ data, total, page, limit });

/**
 * The total of a list, without a COUNT query when the page already tells it: a partly filled page is
 * the last one, an empty first page means none. Lists are read first, counted only when needed.
 */
export async function totalOf(rowsOnPage: number, query: PageQuery, count: () => Promise<number>): Promise<number> {
  if (rowsOnPage > 0 && rowsOnPage < query.limit) return pageOffset(query) + rowsOnPage;
  if (rowsOnPage === 0 && query.page === 1) return 0;
  return count();
}
