import { describe, expect, it } from 'vitest';
import { totalOf } from './paging';

describe('totalOf', () => {
  const counted = async () => 999;

  it('reads the total off a partly filled page without counting', async () => {
    expect(await totalOf(8, { page: 1, limit: 50 }, counted)).toBe(8);
    expect(await totalOf(3, { page: 3, limit: 10 }, counted)).toBe(23);
    expect(await totalOf(0, { page: 1, limit: 20 }, counted)).toBe(0);
  });

  it('counts when the page is full or past the end', async () => {
    expect(await totalOf(20, { page: 1, limit: 20 }, counted)).toBe(999);
    expect(await totalOf(0, { page: 4, limit: 20 }, counted)).toBe(999);
  });
});
