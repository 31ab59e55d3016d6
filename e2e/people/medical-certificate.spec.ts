import { formatParisDate, formatShortDate, medicalCertificateValidUntil } from '@club/contracts';
import { expect, test } from '@playwright/test';
import { apiSignIn, createVerifiedUser, loginThroughUi } from '../identity/identity-helpers';
import { signInAs } from '../sessions/sessions-helpers';
import { withCookiesAccepted } from '../support/site';

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

const MANAGER_EMAIL = 'responsable@demo.asso.fr';
const MEMBER_EMAIL = 'membre@demo.asso.fr';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

// ADR 207: the certificate as a file, from the phone's picker to the section manager's review; nobody else reads it.
test("une personne joint son certificat médical en PDF à sa candidature ; le responsable de la section le voit fourni et valide et l'ouvre ; un autre membre est refusé", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { email, password } = await createVerifiedUser(page.request, 'certificat');
  await page.context().clearCookies();
  await withCookiesAccepted(page.context());
  await page.goto('/auth/login');
  await loginThroughUi(page, email, password);
  await expect(page).toHaveURL('/first-login/setup');
  await page.getByRole('textbox', { name: 'Téléphone' }).fill('06 12 34 56 78');
  await page.getByLabel(/^Date de naissance/).fill('1995-04-17');
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  await page.getByRole('combobox', { name: 'Section' }).selectOption({ label: 'Football' });
  await page.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: 'Seniors (18 ans et plus)' });
  await page.getByRole('textbox', { name: 'Motivation' }).fill('Je joue au football depuis dix ans, en club et entre amis.');
  await page.getByRole('textbox', { name: "Nom du contact d'urgence" }).fill('Marc Garnier');
  await page.getByRole('textbox', { name: "Téléphone du contact d'urgence" }).fill('06 98 76 54 32');
  const file = page.getByLabel('Certificat médical', { exact: true });
  await expect(page.getByText('PDF, JPEG ou PNG, 5\u00a0Mo au maximum.', { exact: false })).toBeVisible();
  // An HTML page named like a PDF is refused by its content, in French, and nothing is sent with it.
  await file.setInputFiles({ name: 'certificat.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><body>pas un PDF</body></html>') });
  const today = formatParisDate(new Date());
  await page.getByLabel('Date du certificat médical').fill(today);
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(file).toHaveAccessibleDescription(/Le certificat médical doit être un fichier PDF, JPEG ou PNG \(5\u00a0Mo au maximum\)\.$/);
  expect(((await (await page.request.get('/api/first-login/applications')).json()) as { data: unknown[] }).data).toEqual([]);

  await file.setInputFiles({ name: 'certificat.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByText('Votre demande a bien été envoyée')).toBeVisible();

  // The manager of Football opens the application: present, dated, valid; the link opens the file.
  const managerContext = await browser.newContext();
  await withCookiesAccepted(managerContext);
  const manager = await managerContext.newPage();
  await signInAs(manager, MANAGER_EMAIL);
  await manager.goto(`/admin/applications?status=pending&search=${encodeURIComponent(email)}`);
  await manager.getByRole('table', { name: 'Candidatures (1)' }).getByRole('link', { name: 'Inès Garnier' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: "Candidature d'Inès Garnier" })).toBeVisible();
  await expect(
    manager.getByText(`Fourni, daté du ${formatShortDate(today)}, valide jusqu'au ${formatShortDate(medicalCertificateValidUntil(today))}.`),
  ).toBeVisible();
  const open = manager.getByRole('link', { name: 'Ouvrir le certificat médical (nouvel onglet)' });
  const href = await open.getAttribute('href');
  expect(href).toMatch(/^\/api\/first-login\/applications\/[0-9a-f-]+\/medical-certificate$/);
  const popup = managerContext.waitForEvent('page');
  await open.click();
  await expect.poll(async () => (await popup).url()).toContain('/medical-certificate');
  const served = await manager.request.get(href!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect((await served.body()).equals(PDF)).toBe(true);
  await managerContext.close();

  // Another member of the club gets the API's refusal, and no file.
  const memberContext = await browser.newContext();
  const member = memberContext.request;
  await apiSignIn(member, MEMBER_EMAIL);
  const refused = await member.get(href!);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'FORBIDDEN' });
  await memberContext.close();

  // The season's renewal from the member area: a phone's photo replaces the PDF.
  await page.goto('/user/profile');
  const renewal = page.getByRole('form', { name: 'Certificat médical' });
  await expect(page.getByText(`Certificat du ${formatShortDate(today)}, valide jusqu'au`)).toBeVisible();
  await renewal.getByLabel(/^Nouveau certificat médical/).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await renewal.getByLabel(/^Date du certificat médical/).fill(today);
  await renewal.getByRole('button', { name: 'Enregistrer le certificat' }).click();
  await expect(page.getByText('Certificat médical enregistré').first()).toBeVisible();
  const mine = await page.request.get('/api/me/medical-certificate');
  expect(mine.headers()['content-type']).toBe('image/png');
});
