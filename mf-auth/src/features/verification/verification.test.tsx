import { authRefusal, sessionOf } from '@club/auth/testing';
import { createAppQueryClient } from '@club/ui';
import { answer, fakeServer, renderPage, renderRoutes } from '@club/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import remote from '../../routes';
import { InvalidVerifyLinkError, parseVerifySearch } from './api/verify-email';
import { SendVerificationEmailPage } from './send-verification-email-page';

/** The remote's real routes (loaders included), as the shell mounts them at `/`. */
function renderRoute(path: string) {
  return renderRoutes([{ path: '/', children: remote.routes }], { path, queryClient: createAppQueryClient() }).router;
}

describe('parseVerifySearch (spec §5)', () => {
  it('requires a token and nothing else', () => {
    expect(parseVerifySearch(new URLSearchParams('token=abc'))).toEqual({ token: 'abc' });
    for (const search of ['', 'token=', 'token=abc&utm=x', 'other=1', 'token=a&token=b']) {
      expect(() => parseVerifySearch(new URLSearchParams(search))).toThrow(InvalidVerifyLinkError);
    }
  });
});

describe('/auth/verify', () => {
  it('verifies the e-mail on load and goes to the success page', async () => {
    let verified = false;
    const server = fakeServer(
      (call) => (call.path.startsWith('/api/auth/verify-email') ? ((verified = true), answer('/api/auth/verify-email', 200, { status: true })(call)) : undefined),
      (call) => (call.path.startsWith('/api/auth/get-session') ? answer('/api/auth/get-session', 200, verified ? sessionOf('user') : null)(call) : undefined),
    );
    const router = renderRoute('/auth/verify?token=jeton-valide');
    expect(await screen.findByRole('heading', { level: 1, name: 'Adresse e-mail vérifiée' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/verify/success');
    expect(server.calls.find((call) => call.path.startsWith('/api/auth/verify-email'))?.path).toBe('/api/auth/verify-email?token=jeton-valide');
    // autoSignInAfterVerification: the new session leads on to the setup screen.
    expect((await screen.findByRole('link', { name: 'Continuer' })).getAttribute('href')).toBe('/first-login/setup');
  });

  it('goes to the error page with the code and its French message', async () => {
    fakeServer(answer('/api/auth/verify-email', 401, authRefusal('TOKEN_EXPIRED')));
    const router = renderRoute('/auth/verify?token=jeton-perime');
    expect(await screen.findByRole('heading', { level: 1, name: 'Échec de la vérification' })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/auth/verify/error?error=TOKEN_EXPIRED');
    expect(screen.getByRole('alert').textContent).toContain('Le lien a expiré. Demandez-en un nouveau.');
  });

  it('shows the error view for unknown search keys, without calling the API', async () => {
    const server = fakeServer();
    renderRoute('/auth/verify?token=abc&source=mail');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lien de vérification invalide' })).toBeTruthy();
    expect(server.calls.filter((call) => call.path.startsWith('/api/auth/verify-email'))).toHaveLength(0);
  });
});

describe('SendVerificationEmailPage', () => {
  it('asks for a new link', async () => {
    const server = fakeServer(answer('/api/auth/send-verification-email', 200, { status: true }));
    const user = userEvent.setup();
    renderPage(<SendVerificationEmailPage />);
    await user.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'lea@example.fr');
    await user.click(screen.getByRole('button', { name: "Renvoyer l'e-mail" }));
    expect(await screen.findByText(/un nouvel e-mail de vérification vient de lui être envoyé/)).toBeTruthy();
    expect(server.callsTo('/api/auth/send-verification-email')[0]?.body).toEqual({ email: 'lea@example.fr', callbackURL: '/auth/verify/success' });
  });
});
