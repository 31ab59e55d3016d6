import { RoomSchema } from '@club/contracts';
import type * as httpModule from '@club/http';
import { http } from '@club/http';
import { description, fill, renderPage, spinbutton, textbox, type User } from '@club/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RoomCreateForm } from './room-create-form';

vi.mock('@club/http', async (importOriginal) => {
  const actual = await importOriginal<typeof httpModule>();
  return { ...actual, http: { ...actual.http, post: vi.fn() } };
});
const post = vi.mocked(http.post);

const COMPLEX_ID = '0b6b5f0e-3c43-4a7e-9a43-6f2d7f3c1a10';
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Créer la salle' }));

beforeEach(() => post.mockReset());

describe('RoomCreateForm', () => {
  it('shows the messages of §5 for a room and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage(<RoomCreateForm complexId={COMPLEX_ID} />);
    await submit(user);
    await waitFor(() => expect(description(textbox('Nom'))).toBe('Le nom est requis'));
    expect(description(textbox('Type de sport'))).toContain('Le type de sport est requis');

    await fill(user, textbox('Nom'), 'N'.repeat(256));
    await fill(user, textbox('Type de sport'), 's'.repeat(101));
    await fill(user, textbox('Description'), 'd'.repeat(501));
    await fill(user, spinbutton('Capacité'), '-1');
    await submit(user);
    await waitFor(() => expect(description(textbox('Nom'))).toBe('Le nom ne peut pas dépasser 255 caractères'));
    expect(description(textbox('Type de sport'))).toContain('Le type de sport ne peut pas dépasser 100 caractères');
    expect(description(textbox('Description'))).toContain('La description ne peut pas dépasser 500 caractères');
    expect(description(spinbutton('Capacité'))).toContain('La capacité doit être un nombre entier positif');
    await fill(user, spinbutton('Capacité'), '');
    await submit(user);
    await waitFor(() => expect(description(spinbutton('Capacité'))).toContain('La capacité doit être un nombre entier positif'));
    expect(post).not.toHaveBeenCalled();
  });

  it('creates the room in its complex, indoor by default, with the default opening hours', async () => {
    post.mockImplementationOnce(async (_path, body) =>
      RoomSchema.parse({ ...(body as object), id: 'r1', complexName: 'Jean-Bouin', createdAt: 'x', updatedAt: 'x' }),
    );
    const user = userEvent.setup();
    renderPage(<RoomCreateForm complexId={COMPLEX_ID} />);
    await fill(user, textbox('Nom'), 'Dojo');
    await fill(user, textbox('Type de sport'), 'Judo');
    await fill(user, spinbutton('Capacité'), '30');
    await submit(user);

    expect(await screen.findByText('Salle créée avec succès')).toBeTruthy();
    expect(post.mock.calls[0]?.[0]).toBe('/rooms');
    expect(post.mock.calls[0]?.[1]).toMatchObject({
      complexId: COMPLEX_ID,
      name: 'Dojo',
      sportType: 'Judo',
      capacity: 30,
      isIndoor: true,
      accreditation: null,
      openingHours: { friday: { open: '08:00', close: '18:00', closed: false }, sunday: { closed: true } },
    });
  });
});
