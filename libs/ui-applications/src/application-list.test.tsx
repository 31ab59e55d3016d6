import type { Application } from '@club/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@club/ui/testing';
import { ApplicationList } from './application-list';

const reviewed = {
  id: 'a1',
  status: 'rejected',
  sectionName: 'Judo',
  categoryName: 'Seniors',
  createdAt: '2026-09-12T10:00:00.000Z',
  reviewedAt: '2026-09-14T10:00:00.000Z',
  reviewerName: 'Paul Durand',
  reviewComments: 'Dossier incomplet',
} as unknown as Application;
const pending = { id: 'a2', status: 'pending', createdAt: '2026-09-15T10:00:00.000Z' } as unknown as Application;

describe('ApplicationList', () => {
  it('lists each application with its label, status, dates and comment', () => {
    renderPage(<ApplicationList applications={[reviewed, pending]} />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('Judo — Seniors')).toBeTruthy();
    expect(within(first!).getByText('Refusée')).toBeTruthy();
    expect(first!.textContent).toContain('Envoyée le samedi 12 septembre 2026 · examinée le lundi 14 septembre 2026');
    expect(first!.textContent).not.toContain('Paul Durand');
    expect(within(first!).getByText('Commentaire : Dossier incomplet')).toBeTruthy();
    expect(within(second!).getByText('Section non précisée')).toBeTruthy();
    expect(within(second!).getByText('En attente')).toBeTruthy();
  });

  it('names the reviewer when asked', () => {
    renderPage(<ApplicationList applications={[reviewed]} showReviewer />);
    expect(screen.getByRole('listitem').textContent).toContain('examinée le lundi 14 septembre 2026 par Paul Durand');
  });
});
