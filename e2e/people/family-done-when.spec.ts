import { readFileSync } from 'node:fs';
import { seasonFirstYear } from '@club/contracts';
import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse, type Download, type Locator, type Page } from '@playwright/test';
import { PHONE } from '../accessibility/phone-checks';
import { apiPost, apiSignIn, createVerifiedUser, DEMO, linkIn, loginThroughUi, signUpThroughUi, uniqueEmail, waitForMail } from '../identity/identity-helpers';
import { demoCategory, plusDays, signInAs, toast } from '../sessions/sessions-helpers';
import { BASE_URL } from '../support/env';
import { withCookiesAccepted } from '../support/site';

/** The demo's section manager of Football (ADR 173) and its U13 coach (clubs seed). */
const FOOTBALL_MANAGER = 'responsable@demo.asso.fr';
const PASSWORD = 'Famille-Coteaux-2026';
/** The parent's phone: unique to this journey, so that finding it anywhere says where it leaked. */
const PARENT_PHONE = '07 61 52 43 34';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);

/** 'YYYY-MM-DD' of a Paris day, `days` after today. */
const parisDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));

async function json<T>(response: Promise<APIResponse>): Promise<T> {
  const answered = await response;
  expect(answered.ok(), `${answered.url()} : ${answered.status()}`).toBe(true);
  return (await answered.json()) as T;
}

/** A session of the category in two days (inside the family calendar's four weeks), led by `coachIds`. */
async function plannedSession(admin: APIRequestContext, categoryId: string, title: string, coachIds: string[] = []) {
  const day = plusDays(parisDay(0), 2);
  const created = await json<{ data: { id: string }[] } | { id: string }>(
    apiPost(admin, `/api/categories/${categoryId}/sessions`, {
      title,
      type: 'training',
      startAt: `${day}T17:00`,
      endAt: `${day}T18:30`,
      place: 'Stade des Coteaux',
      maxParticipants: 12,
      coachIds,
    }),
  );
  return 'data' in created ? created.data[0]!.id : created.id;
}

/** A new member of `section` (a verified account, its profile, an approved application), then section manager of it. */
async function judoManager(admin: APIRequestContext) {
  const request = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const { email, password } = await createVerifiedUser(request, 'judo.responsable');
  await apiSignIn(request, email, password);
  await request.put('/api/first-login/profile', {
    data: { firstName: 'Romain', lastName: 'Lacroix', phone: '06 11 22 33 44', dateOfBirth: '1979-09-09' },
    headers: { Origin: BASE_URL },
  });
  const judo = await demoCategory(admin, 'Judo', 'Seniors');
  const applied = await json<{ data: { id: string } }>(
    apiPost(request, '/api/first-login/applications', {
      sectionId: judo.sectionId,
      categoryId: judo.categoryId,
      motivation: 'Ceinture noire, je veux encadrer les plus jeunes.',
      emergencyContactName: 'Anne Lacroix',
      emergencyContactPhone: '06 55 44 33 22',
    }),
  );
  await apiPost(admin, `/api/first-login/applications/${applied.data.id}/review`, { decision: 'approved' });
  const me = await json<{ user: { id: string } }>(request.get('/api/auth/get-session'));
  await apiPost(admin, `/api/clubs/${judo.clubId}/sections/${judo.sectionId}/responsibilities`, { userId: me.user.id, kind: 'section_manager', categoryId: null });
  await request.dispose();
  return { email, password };
}

/** The family page's card of a person, by their full name. */
const card = (page: Page, name: string) => page.getByRole('region', { name });

async function addChild(page: Page, firstName: string, lastName: string, dateOfBirth: string) {
  const form = page.getByRole('form', { name: 'Ajouter un membre de la famille' });
  await form.getByRole('textbox', { name: 'Prénom' }).fill(firstName);
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill(lastName);
  await form.getByLabel('Date de naissance').fill(dateOfBirth);
  await form.getByRole('combobox', { name: 'Lien avec la personne' }).selectOption({ label: 'Enfant' });
  await form.getByRole('button', { name: 'Ajouter à ma famille' }).click();
  await expect(toast(page, `${firstName} ${lastName} fait maintenant partie de votre famille.`)).toBeVisible();
  await expect(card(page, `${firstName} ${lastName}`)).toContainText('Pas de compte personnel');
}

