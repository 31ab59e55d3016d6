import type { AttendanceEntry } from '@club/contracts';
import { renderPage } from '@club/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AttendanceSheetForm } from './attendance-sheet';

const entry = (name: string, patch: Partial<AttendanceEntry> = {}): AttendanceEntry => ({
  userId: name,
  name,
  registered: false,
  status: null,
  markedAt: null,
  markedByName: null,
  responsibleAdults: [],
  ...patch,
});

describe('AttendanceSheetForm', () => {
  it("shows a child's responsible adult under their name, for the coach to reach them (ADR 210)", async () => {
    const adult = { name: 'Anne Durand', phone: '06 11 22 33 44', email: null, relationship: 'child' as const };
    renderPage(
      <AttendanceSheetForm sheet={{ sessionId: 's1', waitingList: [], data: [entry('Léa Durand', { responsibleAdults: [adult] }), entry('Marc Petit')] }} />,
    );
    const lea = await screen.findByRole('group', { name: 'Léa Durand' });
    expect(lea.textContent).toContain('Contact : Anne Durand · 06 11 22 33 44');
    expect(screen.getByRole('link', { name: '06 11 22 33 44' }).getAttribute('href')).toBe('tel:+33611223344');
    expect(screen.getByRole('group', { name: 'Marc Petit' }).textContent).not.toContain('Contact');
  });
});
