import { ContactMessageCreatedSchema } from '@club/contracts';
import type * as httpModule from '@club/http';
import { HttpError, http } from '@club/http';
import { renderPage, TEST_SITE } from '@club/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';

vi.mock('@club/http', async (importOriginal) => {
  const actual = await importOriginal<typeof httpModule>();
  return { ...actual, http: { ...actual.http, post: vi.fn() } };
});

const post = vi.mocked(http.post);

const apiError = (status: number, body: object) => new HttpError({ status, method: 'POST', url: '/api/contact', body });

/** The text of what a field's aria-describedby points at (its hint and its error). */
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Nom et prénom' }), 'Léa Martin');
  await user.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'lea@example.fr');
  await user.type(screen.getByRole('textbox', { name: 'Objet' }), 'Inscription au judo');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Bonjour, reste-t-il des places le mercredi ?');
  await user.click(screen.getByRole('checkbox', { name: /J'accepte que les informations saisies/ }));
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Envoyer le message' }));

beforeEach(() => {
  post.mockReset();
});

describe('ContactForm', () => {
  it('shows the French messages of the contract and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage(<ContactForm />, { site: TEST_SITE });
    await submit(user);

    const name = screen.getByRole('textbox', { name: 'Nom et prénom' });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(description(name)).toBe('Le nom est requis');
    expect(description(screen.getByRole('textbox', { name: 'Adresse e-mail' }))).toBe("L'adresse e-mail est requise");
    expect(description(screen.getByRole('textbox', { name: 'Objet' }))).toBe("L'objet est requis");
    expect(description(screen.getByRole('textbox', { name: 'Message' }))).toContain('Le message doit contenir au moins 10 caractères');
    expect(description(screen.getByRole('checkbox'))).toContain('Vous devez accepter que vos données soient utilisées pour traiter votre demande');
    expect(document.activeElement).toBe(name);
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the message, confirms with a toast and empties the form', async () => {
    post.mockResolvedValueOnce({ id: 'm1', createdAt: '2026-11-22T08:00:00.000Z' });
    const user = userEvent.setup();
    renderPage(<ContactForm />, { site: TEST_SITE });
    await fillValidForm(user);
    await submit(user);

    expect(await screen.findByText('Votre message a bien été envoyé. Nous vous répondrons rapidement.')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      '/contact',
      {
        name: 'Léa Martin',
        email: 'lea@example.fr',
        subject: 'Inscription au judo',
        message: 'Bonjour, reste-t-il des places le mercredi ?',
        consent: true,
      },
      { parse: ContactMessageCreatedSchema },
    );
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Nom et prénom' }) as HTMLInputElement).value).toBe(''));
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it("puts the server's field issues under their fields", async () => {
    post.mockRejectedValueOnce(
      apiError(400, {
        code: 'VALIDATION_ERROR',
        message: 'Certaines informations sont invalides.',
        requestId: 'req-1',
        issues: [{ path: 'email', message: "Ce domaine de messagerie n'accepte pas de courrier" }],
      }),
    );
    const user = userEvent.setup();
    renderPage(<ContactForm />, { site: TEST_SITE });
    await fillValidForm(user);
    await submit(user);

    const email = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(description(email)).toBe("Ce domaine de messagerie n'accepte pas de courrier");
    expect(document.activeElement).toBe(email);
    expect((screen.getByRole('textbox', { name: 'Nom et prénom' }) as HTMLInputElement).value).toBe('Léa Martin');
  });

  it('explains a rate limit above the form, keeping what was typed', async () => {
    post.mockRejectedValueOnce(apiError(429, { code: 'RATE_LIMITED', message: 'Trop de messages envoyés. Réessayez dans une heure.', requestId: 'req-2' }));
    const user = userEvent.setup();
    renderPage(<ContactForm />, { site: TEST_SITE });
    await fillValidForm(user);
    await submit(user);

    expect((await screen.findByRole('alert')).textContent).toContain('Trop de messages envoyés. Réessayez dans une heure.');
    expect((screen.getByRole('textbox', { name: 'Objet' }) as HTMLInputElement).value).toBe('Inscription au judo');
  });

  it('never shows an English technical message', async () => {
    post.mockRejectedValueOnce(apiError(502, {}));
    const user = userEvent.setup();
    renderPage(<ContactForm />, { site: TEST_SITE });
    await fillValidForm(user);
    await submit(user);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Votre message n'a pas pu être envoyé. Veuillez réessayer dans quelques instants.");
    expect(alert.textContent).not.toContain('Request failed');
  });
});
