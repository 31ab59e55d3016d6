import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { newJudoMember, memberMenu, signInThroughUi } from '../account/account-helpers';
import { apiSignIn, DEMO } from '../identity/identity-helpers';
import { BASE_URL } from '../support/env';
import { withCookiesAccepted } from '../support/site';

const ORIGIN = { Origin: BASE_URL };

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

/** 'YYYY-MM-DD' of a Paris day, `days` after today. */
function parisDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

async function asAdmin(): Promise<APIRequestContext> {
  const admin = await playwrightRequest.newContext({ baseURL: BASE_URL });
  await apiSignIn(admin, DEMO.admin);
  return admin;
}

/** An iCalendar text's content lines, unfolded (RFC 5545 §3.1); fails on a bare LF. */
function contentLines(text: string): string[] {
  expect(text.replace(/\r\n/g, ''), 'toutes les fins de ligne sont CRLF').not.toMatch(/[\r\n]/);
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}

test("un membre trouve sa prochaine séance, s'y inscrit et s'en retire, puis abonne son agenda au flux iCal", async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  const me = await newJudoMember('activites');
  const memberships = (await (await me.request.get('/api/me/memberships')).json()) as { data: { categoryId: string }[] };
  const categoryId = memberships.data[0]!.categoryId;

  // The admin plans a session with five places tomorrow at 18:00 (Paris) in the member's category.
  const day = parisDay(1);
  // A long word first: the week's seven columns must wrap it inside its day.
  const title = `Perfectionnement ${Date.now().toString(36)}`;
  const admin = await asAdmin();
  const planned = await admin.post(`/api/categories/${categoryId}/sessions`, {
    data: { title, type: 'training', startAt: `${day}T18:00`, endAt: `${day}T19:30`, place: 'Dojo municipal', maxParticipants: 5, coachIds: [] },
    headers: ORIGIN,
  });
  expect(planned.status(), await planned.text()).toBe(201);
  const session = ((await planned.json()) as { data: { id: string; startAt: string }[] }).data[0]!;
  await admin.dispose();

  await signInThroughUi(page, me.email, me.password);
  await expect(page).toHaveURL('/dashboard', { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Mes prochaines séances' })).toContainText(title);
  await memberMenu(page).getByRole('link', { name: 'Activités' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes activités' })).toBeVisible();
  // Tomorrow may be next Monday: the week after then.
  const item = page.getByTestId('session-item').filter({ hasText: title });
  if (new Date(`${day}T12:00:00Z`).getUTCDay() === 1) await page.getByRole('link', { name: 'Semaine suivante' }).click();
  await expect(item).toContainText('5 places restantes');
  await expect(item).toContainText('Dojo municipal');
  await expect(item).toContainText('18 h – 19 h 30');
  const [itemBox, dayBox] = [await item.boundingBox(), await item.locator('xpath=ancestor::li[1]').boundingBox()];
  expect(itemBox && dayBox).toBeTruthy();
  expect(itemBox!.x + itemBox!.width, 'la séance reste dans la colonne de son jour').toBeLessThanOrEqual(dayBox!.x + dayBox!.width);

  await item.getByRole('button', { name: new RegExp(`^M'inscrire à « ${title} »`) }).click();
  await expect(page.getByText('Inscription confirmée.')).toBeVisible();
  await expect(item).toContainText('4 places restantes');
  await expect(item).toContainText('Inscription confirmée');
  await item.getByRole('button', { name: new RegExp(`^Me désinscrire de « ${title} »`) }).click();
  await expect(item).toContainText('5 places restantes');
  await expect(item.getByRole('button', { name: new RegExp(`^M'inscrire à « ${title} »`) })).toBeVisible();

  // The personal iCal feed: made, copied, fetched by a calendar app (no session), valid iCalendar.
  const agenda = page.getByRole('region', { name: 'Mon agenda (iCal)' });
  await agenda.getByRole('button', { name: "Créer mon lien d'agenda" }).click();
  const field = agenda.getByRole('textbox', { name: 'Lien de votre agenda (iCal)' });
  await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await field.inputValue();
  await agenda.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(page.getByText('Lien copié dans le presse-papiers.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const calendarApp = await playwrightRequest.newContext();
  const feed = await calendarApp.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const lines = contentLines(await feed.text());
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  expect(lines).toContain('VERSION:2.0');
  const start = lines.indexOf(`UID:${session.id}@club-omnisports`);
  expect(start).toBeGreaterThan(0);
  expect(lines[start - 1]).toBe('BEGIN:VEVENT');
  const event = lines.slice(start, lines.indexOf('END:VEVENT', start));
  expect(event).toContain(`SUMMARY:${title} — Judo Seniors`);
  expect(event).toContain(`DTSTART:${session.startAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
  expect(event.some((line) => line.startsWith('DTSTAMP:'))).toBe(true);
  expect(event).toContain('STATUS:CONFIRMED');

  // Regenerating: a new URL, the old one is gone.
  await agenda.getByRole('button', { name: 'Régénérer le lien' }).click();
  await expect(field).not.toHaveValue(url);
  const renewed = await field.inputValue();
  expect((await calendarApp.get(url)).status()).toBe(404);
  expect((await calendarApp.get(renewed)).status()).toBe(200);
  await page.reload();
  await expect(agenda).toContainText("Un lien d'agenda est actif depuis le");
  await calendarApp.dispose();
});

test("le mur du club montre la vie des sections et renvoie au blog, où le membre réagit à l'article", async ({ page }) => {
  test.setTimeout(90_000);
  const me = await newJudoMember('mur');
  const admin = await asAdmin();
  const title = `Passage de grades ${Date.now().toString(36)}`;
  const written = await admin.post('/api/articles', {
    data: { title, excerpt: 'Bravo aux nouvelles ceintures du dojo.', content: 'Toutes nos félicitations.', status: 'published', visibility: 'members' },
    headers: ORIGIN,
  });
  expect(written.status(), await written.text()).toBe(201);
  const { slug } = (await written.json()) as { slug: string };
  await admin.dispose();

  await signInThroughUi(page, me.email, me.password);
  await expect(page).toHaveURL('/dashboard', { timeout: 20_000 });
  await memberMenu(page).getByRole('link', { name: 'Social' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Le mur du club' })).toBeVisible();
  // The wall no longer repeats the blog (ADR 178): events and new members, and a way to the articles.
  await expect(page.getByRole('heading', { level: 2, name: 'Prochains événements' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Nouveaux membres' })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await page.getByRole('link', { name: 'lire les actualités du club' }).click();
  await expect(page).toHaveURL('/dashboard/blog');
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/dashboard/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const reactions = page.getByRole('group', { name: /^Réagir à l.article$/ });
  await reactions.getByRole('button', { name: /^J'aime\s*:\s*0$/ }).click();
  await expect(reactions.getByRole('button', { name: /^J'aime\s*:\s*1$/ })).toHaveAttribute('aria-pressed', 'true');

  // The emoji's fallback font, for devices without a colour emoji font, is declared and served from the remote's files.
  const fontUrl = await page.evaluate(() => {
    for (const sheet of document.styleSheets) {
      for (const rule of sheet.cssRules) {
        if (rule instanceof CSSFontFaceRule && rule.style.getPropertyValue('font-family').includes('Club Emoji')) {
          return /url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue('src'))?.[1] ?? null;
        }
      }
    }
    return null;
  });
  expect(fontUrl).toMatch(/\/remotes\/mf-member\/.+\/club-emoji-[\w-]+\.woff2$/);
  const font = await page.request.get(fontUrl!);
  expect(font.status()).toBe(200);
  expect(font.headers()['content-type']).toBe('font/woff2');
});
