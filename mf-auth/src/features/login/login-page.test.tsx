import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authRefusal, sessionOf } from '@club/auth/testing';
import { answer, description, fakeServer, passwordInput, renderPage } from '@club/ui/testing';
import { LoginPage } from './login-page';

const firstLoginStatus = (step: string) => ({
  success: true,
  data: {
    step,
    profile: { id: 'u-user', email: 'user@demo.asso.fr', name: 'Léa Martin', role: 'user', firstName: 'Léa', lastName: 'Martin', phone: null, dateOfBirth: null },
    latestApplication: null,
  },
});

async function signIn(user: ReturnType<typeof userEvent.setup>, email = 'membre@demo.asso.fr', password = 'Demo-Password-2026') {
  await user.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), email);
  await user.type(passwordInput('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('LoginPage', () => {
  it('shows the French validation messages and calls nothing', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: '/auth/login' });
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    const email = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(description(email)).toBe("L'adresse e-mail est requise");
    expect(description(passwordInput('Mot de passe'))).toBe('Le mot de passe est requis');
    expect(server.callsTo('/api/auth/sign-in/email')).toHaveLength(0);
  });

  it('signs in and honours the redirect search parameter', async () => {
    let signedIn = false;
    const server = fakeServer(
      (call) => (call.path === '/api/auth/sign-in/email' ? ((signedIn = true), answer(call.path, 200, { redirect: false, token: 't' })(call)) : undefined),
      (call) => (call.path.startsWith('/api/auth/get-session') ? answer('/api/auth/get-session', 200, signedIn ? sessionOf('member') : null)(call) : undefined),
    );
    const user = userEvent.setup();
    const { location } = renderPage(<LoginPage />, {
      path: '/auth/login?redirect=%2Fdashboard%2Fblog',
      routes: [{ path: '/dashboard/blog', element: <p>Blog</p> }],
    });
    await signIn(user);

    expect(await screen.findByText('Blog')).toBeTruthy();
    expect(location()).toBe('/dashboard/blog');
    expect(server.callsTo('/api/auth/sign-in/email')[0]?.body).toEqual({ email: 'membre@demo.asso.fr', password: 'Demo-Password-2026' });
  });

  it('sends a new user to the setup screen whatever the redirect', async () => {
    let signedIn = false;
    fakeServer(
      (call) => (call.path === '/api/auth/sign-in/email' ? ((signedIn = true), answer(call.path, 200, { redirect: false, token: 't' })(call)) : undefined),
      (call) => (call.path.startsWith('/api/auth/get-session') ? answer('/api/auth/get-session', 200, signedIn ? sessionOf('user') : null)(call) : undefined),
      answer('/api/first-login/status', 200, firstLoginStatus('profile')),
    );
    const user = userEvent.setup();
    const { location } = renderPage(<LoginPage />, {
      path: '/auth/login?redirect=%2Fuser%2Fprofile',
      routes: [{ path: '/first-login/setup', element: <p>Setup</p> }],
    });
    await signIn(user, 'nouveau@demo.asso.fr');
    expect(await screen.findByText('Setup')).toBeTruthy();
    expect(location()).toBe('/first-login/setup');
  });

  it('shows the catalogue message of a refused sign-in and keeps the e-mail', async () => {
    fakeServer(answer('/api/auth/sign-in/email', 401, authRefusal('INVALID_EMAIL_OR_PASSWORD')));
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: '/auth/login' });
    await signIn(user, 'membre@demo.asso.fr', 'mauvais-mot-de-passe');

    expect((await screen.findByRole('alert')).textContent).toContain('Email ou mot de passe incorrect');
    expect((screen.getByRole('textbox', { name: 'Adresse e-mail' }) as HTMLInputElement).value).toBe('membre@demo.asso.fr');
  });

  it('offers a new verification e-mail when the address is not verified', async () => {
    fakeServer(answer('/api/auth/sign-in/email', 403, authRefusal('EMAIL_NOT_VERIFIED')));
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: '/auth/login' });
    await signIn(user);

    expect((await screen.findByRole('alert')).textContent).toContain('Email non vérifié');
    expect(screen.getAllByRole('link', { name: "Renvoyer l'e-mail de vérification" }).length).toBeGreaterThan(1);
  });

  it('toggles the password visibility with a pressed button', async () => {
    fakeServer();
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: '/auth/login' });
    const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    expect(passwordInput('Mot de passe').getAttribute('type')).toBe('password');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(passwordInput('Mot de passe').getAttribute('type')).toBe('text');
  });

  it('asks for the second factor when the account has two-factor on, then lands', async () => {
    let verified = false;
    fakeServer(
      answer('/api/auth/sign-in/email', 200, { twoFactorRedirect: true, twoFactorMethods: ['otp'] }),
      answer('/api/auth/two-factor/send-otp', 200, { status: true }),
      (call) => (call.path === '/api/auth/two-factor/verify-otp' ? ((verified = true), answer(call.path, 200, { token: 't' })(call)) : undefined),
      (call) => (call.path.startsWith('/api/auth/get-session') ? answer('/api/auth/get-session', 200, verified ? sessionOf('admin') : null)(call) : undefined),
    );
    const user = userEvent.setup();
    const { location } = renderPage(<LoginPage />, { path: '/auth/login', routes: [{ path: '/admin', element: <p>Administration</p> }] });
    await signIn(user, 'admin@demo.asso.fr');

    expect(await screen.findByRole('heading', { level: 1, name: 'Validation en deux étapes' })).toBeTruthy();
    // Issue 32: codes by e-mail only: the step speaks of the e-mail, and offers no backup codes (they go with an app).
    expect(screen.getByText(/saisissez le code reçu par e-mail pour terminer la connexion/)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Code de secours' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Code reçu par e-mail' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Administration')).toBeTruthy();
    expect(location()).toBe('/admin');
  });
});
