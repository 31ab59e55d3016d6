import { renderPage } from '@club/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WaitingList } from './waiting-list';

const sheet = (waitingList: { userId: string; name: string; position: number }[]) => ({ sessionId: 's1', data: [], waitingList });

describe('WaitingList', () => {
  it('lists the people waiting in order', async () => {
    renderPage(
      <WaitingList
        sheet={sheet([
          { userId: 'u1', name: 'Léa Martin', position: 1 },
          { userId: 'u2', name: 'Hugo Bernard', position: 2 },
        ])}
      />,
    );
    const list = await screen.findByRole('list', { name: 'Personnes en attente' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Léa Martin', 'Hugo Bernard']);
    expect(screen.getByRole('region', { name: "Liste d'attente" }).textContent).toContain('la première personne de la liste est inscrite');
  });

  it('says when nobody waits', async () => {
    renderPage(<WaitingList sheet={sheet([])} />);
    expect(await screen.findByText("Personne n'attend de place pour cette séance.")).toBeTruthy();
  });
});
