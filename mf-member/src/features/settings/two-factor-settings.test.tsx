import { authRefusal, sessionOf } from '@club/auth/testing';
import { answer, fakeServer, json, renderRoutes, type FetchHandler } from '@club/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import remote from '../../routes';

/** A member whose two-factor is on until a successful `/two-factor/disable` (the session is read again after it). */
function twoFactorMember(disable: { status: number; body: unknown } = { status: 200, body: { status: true } }) {
  let enabled = true;
  const session: FetchHandler = (call) => {
    if (call.path.startsWith('/api/auth/get-session')) {
      const answerOf = sessionOf('member');
      return json(200, { ...answerOf, user: { ...answerOf.user, twoFactorEnabled: enabled } });
    }
    if (call.path === '/api/auth/two-factor/disable') {
      if (disable.status === 200) enabled = false;
      return json(disable.status, disable.body);
    }
    return undefined;
  };
  return session;
}

function signedIn(...handlers: FetchHandler[]) {
  return fakeServer(
    ...handlers,
    answer('/api/auth/list-accounts', 200, [{ id: 'a1', providerId: 'credential', accountId: 'u-member' }]),
    answer('/api/auth/list-sessions', 200, []),
    answer('/api/me/session-notice-preferences', 200, { cancelled: true, time: true, room: true, waiting_list: true }),
  );
}

const renderSettings = () => renderRoutes([{ path: '/', children: remote.routes }], { path: '/user/settings' });

async function twoFactorSection() {
  const section = await screen.findByRole('region', { name: 'Validation en deux étapes' });
  await within(section).findByText('Activée');
  return section;
}

/** Opens one of the section's actions, types the password in its form and submits it; returns the form. */
async function confirmWithPassword(section: HTMLElement, action: { button: string; form: string; submit: string }, password: string) {
  const user = userEvent.setup();
  await user.click(within(section).getByRole('button', { name: action.button }));
  const form = within(section).getByRole('form', { name: action.form });
  await user.type(within(form).getByLabelText(/^Mot de passe/), password);
  await user.click(within(form).getByRole('button', { name: action.submit }));
  return form;
}

const DISABLE = { button: 'Désactiver la validation en deux étapes', form: 'Désactiver la validation en deux étapes', submit: 'Désactiver' };
const REGENERATE = { button: 'Régénérer les codes de secours', form: 'Nouveaux codes de secours', submit: 'Générer de nouveaux codes' };

