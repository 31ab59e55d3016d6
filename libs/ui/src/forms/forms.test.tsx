import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ThemeModeProvider } from '../theme/theme-mode-provider';
import { CheckboxField } from './checkbox-field';
import { FormError } from './form-error';
import { FormRoot } from './form-root';
import { SelectField } from './select-field';
import { SubmitButton } from './submit-button';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';
import { useZodForm } from './use-zod-form';

const ContactSchema = z.object({
  email: z.email({ error: 'Adresse e-mail invalide' }),
  message: z.string().min(10, { error: 'Le message doit contenir au moins 10 caractères' }),
  sport: z.enum(['judo', 'tennis'], { error: 'Choisissez un sport' }),
  consent: z.boolean().refine((value) => value, { error: 'Vous devez accepter le traitement de vos données' }),
  phone: z.string().optional(),
});

function ContactForm({ onSubmit, pending = false }: { onSubmit: (values: z.output<typeof ContactSchema>) => unknown; pending?: boolean }) {
  const form = useZodForm(ContactSchema, { defaultValues: { email: '', message: '', consent: false } });
  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label="Contact">
      <FormError />
      <TextField name="email" label="E-mail" type="email" required hint="Nous ne la partageons jamais." />
      <TextField name="phone" label="Téléphone" type="tel" />
      <TextAreaField name="message" label="Message" required />
      <SelectField
        name="sport"
        label="Sport"
        placeholder="Choisir un sport"
        required
        options={[
          { value: 'judo', label: 'Judo' },
          { value: 'tennis', label: 'Tennis' },
        ]}
      />
      <CheckboxField name="consent" label="J'accepte le traitement de mes données" required />
      <SubmitButton pending={pending}>Envoyer</SubmitButton>
      <button type="button" onClick={() => form.setError('root', { message: 'Le serveur est indisponible.' })}>
        Simuler un échec
      </button>
    </FormRoot>
  );
}

const renderForm = (props: Parameters<typeof ContactForm>[0]) =>
  render(
    <ThemeModeProvider>
      <ContactForm {...props} />
    </ThemeModeProvider>,
  );

const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

// Queries by role and accessible name, as users and e2e tests see the fields: the required '*' is aria-hidden.
describe('@club/ui/forms', () => {
  it('shows the schema messages, linked to their fields', async () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit });
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));

    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(email)).toBe('Nous ne la partageons jamais. | Adresse e-mail invalide');
    expect(email.getAttribute('aria-required')).toBe('true');
    expect(describedText(screen.getByRole('textbox', { name: 'Message' }))).toBe('Le message doit contenir au moins 10 caractères');
    expect(describedText(screen.getByRole('combobox', { name: 'Sport' }))).toBe('Choisissez un sport');
    expect(describedText(screen.getByRole('checkbox', { name: "J'accepte le traitement de mes données" }))).toBe('Vous devez accepter le traitement de vos données');

    const phone = screen.getByRole('textbox', { name: 'Téléphone' });
    expect(phone.getAttribute('aria-invalid')).toBe('false');
    expect(phone.hasAttribute('aria-required')).toBe(false);
    expect(phone.hasAttribute('aria-describedby')).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the parsed values once valid, and clears the errors', async () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await screen.findByText('Adresse e-mail invalide');

    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'membre@demo.asso.fr');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Bonjour, je souhaite adhérer.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), 'judo');
    await user.click(screen.getByRole('checkbox', { name: "J'accepte le traitement de mes données" }));
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      email: 'membre@demo.asso.fr',
      message: 'Bonjour, je souhaite adhérer.',
      sport: 'judo',
      consent: true,
      phone: '',
    });
    expect(screen.queryByText('Adresse e-mail invalide')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'E-mail' }).getAttribute('aria-invalid')).toBe('false');
  });

  it('shows a form-level error as an alert', async () => {
    renderForm({ onSubmit: vi.fn() });
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Simuler un échec' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Le serveur est indisponible.');
  });

  it('shows and announces the pending state', () => {
    renderForm({ onSubmit: vi.fn(), pending: true });
    const button = screen.getByRole('button', { name: 'Envoi en cours…' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
