import { renderPage } from '@club/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MessageDialog } from './message-dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Voir le jeton
      </button>
      {open ? (
        <MessageDialog title="Jeton créé" closeLabel="J'ai copié le jeton" onClose={() => setOpen(false)}>
          <button type="button">Copier</button>
        </MessageDialog>
      ) : null}
    </>
  );
}

describe('MessageDialog', () => {
  it('opens as a labelled modal on its first control, traps Tab, and gives the focus back when closed', async () => {
    const user = userEvent.setup();
    renderPage(<Harness />);
    const opener = screen.getByRole('button', { name: 'Voir le jeton' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Jeton créé' }).getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copier' }));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copier' }));
    await user.click(screen.getByRole('button', { name: "J'ai copié le jeton" }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderPage(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Voir le jeton' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