describe('/user/settings, two-factor turned on', () => {
  it('turns two-factor off after the password: a toast, and the section offers to turn it on again', async () => {
    const server = signedIn(twoFactorMember());
    renderSettings();
    const section = await twoFactorSection();
    await confirmWithPassword(section, DISABLE, 'Demo-Password-2026');
    expect(await screen.findByText('Validation en deux étapes désactivée')).toBeTruthy();
    expect(server.callsTo('/api/auth/two-factor/disable')).toEqual([expect.objectContaining({ method: 'POST', body: { password: 'Demo-Password-2026' } })]);
    expect(await within(section).findByText('Désactivée')).toBeTruthy();
    expect(within(section).getByRole('button', { name: "Activer avec une application d'authentification" })).toBeTruthy();
  });

  it('keeps two-factor on and says so in French when the password is wrong', async () => {
    signedIn(twoFactorMember({ status: 400, body: authRefusal('INVALID_PASSWORD') }));
    renderSettings();
    const section = await twoFactorSection();
    const form = await confirmWithPassword(section, DISABLE, 'Pas-le-bon-mot-de-passe');
    expect(await within(form).findByText('Mot de passe incorrect')).toBeTruthy();
    expect(within(section).getByText('Activée')).toBeTruthy();
  });

  it('asks for nothing until the password is typed, and « Annuler » sends nothing', async () => {
    const server = signedIn(twoFactorMember());
    renderSettings();
    const section = await twoFactorSection();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Désactiver la validation en deux étapes' }));
    await user.click(within(section).getByRole('button', { name: 'Annuler' }));
    expect(within(section).queryByRole('form')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Régénérer les codes de secours' })).toBeTruthy();
    expect(server.callsTo('/api/auth/two-factor/disable')).toHaveLength(0);
  });

  it('regenerates the backup codes after the password and shows the new ones', async () => {
    const server = signedIn(
      twoFactorMember(),
      answer('/api/auth/two-factor/generate-backup-codes', 200, { status: true, backupCodes: ['CCCC-3333', 'DDDD-4444', 'EEEE-5555'] }),
    );
    renderSettings();
    const section = await twoFactorSection();
    await confirmWithPassword(section, REGENERATE, 'Demo-Password-2026');
    const codes = await within(section).findByRole('list', { name: 'Codes de secours' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['CCCC-3333', 'DDDD-4444', 'EEEE-5555']);
    expect(within(section).getByText(/ils ne seront plus affichés/)).toBeTruthy();
    expect(server.callsTo('/api/auth/two-factor/generate-backup-codes')).toEqual([
      expect.objectContaining({ method: 'POST', body: { password: 'Demo-Password-2026' } }),
    ]);
    await waitFor(() => expect(within(section).queryByRole('form')).toBeNull());
    expect(within(section).getByText('Activée')).toBeTruthy();
  });

  it('shows a refusal of the regeneration in French and no codes', async () => {
    signedIn(twoFactorMember(), answer('/api/auth/two-factor/generate-backup-codes', 400, authRefusal('INVALID_PASSWORD')));
    renderSettings();
    const section = await twoFactorSection();
    const form = await confirmWithPassword(section, REGENERATE, 'Pas-le-bon-mot-de-passe');
    expect(await within(form).findByText('Mot de passe incorrect')).toBeTruthy();
    expect(within(section).queryByRole('list', { name: 'Codes de secours' })).toBeNull();
  });

  it('says that codes by e-mail come without backup codes when better-auth refuses to generate them', async () => {
    signedIn(twoFactorMember(), answer('/api/auth/two-factor/generate-backup-codes', 400, authRefusal('TWO_FACTOR_NOT_ENABLED')));
    renderSettings();
    const section = await twoFactorSection();
    await confirmWithPassword(section, REGENERATE, 'Demo-Password-2026');
    expect(await within(section).findByText(/Vos codes de connexion arrivent par e-mail/)).toBeTruthy();
    expect(within(section).queryByRole('form')).toBeNull();
    expect(within(section).queryByRole('list', { name: 'Codes de secours' })).toBeNull();
    expect(within(section).getByText('Activée')).toBeTruthy();
  });

  // Issue 32: with codes by e-mail, the section spoke of « votre application » and offered backup codes.
  it('speaks of the code received by e-mail, and offers no backup codes, when that is the method', async () => {
    signedIn(twoFactorMember(), answer('/api/me/two-factor', 200, { enabled: true, method: 'email' }));
    renderSettings();
    const section = await twoFactorSection();
    expect(await within(section).findByText(/Un code vous est envoyé par e-mail à chaque connexion/)).toBeTruthy();
    expect(section.textContent).not.toContain('application');
    expect(within(section).queryByRole('button', { name: 'Régénérer les codes de secours' })).toBeNull();
  });

  it('speaks of the app and its backup codes when that is the method', async () => {
    signedIn(twoFactorMember(), answer('/api/me/two-factor', 200, { enabled: true, method: 'app' }));
    renderSettings();
    const section = await twoFactorSection();
    expect(await within(section).findByText(/celui de votre application d'authentification, ou un de vos codes de secours/)).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Régénérer les codes de secours' })).toBeTruthy();
  });
});

describe('/user/settings, two-factor by e-mail turned on with a test code (issue 32)', () => {
  it('e-mails a code first, and turns on only once the right code is typed', async () => {
    let enabled = false;
    const server = signedIn(
      (call) => {
        if (!call.path.startsWith('/api/auth/get-session')) return undefined;
        const answerOf = sessionOf('user');
        return json(200, { ...answerOf, user: { ...answerOf.user, twoFactorEnabled: enabled } });
      },
      answer('/api/auth/two-factor/send-otp', 200, { status: true }),
      (call) => {
        if (call.path !== '/api/auth/two-factor/verify-otp') return undefined;
        if ((call.body as { code: string }).code !== '246810') return json(401, authRefusal('INVALID_CODE'));
        enabled = true;
        return json(200, { token: 't', user: {} });
      },
      (call) => (call.path === '/api/me/two-factor' ? json(200, { enabled, method: enabled ? 'email' : null }) : undefined),
    );
    const user = userEvent.setup();
    renderSettings();
    const section = await screen.findByRole('region', { name: 'Validation en deux étapes' });
    await user.click(await within(section).findByRole('button', { name: 'Recevoir les codes par e-mail' }));
    const form = await within(section).findByRole('form', { name: 'Confirmer la validation en deux étapes par e-mail' });
    expect(server.callsTo('/api/auth/two-factor/send-otp')).toHaveLength(1);
    expect(server.callsTo('/api/auth/two-factor/enable')).toHaveLength(0);
    expect(within(section).getByText('Désactivée')).toBeTruthy();

    await user.type(within(form).getByRole('textbox', { name: /^Code reçu par e-mail/ }), '135790');
    await user.click(within(form).getByRole('button', { name: 'Activer la validation en deux étapes' }));
    expect(await within(form).findByText(/Code incorrect ou expiré|Code invalide/)).toBeTruthy();
    expect(within(section).getByText('Désactivée')).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Renvoyer un code' }));
    await waitFor(() => expect(server.callsTo('/api/auth/two-factor/send-otp')).toHaveLength(2));
    const field = within(form).getByRole('textbox', { name: /^Code reçu par e-mail/ });
    await user.clear(field);
    await user.type(field, '246810');
    await user.click(within(form).getByRole('button', { name: 'Activer la validation en deux étapes' }));
    expect(await screen.findByText(/Validation en deux étapes activée : un code vous sera envoyé par e-mail/)).toBeTruthy();
    expect(await within(section).findByText('Activée')).toBeTruthy();
    expect(await within(section).findByText(/Un code vous est envoyé par e-mail à chaque connexion/)).toBeTruthy();
  });
});
