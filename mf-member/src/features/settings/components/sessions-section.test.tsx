import { sessionOf } from '@club/auth/testing';
import { answer, fakeServer, renderRoutes } from '@club/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import remote from '../../../routes';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1';

/** Mine (s-u-member, the oldest activity) and 87 others, one minute apart: s-1 is the most recent. */
const sessions = [
  { id: 's-u-member', token: 'mine', userAgent: CHROME, ipAddress: '127.0.0.1', updatedAt: '2026-11-01T08:00:00.000Z' },
  ...Array.from({ length: 87 }, (_, index) => ({
    id: `s-${index + 1}`,
    token: `t-${index + 1}`,
    userAgent: IPHONE,
    ipAddress: `10.0.${Math.floor(index / 200)}.${index + 1}`,
    updatedAt: new Date(Date.UTC(2026, 10, 20, 10, 0) - index * 60_000).toISOString(),
  })),
].map((item) => ({ ...item, createdAt: item.updatedAt, expiresAt: '2026-12-31T00:00:00.000Z', userId: 'u-member' }));

function serve() {
  return fakeServer(
    answer('/api/auth/get-session', 200, sessionOf('member')),
    answer('/api/auth/list-accounts', 200, [{ id: 'a1', providerId: 'credential', accountId: 'u-member' }]),
    answer('/api/auth/list-sessions', 200, sessions),
    answer('/api/auth/revoke-other-sessions', 200, { status: true }),
    answer('/api/me/session-notice-preferences', 200, { cancelled: true, time: true, room: true, waiting_list: true }),
  );
}

const renderSettings = () => renderRoutes([{ path: '/', children: remote.routes }], { path: '/user/settings' });

describe('sessions of /user/settings (issue 32: 88 sessions filled eight screens)', () => {
  it('puts the action first, then this session and the three most recent others; the rest behind « Voir les 84 autres sessions »', async () => {
    serve();
    renderSettings();
    const section = await screen.findByRole('region', { name: 'Sessions' });
    const list = within(section).getByRole('list', { name: 'Mes sessions' });
    const revokeAll = within(section).getByRole('button', { name: 'Déconnecter toutes les autres sessions' });
    expect(revokeAll.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]?.textContent).toContain('Cette session');
    expect(items.slice(1).map((item) => item.textContent?.match(/Adresse : ([\d.]+)/)?.[1])).toEqual(['10.0.0.1', '10.0.0.2', '10.0.0.3']);

    const more = within(section).getByRole('button', { name: 'Voir les 84 autres sessions' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(more);
    expect(within(list).getAllByRole('listitem')).toHaveLength(88);
    expect(within(section).getByRole('button', { name: 'Voir seulement les plus récentes' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('asks before signing every other session out, and sends nothing on « Annuler »', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderSettings();
    const section = await screen.findByRole('region', { name: 'Sessions' });
    await user.click(within(section).getByRole('button', { name: 'Déconnecter toutes les autres sessions' }));
    const confirm = within(section).getByRole('group', { name: 'Confirmer la déconnexion des autres sessions' });
    expect(confirm.textContent).toContain('Déconnecter vos 87 autres sessions ?');
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(server.callsTo('/api/auth/revoke-other-sessions')).toHaveLength(0);

    await user.click(within(section).getByRole('button', { name: 'Déconnecter toutes les autres sessions' }));
    await user.click(within(section).getByRole('button', { name: 'Déconnecter les 87 autres sessions' }));
    expect(await screen.findByText('Vos autres sessions ont été déconnectées')).toBeTruthy();
    expect(server.callsTo('/api/auth/revoke-other-sessions')).toHaveLength(1);
  });
});
