import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, utcStamp } from './icalendar';

describe('iCalendar writer', () => {
  it('escapes backslashes, semicolons, commas and newlines in TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a UTF-8 character, continuation lines starting with a space', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:ok')).toBe('SHORT:ok');
  });

  it('writes a calendar with CRLF line ends, UTC times and the cancelled status', () => {
    const text = buildCalendar({
      name: 'Mes séances',
      now: new Date('2026-03-23T09:00:00.000Z'),
      events: [
        {
          uid: 's1@club',
          start: '2026-03-24T17:00:00.000Z',
          end: '2026-03-24T18:30:00.000Z',
          summary: 'Entraînement, U13',
          location: 'Gymnase; salle 2',
          cancelled: true,
          lastModified: '2026-03-20T10:00:00.000Z',
        },
      ],
    });
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text).toContain('\r\nDTSTART:20260324T170000Z\r\nDTEND:20260324T183000Z\r\n');
    expect(text).toContain('\r\nSUMMARY:Entraînement\\, U13\r\n');
    expect(text).toContain('\r\nLOCATION:Gymnase\\; salle 2\r\n');
    expect(text).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(text).toContain('\r\nDTSTAMP:20260323T090000Z\r\n');
    expect(utcStamp('2026-03-24T17:00:00.000Z')).toBe('20260324T170000Z');
  });
});
