import { useZodForm } from '@club/ui/forms';
import { renderPage } from '@club/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createSessionFormSchema, emptySessionForm, type SessionFormValues } from '../session-form-values';
import { SessionForm } from './session-form';

function PlanForm({ onSubmit }: { onSubmit: (values: SessionFormValues) => Promise<void> }) {
  const form = useZodForm(createSessionFormSchema(), { defaultValues: emptySessionForm() });
  return (
    <SessionForm
      form={form}
      label="Planifier une séance"
      submitLabel="Planifier"
      pending={false}
      rooms={[]}
      coachOptions={[]}
      withRecurrence
      refusal={null}
      onSubmit={onSubmit}
    />
  );
}

const nextYear = new Date().getFullYear() + 1;

const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('the session planning form', () => {
  it('shows every error at once next to its field, with a summary linking to the fields', async () => {
    const onSubmit = vi.fn(async (_values: unknown) => undefined);
    renderPage(<PlanForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Planifier' }));

    const title = screen.getByRole('textbox', { name: 'Titre' });
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(title)).toContain('Le titre est requis');
    const day = screen.getByLabelText(/^Date/);
    expect(day.getAttribute('type')).toBe('date');
    expect(describedText(day)).toBe('La date est requise');
    const start = screen.getByLabelText(/^Début/);
    expect(start.getAttribute('type')).toBe('time');
    expect(describedText(start)).toBe("Heure de Paris. | L'heure de début est requise");
    expect(describedText(screen.getByLabelText(/^Fin/))).toBe("Heure de Paris. | L'heure de fin est requise");
    expect(describedText(screen.getByRole('textbox', { name: 'Lieu' }))).toContain('Choisissez une salle ou indiquez un lieu (pas les deux)');

    const summary = screen.getByText('Le formulaire contient 5 erreurs').closest('[role="alert"]') as HTMLElement;
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Le titre est requis',
      'La date est requise',
      "L'heure de début est requise",
      "L'heure de fin est requise",
      'Choisissez une salle ou indiquez un lieu (pas les deux)',
    ]);
    expect(links[1]?.getAttribute('href')).toBe(`#${day.id}`);
    await user.click(links[2]!);
    expect(document.activeElement).toBe(start);
    expect(onSubmit).not.toHaveBeenCalled();
  }, 60_000);

  it('asks for the last day of a weekly repeat, and sends once every field is right', async () => {
    const onSubmit = vi.fn(async (_values: unknown) => undefined);
    renderPage(<PlanForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Titre' }), 'Entraînement technique');
    await user.type(screen.getByLabelText(/^Date/), `${nextYear}-03-31`);
    await user.type(screen.getByLabelText(/^Début/), '18:00');
    await user.type(screen.getByLabelText(/^Fin/), '19:30');
    await user.type(screen.getByRole('textbox', { name: 'Lieu' }), 'Stade des Bruyères');
    await user.click(screen.getByRole('checkbox', { name: 'Répéter chaque semaine' }));
    await user.click(screen.getByRole('button', { name: 'Planifier' }));
    await waitFor(() => expect(describedText(screen.getByLabelText(/^Jusqu'au/))).toContain('La date de la dernière séance est requise'));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Jusqu'au/), `${nextYear}-04-14`);
    await user.click(screen.getByRole('button', { name: 'Planifier' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ day: `${nextYear}-03-31`, startTime: '18:00', endTime: '19:30', repeat: true, until: `${nextYear}-04-14` });
  }, 60_000);
});
