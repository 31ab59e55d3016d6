import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { booleanParam, limitParam, pageParam, readSearch, textParam, uuidParam, withSearch } from './search-params';

const ListSearch = z.object({ page: pageParam, limit: limitParam(20), search: textParam, isAvailable: booleanParam, complexId: uuidParam });

describe('search params of the admin lists', () => {
  it('reads valid values and falls back to the defaults on wrong ones, so a hand-edited URL still shows the list', () => {
    expect(readSearch(ListSearch, 'http://x/admin/assets/minibuses?page=3&limit=50&search=%20rouge%20&isAvailable=false')).toEqual({
      page: 3,
      limit: 50,
      search: 'rouge',
      isAvailable: false,
      complexId: undefined,
    });
    expect(readSearch(ListSearch, 'http://x/l?page=abc&limit=100000&search=&isAvailable=peut-etre&complexId=42')).toEqual({
      page: 1,
      limit: 20,
      search: undefined,
      isAvailable: undefined,
      complexId: undefined,
    });
  });

  it('writes a path with its search, leaving out empty values', () => {
    expect(withSearch('/admin/facilities/rooms/r1', { startDate: '2026-11-16', endDate: undefined })).toBe('/admin/facilities/rooms/r1?startDate=2026-11-16');
    expect(withSearch('/admin/facilities/rooms/r1', {})).toBe('/admin/facilities/rooms/r1');
  });
});
