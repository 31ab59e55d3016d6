import type { Paged, PageQuery } from '@club/contracts';

/** Rows to skip for a page (pages start at 1). */
export const pageOffset = ({ page, limit }: PageQuery) => (page - 1) * limit;

/** The `{ data, total, page, limit }` answer of every list. */
export const toPage = <Item>(data: Item[], total: number, { page, limit }: PageQuery): Paged<Item> => ({ data, total, page, limit });
