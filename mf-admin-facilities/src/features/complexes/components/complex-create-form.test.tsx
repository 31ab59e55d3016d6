import { COMPLEX_MESSAGES, ComplexSchema } from '@club/contracts';
import type * as httpModule from '@club/http';
import { HttpError, http } from '@club/http';
import { description, fill, renderPage, spinbutton, textbox, type User } from '@club/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { day, dayTime } from '../../../shared/opening-hours/testing/day-fields';
import { ComplexCreateForm } from './complex-create-form';

vi.mock('@club/http', async (importOriginal) => {
  const actual = await importOriginal<typeof httpModule>();
  return { ...actual, http: { ...actual.http, post: vi.fn() } };
});
const post = vi.mocked(http.post);

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Créer le complexe' }));

async function fillValid(user: User) {
  await fill(user, textbox('Nom'), 'Complexe Jean-Bouin');
  await fill(user, textbox('Rue'), '12 avenue du Stade');
  await fill(user, textbox('Code postal'), '92500');
  await fill(user, textbox('Ville'), 'Rueil-Malmaison');
  await fill(user, spinbutton("Nombre d'ascenseurs"), '2');
  await fill(user, spinbutton('Places de parking'), '40');
}

beforeEach(() => post.mockReset());

describe('ComplexCreateForm', () => {
  it('shows the required-field messages of §5 and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage(<ComplexCreateForm />);
    await submit(user);
    await waitFor(() => expect(description(textbox('Nom'))).toBe('Le nom est requis'));
    expect(description(textbox('Rue'))).toBe('La rue est requise');
    expect(description(textbox('Ville'))).toBe('La ville est requise');
    expect(description(textbox('Code postal'))).toBe('Le code postal doit contenir au moins 5 caractères');
    expect(document.activeElement).toBe(textbox('Nom'));
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the length and number messages of §5', async () => {
    const user = userEvent.setup();
    renderPage(<ComplexCreateForm />);
    await fillValid(user);
    await fill(user, textbox('Nom'), 'N'.repeat(256));
    await fill(user, textbox('Description'), 'd'.repeat(501));
    await fill(user, textbox('Code postal'), '12345678901');
    await fill(user, spinbutton("Nombre d'ascenseurs"), '');
    await fill(user, spinbutton('Places de parking'), '-3');
    await submit(user);
    await waitFor(() => expect(description(textbox('Nom'))).toBe('Le nom ne peut pas dépasser 255 caractères'));
    expect(description(textbox('Description'))).toContain('La description ne peut pas dépasser 500 caractères');
    expect(description(textbox('Code postal'))).toBe('Le code postal ne peut pas dépasser 10 caractères');
    expect(description(spinbutton("Nombre d'ascenseurs"))).toBe(COMPLEX_MESSAGES.elevators);
    expect(description(spinbutton('Places de parking'))).toBe(COMPLEX_MESSAGES.parking);
    expect(post).not.toHaveBeenCalled();
  });

  it('starts from the default opening hours and checks closing after opening', async () => {
    const user = userEvent.setup();
    renderPage(<ComplexCreateForm />);
    expect([dayTime('Lundi', 'Ouverture').value, dayTime('Lundi', 'Fermeture').value]).toEqual(['08:00', '20:00']);
    expect(dayTime('Vendredi', 'Fermeture').value).toBe('18:00');
    expect([dayTime('Samedi', 'Ouverture').value, dayTime('Samedi', 'Fermeture').value]).toEqual(['10:00', '16:00']);
    expect((within(day('Dimanche')).getByRole('checkbox', { name: 'Fermé' }) as HTMLInputElement).checked).toBe(true);
    expect(dayTime('Dimanche', 'Ouverture').disabled).toBe(true);

    await fillValid(user);
    await fill(user, dayTime('Mardi', 'Fermeture'), '07:00');
    await fill(user, dayTime('Mercredi', 'Ouverture'), '');
    await submit(user);
    expect(await within(day('Mardi')).findByText("L'heure de fermeture doit être postérieure à l'heure d'ouverture")).toBeTruthy();
    expect(dayTime('Mercredi', 'Ouverture').type).toBe('time');
    expect(within(day('Mercredi')).getByText("L'heure d'ouverture est requise")).toBeTruthy();
    expect(dayTime('Mercredi', 'Ouverture').getAttribute('aria-invalid')).toBe('true');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the complex with its week, then confirms', async () => {
    post.mockImplementationOnce(async (_path, body) => ComplexSchema.parse({ ...(body as object), id: 'c1', createdAt: 'x', updatedAt: 'x' }));
    const user = userEvent.setup();
    renderPage(<ComplexCreateForm />, { path: '/admin/facilities/complexes/create' });
    await fillValid(user);
    await user.click(within(day('Dimanche')).getByRole('checkbox', { name: 'Fermé' }));
    await fill(user, dayTime('Dimanche', 'Ouverture'), '09:00');
    await fill(user, dayTime('Dimanche', 'Fermeture'), '12:00');
    await submit(user);

    expect(await screen.findByText('Complexe créé avec succès')).toBeTruthy();
    const [path, body] = post.mock.calls[0] ?? [];
    expect(path).toBe('/complexes');
    expect(body).toMatchObject({
      name: 'Complexe Jean-Bouin',
      postalCode: '92500',
      numberOfElevators: 2,
      parkingCapacity: 40,
      accessibleForReducedMobility: true,
      openingHours: { monday: { open: '08:00', close: '20:00', closed: false }, sunday: { open: '09:00', close: '12:00', closed: false } },
    });
  });

  it("shows the server's refusal in a toast and above the form", async () => {
    post.mockRejectedValueOnce(new HttpError({ status: 500, method: 'POST', url: '/api/complexes', body: {} }));
    const user = userEvent.setup();
    renderPage(<ComplexCreateForm />);
    await fillValid(user);
    await submit(user);
    await waitFor(() => expect(screen.getAllByText('Erreur lors de la création du complexe')).toHaveLength(2));
  });
});