/** The application for a child from their card, with the certificate « photographed » on the phone. */
async function applyFor(
  page: Page,
  child: Locator,
  firstName: string,
  choice: { section: string; category: string },
  certificate: { name: string; mimeType: string; buffer: Buffer },
) {
  await child.getByRole('link', { name: `Envoyer une candidature pour ${firstName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Candidature pour ${firstName} `) })).toBeVisible();
  await page.getByRole('combobox', { name: 'Section' }).selectOption({ label: choice.section });
  await page.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: choice.category });
  await page.getByRole('textbox', { name: /Motivation/ }).fill(`${firstName} en parle tous les soirs depuis la rentrée.`);
  await expect(page.getByRole('textbox', { name: /Téléphone du contact d'urgence/ })).toHaveValue(PARENT_PHONE);
  await page.getByLabel(/^Certificat médical/).setInputFiles(certificate);
  await page.getByLabel(/Date du certificat médical/).fill(parisDay(0));
  await page.getByRole('button', { name: `Envoyer la candidature de ${firstName}` }).click();
  await expect(toast(page, `Candidature de ${firstName} envoyée : la section vous répondra par e-mail.`)).toBeVisible();
  await expect(page).toHaveURL('/dashboard/family');
}

/** A manager approves the child's application from the applications screen, seeing the child and the parent. */
async function approveAsManager(page: Page, childName: string, sectionName: string) {
  await page.goto(`/admin/applications?status=pending&search=${encodeURIComponent(childName.split(' ')[1]!)}`);
  const table = page.getByRole('table', { name: /^Candidatures \(1\)$/ });
  await expect(table).toContainText(`Responsable légal : Inès Garnier · ${PARENT_PHONE}`);
  await table.getByRole('link', { name: childName }).click();
  await expect(page.getByText(new RegExp(`^Fourni, daté du `))).toBeVisible();
  await page.getByRole('button', { name: 'Approuver' }).click();
  const [decision] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/review')),
    page.getByRole('alertdialog').getByRole('button', { name: 'Approuver' }).click(),
  ]);
  expect(decision.status(), await decision.text()).toBe(200);
  await expect(page.getByText('Candidature approuvée : la personne est maintenant membre.')).toBeVisible();
  await expect(page.getByText(sectionName).first()).toBeVisible();
}

async function exportedData(download: Download) {
  return JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    data: { profile: { firstName: string; email: string | null }; memberships: { sectionName?: string; section_name?: string }[]; applications: unknown[] };
  };
}

/** The Monday of a day's week, as the sessions' week view is addressed. */
function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
  return plusDays(day, -weekday);
}

/** ICS content lines, folded lines joined (RFC 5545 §3.1). */
const contentLines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

