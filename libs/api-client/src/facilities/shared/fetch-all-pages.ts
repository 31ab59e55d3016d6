import type { Paged } from '@club/contracts';
import { MAX_PAGE_SIZE } from '@club/contracts';

/** A bound on requests, so a misbehaving server cannot make a week view loop. */
const MAX_PAGES = 20;

/**
 * Every item of a paged list, read with the largest page size: a week view must show all the
 * reservations of its period, not the first twenty.
 */
export async function fetchAllPages<Item>(fetchPage: (page: number, limit: number) => Promise<Paged<Item>>): Promise<Paged<Item>> {
  const first = await fetchPage(1, MAX_PAGE_SIZE);
  const data = [...first.data];
  for (let page = 2; data.length < first.total && page <= MAX_PAGES; page += 1) {
    const next = await fetchPage(page, MAX_PAGE_SIZE);
    if (next.data.length === 0) break;
    data.push(...next.data);
  }
  return { data, total: first.total, page: 1, limit: data.length || MAX_PAGE_SIZE };
}
