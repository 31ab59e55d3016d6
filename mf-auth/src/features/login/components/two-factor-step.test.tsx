import { authRefusal } from '@club/auth/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, description, fakeServer, renderPage } from '@club/ui/testing';
import { TwoFactorStep } from './two-factor-step';

const codeField = (name: RegExp | string) => screen.getByRole('textbox', { name });

describe('TwoFactorStep', () => {
  it('e-mails a code at once, verifies it and reports success', async () => {
    const server = fakeServer(answer('/api/auth/two-factor/send-otp', 200, { status: true }), answer('/api/auth/two-factor/verify-otp', 200, { token: 't' }));
    const onVerified = vi.fn();
    const user = userEvent.setup();
    renderPage(<TwoFactorStep methods={['otp', 'backup']} onVerified={onVerified} onCancel={vi.fn()} />);

    expect(await screen.findByText('Un code à 6 chiffres vient de vous être envoyé par e-mail.')).toBeTruthy();
    expect(server.callsTo('/api/auth/two-factor/send-otp')).toHaveLength(1);

    await user.type(codeField('Code reçu par e-mail'), '123456');
    await user.click(screen.getByRole('checkbox', { name: 'Faire confiance à cet appareil pendant 30 jours' }));
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));

    await waitFor(() => expect(onVerified).toHaveBeenCalled());
    expect(server.callsTo('/api/auth/two-factor/verify-otp')[0]?.body).toEqual({ code: '123456', trustDevice: true });
    // Any call under /two-factor refreshes the session (spec §4).
    expect(server.callsTo('/api/auth/get-session').length).toBeGreaterThan(0);
  });

  it('sends a new code on demand', async () => {
    const server = fakeServer(answer('/api/auth/two-factor/send-otp', 200, { status: true }));
    const user = userEvent.setup();
    renderPage(<TwoFactorStep methods={['otp', 'backup']} onVerified={vi.fn()} onCancel={vi.fn()} />);
    await waitFor(() => expect(server.callsTo('/api/auth/two-factor/send-otp')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Renvoyer le code' }));
    await waitFor(() => expect(server.callsTo('/api/auth/two-factor/send-otp')).toHaveLength(2));
  });

  it('checks the code format and shows the catalogue message of a wrong code', async () => {
    fakeServer(answer('/api/auth/two-factor/send-otp', 200, { status: true }), answer('/api/auth/two-factor/verify-otp', 401, authRefusal('INVALID_CODE')));
    const onVerified = vi.fn();
    const user = userEvent.setup();
    renderPage(<TwoFactorStep methods={['otp', 'backup']} onVerified={onVerified} onCancel={vi.fn()} />);

    await user.type(codeField('Code reçu par e-mail'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(description(codeField('Code reçu par e-mail'))).toContain('Le code doit contenir 6 chiffres'));

    await user.clear(codeField('Code reçu par e-mail'));
    await user.type(codeField('Code reçu par e-mail'), '000000');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Code invalide');
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('accepts an authenticator code or a backup code instead', async () => {
    const server = fakeServer(answer('/api/auth/two-factor/verify-backup-code', 200, { token: 't' }));
    const onVerified = vi.fn();
    const user = userEvent.setup();
    renderPage(<TwoFactorStep methods={['totp', 'backup']} onVerified={onVerified} onCancel={vi.fn()} />);

    expect(codeField("Code de l'application d'authentification")).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Code de secours' }));
    await user.type(codeField('Code de secours'), 'AbCd-1234');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));

    await waitFor(() => expect(onVerified).toHaveBeenCalled());
    expect(server.callsTo('/api/auth/two-factor/verify-backup-code')[0]?.body).toEqual({ code: 'AbCd-1234', trustDevice: false });
    expect(server.callsTo('/api/auth/two-factor/send-otp')).toHaveLength(0);
  });
});
