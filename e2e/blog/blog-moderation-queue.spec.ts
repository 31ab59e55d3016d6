import { expect as baseExpect, test } from '@playwright/test';
import { BASE_URL } from '../support/env';
import { withCookiesAccepted } from '../support/site';
import { waitForMail } from '../identity/identity-helpers';
import { ADMIN, MEMBER, adminArticle, signIn, toast, unique } from './blog-helpers';

// Issue 32: the moderation queue of every article's comments (/admin/blog/comments), and the hidden comment's author told.
// The machine is shared with other suites: pages may take longer than the suite's default to appear.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

const ORIGIN = { Origin: BASE_URL };

test("an admin moderates from the queue; the hidden comment's author sees « Masqué par la modération » and gets an e-mail", async ({
  page,
  browser,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: BASE_URL });
  const article = (await adminArticle(api, { title: unique('Tournoi de judo'), content: 'Résultats.', status: 'published' })) as {
    id: string;
    title: string;
    slug: string;
  };
  await api.dispose();
  const started = new Date().toISOString();
  const toHide = unique('Commentaire déplacé');
  const toDelete = unique('Commentaire en double');

  const member = await browser.newPage();
  await withCookiesAccepted(member.context());
  await signIn(member, MEMBER);
  for (const content of [toHide, toDelete]) {
    const res = await member.request.post('/api/comments', { data: { articleId: article.id, content }, headers: ORIGIN });
    expect(res.status(), await res.text()).toBe(201);
  }

  await signIn(page, ADMIN);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Commentaires' }).click();
  await expect(page).toHaveURL('/admin/blog/comments');
  await expect(page.getByRole('heading', { level: 1, name: 'Commentaires' })).toBeVisible({ timeout: 30_000 });
  const hidden = page.getByRole('listitem', { name: /^Commentaire de / }).filter({ hasText: toHide });
  await expect(hidden.getByRole('link', { name: article.title })).toHaveAttribute('href', `/admin/blog/${article.id}`);
  await hidden.getByRole('button', { name: 'Masquer' }).click();
  await expect(toast(page, 'Commentaire masqué avec succès')).toBeVisible();
  await expect(hidden.getByText('Masqué', { exact: true })).toBeVisible();

  // Deleting asks first.
  const duplicate = page.getByRole('listitem', { name: /^Commentaire de / }).filter({ hasText: toDelete });
  await duplicate.getByRole('button', { name: 'Supprimer' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Supprimer ce commentaire ?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, 'Commentaire supprimé avec succès')).toBeVisible();
  await expect(page.getByText(toDelete)).toHaveCount(0);

  // The filters: hidden ones only, then visible ones only.
  await page.getByRole('combobox', { name: 'Afficher' }).selectOption('hidden');
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL('/admin/blog/comments?status=hidden');
  await expect(page.getByRole('listitem', { name: /^Commentaire de / }).filter({ hasText: toHide })).toBeVisible();
  await page.getByRole('combobox', { name: 'Afficher' }).selectOption('visible');
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL('/admin/blog/comments?status=visible');
  await expect(page.getByRole('heading', { level: 1, name: 'Commentaires' })).toBeVisible();
  await expect(page.getByText(toHide)).toHaveCount(0);

  // Its author is told: on the comment, and by e-mail with a link to the article.
  const mail = await waitForMail(member.request, MEMBER, /^Votre commentaire a été masqué par la modération$/, started);
  expect(mail.text).toContain(`Votre commentaire sur l'article «\u00a0${article.title}\u00a0» a été masqué par la modération`);
  expect(mail.text).toContain(`/dashboard/blog/${article.slug}#comments-title`);
  await member.goto(`/dashboard/blog/${article.slug}`);
  await expect(member.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  const own = member.getByRole('listitem', { name: /^Commentaire de / }).filter({ hasText: toHide });
  await expect(own.getByText('Masqué par la modération')).toBeVisible();
  await expect(own).toContainText('seuls vous et les administrateurs le voyez');
  await member.close();

  // Nobody else sees it.
  const coach = await browser.newPage();
  await withCookiesAccepted(coach.context());
  await signIn(coach, 'coach@demo.asso.fr');
  await coach.goto(`/dashboard/blog/${article.slug}`);
  await expect(coach.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect(coach.getByRole('heading', { level: 2, name: /Commentaires/ })).toBeVisible();
  await expect(coach.getByText(toHide)).toHaveCount(0);
  await coach.close();
});
