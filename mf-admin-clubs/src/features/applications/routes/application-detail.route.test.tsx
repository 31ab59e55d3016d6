import { createAppQueryClient } from '@club/ui';
import { answer, fakeServer, json, renderRoutes } from '@club/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BASE_PATH } from '../../../paths';
import remote from '../../../routes';
import { APPLICATION_ID, anApplication } from '../testing-data';

const ONE = `/api/first-login/applications/${APPLICATION_ID}`;
const REVIEW = `${ONE}/review`;
const renderDetail = () =>
  renderRoutes([{ path: BASE_PATH, children: remote.routes }], { path: `/admin/applications/${APPLICATION_ID}`, queryClient: createAppQueryClient() });

describe('/admin/applications/:id', () => {
  it('shows the motivation, the emergency contact, the certificate link and the history', async () => {
    fakeServer(answer(ONE, 200, { success: true, data: anApplication() }, 'GET'));
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: "Candidature d'Inès Garnier" })).toBeTruthy();
    expect(screen.getByText('Ceinture verte, je reprends le judo après mes études.')).toBeTruthy();
    expect(screen.getByText('Marc Garnier — 06 98 76 54 32')).toBeTruthy();
    const certificate = screen.getByRole('link', { name: 'Ouvrir le lien du certificat médical (nouvel onglet)' });
    expect(certificate.getAttribute('href')).toBe('https://docs.exemple.fr/certificat.pdf');
    expect(screen.getByText('Première adhésion au club')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Historique' });
    expect(history.textContent).toContain('Déposée lesamedi 12 septembre 2026');
    expect(history.textContent).toContain('Pas encore examinée');
  });

  it('shows a certificate file as present, dated and valid, opened from the API; one of a past season as no longer valid (ADR 207)', async () => {
    const file = { date: '2026-09-01', validUntil: '2099-06-30', mediaType: 'application/pdf' as const, size: 1200, uploadedAt: '2026-09-12T10:00:00.000Z' };
    fakeServer(answer(ONE, 200, { success: true, data: anApplication({ medicalCertificateUrl: null, medicalCertificate: file }) }, 'GET'));
    renderDetail();
    const open = await screen.findByRole('link', { name: 'Ouvrir le certificat médical (nouvel onglet)' });
    expect(open.getAttribute('href')).toBe(`/api/first-login/applications/${APPLICATION_ID}/medical-certificate`);
    expect(open.parentElement?.textContent).toContain("Fourni, daté du 01/09/2026, valide jusqu'au 30/06/2099.");
  });

  it("shows a child's responsible adult, and no address for a child without one (ADR 210)", async () => {
    const child = anApplication({
      user: { id: 'u2', firstName: 'Léa', lastName: 'Garnier', email: '', dateOfBirth: '2016-05-10', phone: null },
      responsibleAdults: [{ name: 'Inès Garnier', phone: '06 12 34 56 78', email: 'ines@exemple.fr', relationship: 'child' }],
    });
    fakeServer(answer(ONE, 200, { success: true, data: child }, 'GET'));
    renderDetail();
    expect(await screen.findByText('Responsable légal')).toBeTruthy();
    const adult = screen.getByRole('link', { name: '06 12 34 56 78' });
    expect(adult.getAttribute('href')).toBe('tel:+33612345678');
    expect(adult.parentElement?.textContent).toBe('Inès Garnier · 06 12 34 56 78 · ines@exemple.fr');
    expect(screen.getAllByText('Non renseigné').length).toBeGreaterThanOrEqual(2);
  });

  it("says a past season's certificate is no longer valid", async () => {
    const old = { date: '2024-09-01', validUntil: '2025-06-30', mediaType: 'image/jpeg' as const, size: 1200, uploadedAt: '2024-09-12T10:00:00.000Z' };
    fakeServer(answer(ONE, 200, { success: true, data: anApplication({ medicalCertificateUrl: null, medicalCertificate: old }) }, 'GET'));
    renderDetail();
    expect((await screen.findByRole('link', { name: 'Ouvrir le certificat médical (nouvel onglet)' })).parentElement?.textContent).toContain(
      'Fourni, daté du 01/09/2024, plus valide depuis le 30/06/2025.',
    );
  });

  it('approves with a comment after confirmation, then shows the decision instead of the buttons', async () => {
    const approved = anApplication({ status: 'approved', reviewedAt: '2026-09-14T10:00:00.000Z', reviewerName: 'Nathalie Lambert', reviewComments: 'Bienvenue !' });
    const server = fakeServer(answer(REVIEW, 200, { success: true, data: approved }, 'POST'), (call) =>
      call.method === 'GET' && call.path === ONE ? json(200, { success: true, data: server.callsTo(REVIEW).length ? approved : anApplication() }) : undefined,
    );
    renderDetail();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Commentaire pour la personne (facultatif)' }), '  Bienvenue !  ');
    await userEvent.click(screen.getByRole('button', { name: 'Approuver' }));
    const dialog = screen.getByRole('alertdialog', { name: "Approuver la candidature d'Inès Garnier ?" });
    expect(dialog.textContent).toContain('Commentaire : «\u00a0Bienvenue !\u00a0»');
    // Issue 32: approving is a positive confirmation (primary colour), not a red one like a deletion.
    expect(within(dialog).getByRole('button', { name: 'Approuver' }).dataset.tone).toBe('positive');
    expect(server.callsTo(REVIEW)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approuver' }));
    expect(await screen.findByText('Candidature approuvée : la personne est maintenant membre.')).toBeTruthy();
    expect(server.callsTo(REVIEW)[0]?.body).toEqual({ decision: 'approved', comments: 'Bienvenue !' });
    const history = screen.getByRole('region', { name: 'Historique' });
    expect(await within(history).findByText('Nathalie Lambert')).toBeTruthy();
    expect(within(history).getByText('Bienvenue !')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refuser' })).toBeNull();
  });

  it('cancelling the confirmation sends nothing; a refusal of the server is told in French', async () => {
    const server = fakeServer(
      answer(ONE, 200, { success: true, data: anApplication() }, 'GET'),
      answer(REVIEW, 409, { code: 'APPLICATION_ALREADY_REVIEWED', message: 'Cette candidature a déjà été traitée.', requestId: 'r' }, 'POST'),
    );
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Refuser' }));
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.callsTo(REVIEW)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    const dialog = screen.getByRole('alertdialog', { name: "Refuser la candidature d'Inès Garnier ?" });
    expect(dialog.textContent).toContain('Aucun commentaire.');
    expect(within(dialog).getByRole('button', { name: 'Refuser' }).dataset.tone).toBe('destructive');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    expect(await screen.findByText('Cette candidature a déjà été traitée.')).toBeTruthy();
    expect(server.callsTo(REVIEW)[0]?.body).toEqual({ decision: 'rejected', comments: null });
  });

  it('says that a member of another section applies, and that approving adds this section only (ADR 206)', async () => {
    const judo = anApplication({ applicantSections: ['Natation'] });
    fakeServer(answer(ONE, 200, { success: true, data: judo }, 'GET'));
    renderDetail();
    expect(await screen.findByText('Déjà membre : Natation (candidature à une autre section)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Approuver' }));
    const dialog = screen.getByRole('alertdialog', { name: "Approuver la candidature d'Inès Garnier ?" });
    expect(dialog.textContent).toContain('La personne rejoint la section choisie en gardant ses autres adhésions et son rôle');
  });

  it('explains in French an application that cannot be loaded', async () => {
    fakeServer(answer(ONE, 404, { code: 'NOT_FOUND', message: 'Candidature introuvable.', requestId: 'r' }, 'GET'));
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Impossible de charger la candidature' })).toBeTruthy();
    expect(screen.getByText('Candidature introuvable.')).toBeTruthy();
  });
});
