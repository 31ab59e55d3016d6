import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@club/ui/testing';
import { FormDialog } from './form-dialog';

function renderDialog(props: { pending?: boolean; error?: string | null } = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  renderPage(
    <FormDialog title="Bannir Léa" submitLabel="Bannir" pending={props.pending ?? false} error={props.error ?? null} onSubmit={onSubmit} onClose={onClose}>
      <label>
        Motif
        <input name="reason" defaultValue="Spam" />
      </label>
    </FormDialog>,
  );
  return { onSubmit, onClose };
}

describe('FormDialog', () => {
  it('starts on the first field, sends the form data, and shows the refusal inside', () => {
    const { onSubmit } = renderDialog({ error: 'Le dernier administrateur ne peut pas être banni.' });
    const dialog = screen.getByRole('dialog', { name: 'Bannir Léa' });
    expect(document.activeElement).toBe(screen.getByLabelText('Motif'));
    expect(screen.getByRole('alert').textContent).toContain('Le dernier administrateur ne peut pas être banni.');
    fireEvent.submit(dialog);
    expect((onSubmit.mock.calls[0]?.[0] as FormData).get('reason')).toBe('Spam');
  });

  it('closes on Escape', () => {
    const { onClose } = renderDialog();
    fireEvent.keyDown(screen.getByLabelText('Motif'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('stays open on Escape while the action is pending', () => {
    const { onClose } = renderDialog({ pending: true });
    fireEvent.keyDown(screen.getByLabelText('Motif'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog', () => {
    renderDialog();
    const submit = screen.getByRole('button', { name: 'Bannir' });
    submit.focus();
    fireEvent.keyDown(submit, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByLabelText('Motif'));
  });
});