// Issue 33's « done when », as a parent does it on a phone: the account, two children of 8 and 12, each applying to
// another section with a certificate from the phone, both approved by their sections' managers, each signed up to a
// session, the family calendar and its iCal feed, each child's data; the coach's roll call with the parent's phone;
// another family of the section sees neither child nor the parent's contact.
test("un parent inscrit ses deux enfants de 8 et 12 ans depuis son téléphone, jusqu'à l'appel du coach ; une autre famille ne voit rien d'eux", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const admin = await playwrightRequest.newContext({ baseURL: BASE_URL });
  await apiSignIn(admin, DEMO.admin);
  const football = await demoCategory(admin, 'Football', 'U13');
  const judo = await demoCategory(admin, 'Judo', 'Poussins');
  const coach = await json<{ data: { userId: string; userName: string; kind: string; categoryId: string | null }[] }>(
    admin.get(`/api/clubs/${football.clubId}/sections/${football.sectionId}/responsibilities`),
  );
  const coachId = coach.data.find((row) => row.kind === 'coach' && row.categoryId === football.categoryId && row.userName === 'Karim Benali')!.userId;
  const stamp = Date.now().toString(36);
  const footballTitle = `Jeux de passes ${stamp}`;
  const judoTitle = `Chutes et roulades ${stamp}`;
  const footballSession = await plannedSession(admin, football.categoryId, footballTitle, [coachId]);
  await plannedSession(admin, judo.categoryId, judoTitle);
  const judoManagerAccount = await judoManager(admin);

  // The parent, on a phone: the sign-up form, the address confirmed from the mail, the first login's profile.
  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, baseURL: BASE_URL });
  await withCookiesAccepted(phone);
  const page = await phone.newPage();
  const email = uniqueEmail('parent');
  await signUpThroughUi(page, email, PASSWORD);
  const verification = await waitForMail(page.request, email, /Confirmez votre adresse e-mail/);
  await page.goto(linkIn(verification, '/auth/verify'));
  await expect(page).toHaveURL('/auth/verify/success');
  // The confirmation signs in; the parent comes back later through the login form.
  await phone.clearCookies();
  await withCookiesAccepted(phone);
  await page.goto('/auth/login');
  await loginThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL('/first-login/setup');
  await page.getByRole('textbox', { name: 'Téléphone' }).fill(PARENT_PHONE);
  await page.getByLabel(/^Date de naissance/).fill('1987-06-21');
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  await expect(page.getByText('Vous inscrivez vos enfants ?')).toBeVisible();
  await page.getByRole('link', { name: 'Ma famille' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ma famille' })).toBeVisible();

  // Two children: 8 and 12 on 31 December of the season (the categories' reference, ADR 179).
  const season = seasonFirstYear(new Date());
  const lastName = `Garnier-${stamp}`;
  await addChild(page, 'Tom', lastName, `${season - 8}-03-10`);
  await addChild(page, 'Lina', lastName, `${season - 12}-09-02`);
  const tom = card(page, `Tom ${lastName}`);
  const lina = card(page, `Lina ${lastName}`);
  await expect(tom).toContainText('8 ans');
  await expect(lina).toContainText('12 ans');

  // A third child added by mistake: her first name corrected, then deleted with all her data.
  await addChild(page, 'Zoé', lastName, `${season - 5}-04-04`);
  await card(page, `Zoé ${lastName}`).getByRole('button', { name: 'Modifier', exact: true }).click();
  const edit = page.getByRole('form', { name: `Modifier Zoé ${lastName}` });
  await edit.getByRole('textbox', { name: 'Prénom' }).fill('Zoé-Lou');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  const zoeLou = card(page, `Zoé-Lou ${lastName}`);
  await expect(zoeLou).toContainText('5 ans');
  await zoeLou.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await zoeLou
    .getByRole('group', { name: `Confirmer la suppression de Zoé-Lou ${lastName}` })
    .getByRole('button', { name: `Supprimer définitivement Zoé-Lou ${lastName}` })
    .click();
  await expect(toast(page, `Zoé-Lou ${lastName} ne fait plus partie de votre famille : ses données ont été supprimées.`)).toBeVisible();
  await expect(zoeLou).toHaveCount(0);

  await applyFor(page, tom, 'Tom', { section: 'Judo', category: 'Poussins (7 à 8 ans)' }, { name: 'photo-certificat.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await applyFor(page, lina, 'Lina', { section: 'Football', category: 'U13 (11 à 12 ans)' }, { name: 'certificat.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(tom).toContainText('1 candidature en attente de réponse');
  await expect(lina).toContainText('1 candidature en attente de réponse');
  // The acknowledgements reach the parent, naming each child.
  await expect((await waitForMail(page.request, email, /^Candidature reçue/)).text).toMatch(/la candidature de (Tom|Lina)/);

  // Each section's manager approves, seeing the child and the responsible adult.
  const managers = await browser.newContext({ baseURL: BASE_URL });
  await withCookiesAccepted(managers);
  const managerPage = await managers.newPage();
  await signInAs(managerPage, FOOTBALL_MANAGER);
  await approveAsManager(managerPage, `Lina ${lastName}`, 'Football');
  await managers.clearCookies();
  await withCookiesAccepted(managers);
  await apiSignIn(managerPage.request, judoManagerAccount.email, judoManagerAccount.password);
  await approveAsManager(managerPage, `Tom ${lastName}`, 'Judo');
  await managers.close();

  await page.reload();
  await expect(tom).toContainText('Judo — Poussins');
  await expect(lina).toContainText('Football — U13');
  await expect((await waitForMail(page.request, email, /^Candidature approuvée/)).text).toMatch(/l'adhésion de (Tom|Lina)/);

  // Each child signed up to their session from the family calendar, where both appear with their first names.
  const calendar = page.getByRole('region', { name: 'Calendrier de la famille' });
  const tomsSession = calendar.getByTestId('family-session-item').filter({ hasText: judoTitle });
  const linasSession = calendar.getByTestId('family-session-item').filter({ hasText: footballTitle });
  await expect(tomsSession).toContainText('Tom');
  await expect(linasSession).toContainText('Lina');
  await tomsSession.getByRole('button', { name: /^Inscrire Tom à/ }).click();
  await expect(tomsSession.getByRole('button', { name: /^Désinscrire Tom de/ })).toBeVisible();
  await linasSession.getByRole('button', { name: /^Inscrire Lina à/ }).click();
  await expect(linasSession.getByRole('button', { name: /^Désinscrire Lina de/ })).toBeVisible();

  // The family's iCal feed carries both sessions, each named with the child's first name.
  const agenda = page.getByRole('region', { name: 'Agenda de la famille (iCal)' });
  await agenda.getByRole('button', { name: "Créer mon lien d'agenda" }).click();
  const feedField = agenda.getByRole('textbox', { name: 'Lien de votre agenda (iCal)' });
  await expect(feedField).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const calendarApp = await playwrightRequest.newContext();
  const feed = await calendarApp.get(await feedField.inputValue());
  expect(feed.status()).toBe(200);
  const summaries = contentLines(await feed.text()).filter((line) => line.startsWith('SUMMARY:'));
  expect(summaries).toEqual(expect.arrayContaining([`SUMMARY:Tom — ${judoTitle} — Judo Poussins`, `SUMMARY:Lina — ${footballTitle} — Football U13`]));
  await calendarApp.dispose();

  // Each child's data, as a file: their profile (no address of theirs), their membership and application.
  for (const [child, firstName] of [
    [tom, 'Tom'],
    [lina, 'Lina'],
  ] as const) {
    const [download] = await Promise.all([page.waitForEvent('download'), child.getByRole('button', { name: 'Télécharger ses données' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^donnees-${firstName.toLowerCase()}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const exported = await exportedData(download);
    expect(exported.data.profile).toMatchObject({ firstName, email: null });
    expect(exported.data.memberships).toHaveLength(1);
    expect(exported.data.applications).toHaveLength(1);
  }

  // The coach of the U13 sees Lina in his roll call, with her parent's phone.
  const coachContext = await browser.newContext({ baseURL: BASE_URL });
  await withCookiesAccepted(coachContext);
  const coachPage = await coachContext.newPage();
  await signInAs(coachPage, DEMO.coach);
  await coachPage.goto(
    `/admin/dashboard/clubs/${football.clubId}/sections/${football.sectionId}/categories/${football.categoryId}/sessions?semaine=${mondayOf(plusDays(parisDay(0), 2))}`,
  );
  await coachPage.getByRole('link', { name: `Présences de la séance « ${footballTitle} »` }).click();
  await expect(coachPage.getByRole('heading', { level: 1, name: `Présences — ${footballTitle}` })).toBeVisible();
  const linaOnTheSheet = coachPage.getByRole('group', { name: new RegExp(`^Lina ${lastName}`) });
  await expect(linaOnTheSheet).toContainText(`Contact : Inès Garnier · ${PARENT_PHONE}`);
  await expect(linaOnTheSheet.getByRole('link', { name: PARENT_PHONE })).toHaveAttribute('href', /^tel:/);
  const sheet = await json<{ data: { name: string }[] }>(coachPage.request.get(`/api/training-sessions/${footballSession}/attendance`));
  expect(sheet.data.map((entry) => entry.name)).toContain(`Lina ${lastName}`);
  // Among the category's members, the coach opens Lina's certificate (the staff of her section, ADR 210).
  await coachPage.goto(`/admin/dashboard/clubs/${football.clubId}/sections/${football.sectionId}/categories/${football.categoryId}/members`);
  const linaRow = coachPage.getByRole('row').filter({ hasText: `Lina ${lastName}` });
  await expect(linaRow).toContainText(`Contact : Inès Garnier · ${PARENT_PHONE}`);
  const certificateHref = await linaRow.getByRole('link', { name: /^Certificat du .*, valide \(nouvel onglet\)$/ }).getAttribute('href');
  const certificate = await coachPage.request.get(certificateHref!);
  expect(certificate.status()).toBe(200);
  expect(certificate.headers()['content-type']).toBe('application/pdf');
  await coachContext.close();

  // Another family of the same section: a Football member whose own child is in the U13 too. Neither Lina nor the
  // parent's contact shows in their directory, nor anywhere in its answers.
  const other = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const otherAccount = await createVerifiedUser(other, 'autre.famille');
  await apiSignIn(other, otherAccount.email, otherAccount.password);
  await other.put('/api/first-login/profile', {
    data: { firstName: 'Marc', lastName: `Perrin-${stamp}`, phone: '06 19 28 37 46', dateOfBirth: '1980-01-15' },
    headers: { Origin: BASE_URL },
  });
  const veterans = await demoCategory(admin, 'Football', 'Vétérans');
  const own = await json<{ data: { id: string } }>(
    apiPost(other, '/api/first-login/applications', {
      sectionId: veterans.sectionId,
      categoryId: veterans.categoryId,
      motivation: 'Je rejoue le dimanche matin avec les anciens.',
      emergencyContactName: 'Julie Perrin',
      emergencyContactPhone: '06 91 82 73 64',
    }),
  );
  await apiPost(admin, `/api/first-login/applications/${own.data.id}/review`, { decision: 'approved' });
  const theirChild = await json<{ data: { id: string } }>(
    apiPost(other, '/api/me/family', { firstName: 'Noé', lastName: `Perrin-${stamp}`, dateOfBirth: `${season - 12}-05-05`, relationship: 'child' }),
  );
  const theirs = await json<{ data: { id: string } }>(
    apiPost(other, `/api/me/applications?personId=${theirChild.data.id}`, {
      sectionId: football.sectionId,
      categoryId: football.categoryId,
      motivation: 'Noé joue avec Lina à la récréation.',
      emergencyContactName: 'Marc Perrin',
      emergencyContactPhone: '06 19 28 37 46',
    }),
  );
  await apiPost(admin, `/api/first-login/applications/${theirs.data.id}/review`, { decision: 'approved' });
  await other.dispose();

  const otherContext = await browser.newContext({ baseURL: BASE_URL });
  await withCookiesAccepted(otherContext);
  const otherPage = await otherContext.newPage();
  await apiSignIn(otherPage.request, otherAccount.email, otherAccount.password);
  await otherPage.goto(`/dashboard/members?search=${encodeURIComponent(lastName)}`);
  await expect(otherPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(otherPage.getByText(`Lina ${lastName}`)).toHaveCount(0);
  await expect(otherPage.getByText(PARENT_PHONE)).toHaveCount(0);
  const directory = await otherPage.request.get(`/api/members?sectionId=${football.sectionId}&limit=100`);
  expect(directory.status()).toBe(200);
  const answer = await directory.text();
  expect(answer).not.toContain(lastName);
  expect(answer).not.toContain(PARENT_PHONE);
  expect(answer).not.toContain(email);
  // Nor the roll call, nor the category's members, nor Lina's certificate: they are the staff's.
  expect((await otherPage.request.get(`/api/training-sessions/${footballSession}/attendance`)).status()).toBe(403);
  expect((await otherPage.request.get(certificateHref!)).status()).toBe(403);
  await otherContext.close();
  await phone.close();
  await admin.dispose();
});
