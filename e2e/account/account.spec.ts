import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO } from '../identity/identity-helpers';
import { withCookiesAccepted } from '../support/site';
import { memberMenu, newJudoMember, saveVisibility, signInThroughUi, totp } from './account-helpers';

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

test('un nouveau membre modifie son profil et voit les membres de sa section, avec les seules coordonnées partagées', async ({ page }) => {
  test.setTimeout(90_000);
  const sharing = await newJudoMember('partage');
  await saveVisibility(sharing.request, { shareEmail: true, sharePhone: false });
  const discreet = await newJudoMember('discret');
  const me = await newJudoMember('profil');

  await signInThroughUi(page, me.email, me.password);
  await expect(page).toHaveURL('/dashboard');
  const menu = memberMenu(page);
  await expect(menu.getByRole('link')).toHaveText(['Accueil', 'Activités', 'Membres', 'Social', 'Blog', 'Ma famille', 'Mon profil', 'Paramètres']);
  await expect(menu.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');

  await menu.getByRole('link', { name: 'Mon profil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  const identity = page.getByRole('form', { name: 'Identité' });
  await identity.getByRole('textbox', { name: 'Prénom' }).fill('Inès-Marie');
  await identity.getByRole('textbox', { name: 'Téléphone' }).fill('12');
  await identity.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(identity.getByText('Numéro de téléphone invalide')).toBeVisible();
  await identity.getByRole('textbox', { name: 'Téléphone' }).fill('07 11 22 33 44');
  await identity.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Profil enregistré')).toBeVisible();

  const contact = page.getByRole('form', { name: "Contact d'urgence et visibilité" });
  // The application's contact is there already; every visibility choice starts off.
  await expect(contact.getByRole('textbox', { name: "Nom du contact d'urgence" })).toHaveValue('Marc Garnier');
  await expect(contact.getByRole('checkbox', { name: /Partager mon adresse e-mail/ })).not.toBeChecked();
  await contact.getByRole('textbox', { name: "Nom du contact d'urgence" }).fill('Paule Garnier');
  await contact.getByRole('checkbox', { name: /Partager mon numéro de téléphone/ }).check();
  await contact.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
  await expect(page.getByText('Préférences enregistrées')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Inès-Marie');
  await expect(page.getByRole('textbox', { name: 'Téléphone', exact: true })).toHaveValue('07 11 22 33 44');
  await expect(page.getByRole('textbox', { name: "Nom du contact d'urgence" })).toHaveValue('Paule Garnier');
  await expect(page.getByRole('checkbox', { name: /Partager mon numéro de téléphone/ })).toBeChecked();

  await memberMenu(page).getByRole('link', { name: 'Membres' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Membres' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Nom' }).fill('Garnier');
  await page.getByRole('combobox', { name: 'Section' }).selectOption({ label: 'Judo' });
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/search=Garnier/);
  // The member who shares their e-mail: e-mail shown, phone not.
  const sharingRow = page.getByRole('row').filter({ hasText: sharing.email });
  await expect(sharingRow).toContainText('Judo — Seniors');
  await expect(sharingRow.getByRole('cell').nth(3)).toHaveText('Non partagé');
  // The one who shares nothing: neither.
  await expect(page.getByRole('table')).toContainText('Inès-Marie Garnier');
  await expect(page.getByText(discreet.email)).toHaveCount(0);
  // A member sees their own emergency contact, never another member's.
  await expect(page.getByRole('row').filter({ hasText: me.email })).toContainText('Paule Garnier');
  await expect(sharingRow.getByRole('cell').nth(4)).toHaveText('—');
  await Promise.all([sharing.request.dispose(), discreet.request.dispose(), me.request.dispose()]);
});

test("le menu de l'espace membre reste utilisable sur un téléphone", async ({ page }) => {
  const me = await newJudoMember('mobile');
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughUi(page, me.email, me.password);
  await expect(page).toHaveURL('/dashboard');
  const settings = memberMenu(page).getByRole('link', { name: 'Paramètres' });
  await expect(settings).toBeInViewport();
  await settings.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  await expect(settings).toHaveAttribute('aria-current', 'page');
  await me.request.dispose();
});

test("active la validation en deux étapes avec une application ; la connexion suivante demande un code ; un code de secours ne sert qu'une fois", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const me = await newJudoMember('totp');
  await signInThroughUi(page, me.email, me.password);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/user/settings');
  const section = page.getByRole('region', { name: 'Validation en deux étapes' });
  await expect(section.getByText('Désactivée')).toBeVisible();
  await section.getByRole('button', { name: "Activer avec une application d'authentification" }).click();
  const password = section.getByRole('textbox', { name: 'Mot de passe', exact: true });
  await password.fill('Pas-le-bon-mot-de-passe');
  await section.getByRole('button', { name: 'Continuer' }).click();
  await expect(section.getByText('Mot de passe incorrect')).toBeVisible();
  await password.fill(me.password);
  await section.getByRole('button', { name: 'Continuer' }).click();

  await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await section.getByLabel('Clé secrète').textContent()) ?? '';
  const backupCodes = await section.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem').allTextContents();
  expect(backupCodes.length).toBeGreaterThan(5);
  await section.getByRole('textbox', { name: "Code de l'application" }).fill(totp(secret));
  await section.getByRole('button', { name: 'Activer la validation en deux étapes' }).click();
  await expect(section.getByText('Activée', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
  await expect(page).toHaveURL('/');
  await signInThroughUi(page, me.email, me.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Validation en deux étapes' })).toBeVisible();
  await page.getByRole('radio', { name: 'Code de secours' }).check();
  await page.getByRole('textbox', { name: 'Code de secours' }).fill(backupCodes[0]!);
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL('/dashboard');

  // The same backup code a second time: refused; the app's code works.
  await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
  await expect(page).toHaveURL('/');
  await signInThroughUi(page, me.email, me.password);
  await page.getByRole('radio', { name: 'Code de secours' }).check();
  await page.getByRole('textbox', { name: 'Code de secours' }).fill(backupCodes[0]!);
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByRole('alert')).toContainText(/invalide/i);
  await page.getByRole('radio', { name: "Application d'authentification" }).check();
  await page.getByRole('textbox', { name: "Code de l'application d'authentification" }).fill(totp(secret));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL('/dashboard');
  await me.request.dispose();
});

test("déconnecte une autre session : l'autre navigateur est déconnecté", async ({ page, browser }) => {
  const me = await newJudoMember('sessions');
  const otherContext = await browser.newContext();
  await withCookiesAccepted(otherContext);
  const other = await otherContext.newPage();
  await signInThroughUi(other, me.email, me.password);
  await expect(other).toHaveURL('/dashboard');

  await signInThroughUi(page, me.email, me.password);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/user/settings');
  const sessions = page.getByRole('list', { name: 'Mes sessions' }).getByRole('listitem');
  // This browser, the other one, and the sessions of the setup's request context (verification, sign-in): this one
  // and the three most recent others show, none is left behind « Voir … » (issue 32).
  await expect(sessions).toHaveCount(4);
  await expect(sessions.first()).toContainText('Cette session');
  await expect(sessions.first()).toContainText('Chrome sur Linux');
  await page.getByRole('button', { name: 'Déconnecter toutes les autres sessions' }).click();
  // Signing every other device out asks first (issue 32).
  const confirm = page.getByRole('group', { name: 'Confirmer la déconnexion des autres sessions' });
  await expect(confirm).toContainText('Déconnecter vos 3 autres sessions ?');
  await confirm.getByRole('button', { name: 'Déconnecter les 3 autres sessions' }).click();
  await expect(page.getByText('Vos autres sessions ont été déconnectées')).toBeVisible();
  await expect(sessions).toHaveCount(1);

  await other.goto('/user/settings');
  await expect(other).toHaveURL(/\/auth\/login\?redirect=%2Fuser%2Fsettings/);
  await otherContext.close();
  await me.request.dispose();
});

test('révoque une seule session depuis la liste', async ({ page, browser }) => {
  const me = await newJudoMember('une-session');
  const otherContext = await browser.newContext();
  await withCookiesAccepted(otherContext);
  const other = await otherContext.newPage();
  await signInThroughUi(other, me.email, me.password);
  await expect(other).toHaveURL('/dashboard');

  await signInThroughUi(page, me.email, me.password);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/user/settings');
  const sessions = page.getByRole('list', { name: 'Mes sessions' }).getByRole('listitem');
  await expect(sessions.first()).toContainText('Cette session');
  const before = await sessions.count();
  await sessions
    .nth(1)
    .getByRole('button', { name: /^Déconnecter la session/ })
    .click();
  await expect(page.getByText('Session déconnectée')).toBeVisible();
  await expect(sessions).toHaveCount(before - 1);
  await otherContext.close();
  await me.request.dispose();
});

test('télécharge ses données en JSON : son adresse e-mail et ses réservations', async ({ page }) => {
  await signInThroughUi(page, DEMO.coach, 'Demo-Password-2026');
  await expect(page).toHaveURL('/dashboard');
  await memberMenu(page).getByRole('link', { name: 'Paramètres' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger mes données' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    data: { profile: { email: string }; bookings: { rooms: { title: string }[]; minibuses: unknown[] } };
  };
  expect(exported.data.profile.email).toBe(DEMO.coach);
  expect(exported.data.bookings.rooms.length + exported.data.bookings.minibuses.length).toBeGreaterThan(0);
});

test('supprime son compte après avoir ressaisi son mot de passe ; la connexion échoue ensuite', async ({ page }) => {
  const me = await newJudoMember('suppression');
  await signInThroughUi(page, me.email, me.password);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/user/settings');
  const section = page.getByRole('region', { name: 'Supprimer mon compte' });
  await section.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Pas-le-bon-mot-de-passe');
  await section.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
  await expect(section.getByText('Mot de passe incorrect')).toBeVisible();
  await section.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(me.password);
  await section.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
  await expect(page).toHaveURL('/');
  // Issue 32: the home page says so, in the page itself (not a toast that goes away), once.
  const notice = page.getByRole('main').getByRole('status').filter({ hasText: 'Votre compte a été supprimé' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('toutes vos sessions ont été fermées');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Votre compte a été supprimé')).toHaveCount(0);
  // The setup's API session ended with the account.
  expect((await (await me.request.get('/api/auth/get-session?disableCookieCache=true')).json()) as unknown).toBeNull();

  await signInThroughUi(page, me.email, me.password);
  await expect(page.getByRole('alert')).toContainText('Email ou mot de passe incorrect');
  await me.request.dispose();
});
