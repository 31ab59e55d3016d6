import { describe, expect, it } from 'vitest';
import type { SessionNoticesTable } from '../../db/schema';
import { groupNotices } from './notice-grouping';

let next = 0;
const notice = (patch: Partial<SessionNoticesTable>): SessionNoticesTable => ({
  id: `n${(next += 1)}`,
  user_id: 'u1',
  session_id: 's1',
  kind: 'room',
  title: 'Randori',
  start_at: '2026-12-01T17:00:00.000Z',
  before: null,
  after: null,
  created_at: '2026-11-29T10:00:00.000Z',
  flushed_at: null,
  ...patch,
});

describe('groupNotices', () => {
  it("tells a session's changes of one kind once, from the first « before » to the last « after »", () => {
    const told = groupNotices([notice({ before: 'Dojo A', after: 'Dojo B' }), notice({ before: 'Dojo B', after: 'Dojo C' })], new Set());
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ before: 'Dojo A', after: 'Dojo C' });
  });

  it('drops a change undone within the period, and keeps other sessions apart', () => {
    const told = groupNotices(
      [
        notice({ before: 'Dojo A', after: 'Dojo B' }),
        notice({ before: 'Dojo B', after: 'Dojo A' }),
        notice({ session_id: 's2', before: 'Dojo A', after: 'Dojo B' }),
      ],
      new Set(),
    );
    expect(told.map((row) => row.session_id)).toEqual(['s2']);
  });

  it('tells a cancelled session only as cancelled, and leaves out the kinds turned off', () => {
    const rows = [
      notice({ kind: 'time', before: '18 h', after: '19 h' }),
      notice({ kind: 'cancelled' }),
      notice({ session_id: 's2', before: 'Dojo A', after: 'Dojo B' }),
    ];
    expect(groupNotices(rows, new Set()).map((row) => `${row.session_id}:${row.kind}`)).toEqual(['s1:cancelled', 's2:room']);
    expect(groupNotices(rows, new Set(['room'])).map((row) => `${row.session_id}:${row.kind}`)).toEqual(['s1:cancelled']);
  });
});
