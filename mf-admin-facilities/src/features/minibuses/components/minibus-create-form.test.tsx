import { MinibusSchema } from '@club/contracts';
import type * as httpModule from '@club/http';
import { HttpError, http } from '@club/http';
import { description, fill, renderPage, spinbutton, textbox, type User } from '@club/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { day, dayTime } from '../../../shared/opening-hours/testing/day-fields';
import { MinibusCreateForm } from './minibus-create-form';

vi.mock('@club/http', async (importOriginal) => {
  const actual = await importOriginal<typeof httpModule>();
  return { ...actual, http: { ...actual.http, post: vi.fn() } };
});
const post = vi.mocked(http.post);

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Créer le minibus' }));
const plate = () => textbox("Plaque d'immatriculation");

beforeEach(() => post.mockReset());

describe('MinibusCreateForm', () => {
  it('shows the minibus messages of §5', async () => {
    const user = userEvent.setup();
    renderPage(<MinibusCreateForm />);
    await fill(user, textbox('Nom'), 'Minibus 1');
    await submit(user);
    await waitFor(() => expect(description(plate())).toContain("La plaque d'immatriculation est requise"));

    await fill(user, plate(), 'AB-123-CDE');
    await fill(user, spinbutton('Capacité'), '0');
    await fill(user, spinbutton('Places PMR (personnes à mobilité réduite)'), '-1');
    await submit(user);
    await waitFor(() => expect(description(plate())).toContain("La plaque d'immatriculation ne peut pas dépasser 9 caractères"));
    expect(description(spinbutton('Capacité'))).toContain("La capacité doit être d'au moins 1");
    expect(description(spinbutton('Places PMR (personnes à mobilité réduite)'))).toBe('La capacité pour personnes handicapées doit être positive');
    expect(post).not.toHaveBeenCalled();
  });

  it('edits the disponibility with an "available" switch, prefilled with the default template', async () => {
    post.mockImplementationOnce(async (_path, body) => MinibusSchema.parse({ ...(body as object), id: 'm1', createdAt: 'x', updatedAt: 'x' }));
    const user = userEvent.setup();
    renderPage(<MinibusCreateForm />);
    const sunday = within(day('Dimanche')).getByRole('checkbox', { name: 'Disponible' }) as HTMLInputElement;
    expect(sunday.checked).toBe(false);
    expect((within(day('Lundi')).getByRole('checkbox', { name: 'Disponible' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(day('Samedi')).getByRole('checkbox', { name: 'Disponible' }));
    expect(dayTime('Samedi', 'Ouverture').disabled).toBe(true);

    await fill(user, textbox('Nom'), 'Minibus 1');
    await fill(user, plate(), 'ab123cd');
    await submit(user);
    expect(await screen.findByText('Minibus créé avec succès')).toBeTruthy();
    expect(post.mock.calls[0]?.[1]).toMatchObject({
      licensePlate: 'AB123CD',
      capacity: 9,
      disponibility: { saturday: { available: false }, sunday: { available: false }, monday: { open: '08:00', close: '20:00', available: true } },
    });
  });

  it("titles a failure 'Erreur' and quotes the server's message", async () => {
    const body = { code: 'CONFLICT', message: "Un minibus avec cette plaque d'immatriculation existe déjà.", requestId: 'r' };
    post.mockRejectedValueOnce(new HttpError({ status: 409, method: 'POST', url: '/api/minibuses', body }));
    const user = userEvent.setup();
    renderPage(<MinibusCreateForm />);
    await fill(user, textbox('Nom'), 'Minibus 1');
    await fill(user, plate(), 'AB123CD');
    await submit(user);
    expect(await screen.findByText('Erreur')).toBeTruthy();
    expect(screen.getByText("Erreur lors de la création: Un minibus avec cette plaque d'immatriculation existe déjà.")).toBeTruthy();
  });
});
