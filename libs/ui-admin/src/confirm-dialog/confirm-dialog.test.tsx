import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@club/ui';
import { renderPage } from '@club/ui/testing';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Supprimer la salle
      </button>
      <ConfirmDialog open={open} title="Supprimer la salle ?" tone="destructive" confirmLabel="Supprimer" onConfirm={onConfirm} onCancel={() => setOpen(false)}>
        Cette action est définitive.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('opens as a labelled modal with focus on the cancel button, traps Tab and closes on Escape', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderPage(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Supprimer la salle' });
    await user.click(opener);

    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer la salle ?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Cette action est définitive.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Annuler' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Supprimer' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Annuler' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderPage(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Supprimer la salle' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  // Issue 32: « Approuver » was confirmed with a red button, like a deletion.
  it.each([
    ['destructive', 'danger'],
    ['positive', 'primary'],
  ] as const)('paints a %s confirmation like a %s button', (tone, variant) => {
    renderPage(
      <>
        <Button variant={variant}>Référence</Button>
        <ConfirmDialog open title="Confirmer ?" tone={tone} confirmLabel="Confirmer" onConfirm={() => undefined} onCancel={() => undefined}>
          Ce qui va se passer.
        </ConfirmDialog>
      </>,
    );
    // The theme's colours are CSS variables, which jsdom does not resolve: the same look is the same styled
    // classes (the generated one hashes the CSS the button rendered).
    const look = (name: string) => screen.getByRole('button', { name }).className;
    expect(look('Référence')).not.toBe('');
    expect(look('Confirmer')).toBe(look('Référence'));
    expect(look('Confirmer')).not.toBe(look('Annuler'));
  });
});
