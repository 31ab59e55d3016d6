import { describe, expect, it } from 'vitest';
import { groupByParisDay } from './group-by-day';

const booking = (id: string, startAt: string) => ({ id, startAt });

describe('groupByParisDay', () => {
  it('lays out one week Monday first and puts each booking on its Paris day, sorted', () => {
    const weeks = groupByParisDay(
      [
        booking('late-sunday-utc', '2026-11-22T23:30:00.000Z'), // Monday 00:30 in Paris
        booking('tuesday-evening', '2026-11-24T17:00:00.000Z'),
        booking('tuesday-morning', '2026-11-24T08:00:00.000Z'),
        booking('sunday', '2026-11-29T10:00:00.000Z'),
      ],
      '2026-11-23',
      '2026-11-29',
    );
    expect(weeks).toHaveLength(1);
    const [week] = weeks;
    expect(week?.map((cell) => cell.day)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(week?.[0]?.items.map((item) => item.id)).toEqual(['late-sunday-utc']);
    expect(week?.[1]?.items.map((item) => item.id)).toEqual(['tuesday-morning', 'tuesday-evening']);
    expect(week?.[6]?.items.map((item) => item.id)).toEqual(['sunday']);
  });

  it('pads a period that does not start on Monday to whole weeks', () => {
    const weeks = groupByParisDay([booking('friday', '2026-11-27T09:00:00.000Z')], '2026-11-25', '2026-12-01');
    expect(weeks).toHaveLength(2);
    expect(weeks[0]?.[0]).toEqual({ day: '2026-11-23', inPeriod: false, items: [] });
    expect(weeks[0]?.[4]?.items).toHaveLength(1);
    expect(weeks[1]?.[1]).toMatchObject({ day: '2026-12-01', inPeriod: true });
    expect(weeks[1]?.[2]).toMatchObject({ day: '2026-12-02', inPeriod: false });
  });
});
