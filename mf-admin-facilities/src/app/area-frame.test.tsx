import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi, type StubAnswer } from '../testing/api-stub';
import { renderRemote } from '../testing/render-remote';

const MINIBUS_ID = '9c2e4b6a-1d3f-4e5a-8b7c-0d1e2f3a4b5c';
const minibus = {
  id: MINIBUS_ID,
  name: 'Minibus rouge',
  description: '',
  licensePlate: 'AB123CD',
  capacity: 9,
  disabledPersonCapacity: 1,
  disponibility: {
    monday: { open: '08:00', close: '20:00', available: true },
    tuesday: { open: '08:00', close: '20:00', available: true },
    wednesday: { open: '08:00', close: '20:00', available: true },
    thursday: { open: '08:00', close: '20:00', available: true },
    friday: { open: '08:00', close: '18:00', available: true },
    saturday: { open: '10:00', close: '16:00', available: true },
    sunday: { open: null, close: null, available: false },
  },
  isAvailable: true,
  createdAt: 'x',
  updatedAt: 'x',
};

function deferred() {
  let release: (answer: StubAnswer) => void = () => undefined;
  const promise = new Promise<StubAnswer>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe('loading messages', () => {
  it("shows the page's French message on first load, then the page", async () => {
    const list = deferred();
    stubApi({ 'GET /api/minibuses': () => list.promise });
    renderRemote('/admin/assets/minibuses');
    expect(await screen.findByText('Chargement des minibus…')).toBeTruthy();
    list.release({ status: 200, body: { data: [minibus], total: 1, page: 1, limit: 20 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Minibus' })).toBeTruthy();
  });

  it('shows the next page’s message while its data loads', async () => {
    const detail = deferred();
    stubApi({
      'GET /api/minibuses': { status: 200, body: { data: [minibus], total: 1, page: 1, limit: 20 } },
      [`GET /api/minibuses/${MINIBUS_ID}`]: () => detail.promise,
      [`GET /api/minibuses/${MINIBUS_ID}/minibusReservations`]: { status: 200, body: { data: [], total: 0, page: 1, limit: 100 } },
    });
    const user = userEvent.setup();
    renderRemote('/admin/assets/minibuses');
    await user.click(await screen.findByRole('link', { name: 'Minibus rouge' }));
    expect(await screen.findByText('Chargement du minibus et de son planning…')).toBeTruthy();
    detail.release({ status: 200, body: minibus });
    expect(await screen.findByRole('heading', { level: 1, name: 'Minibus rouge' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Planning du minibus' })).toBeTruthy();
  });
});
