import { expect as baseExpect, test } from '@playwright/test';
import { withCookiesAccepted } from '../support/site';
import { ADMIN, MEMBER, signIn, toast, unique } from './blog-helpers';

// Issue 13's journey: an admin writes, schedules and publishes; a member reads, reacts, comments; the admin moderates.
// The machine is shared with other suites: pages may take longer than the suite's default to appear.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const title = unique('Tournoi de printemps');
const scheduledTitle = unique("Stage d'été programmé");
const cover = 'https://images.example.fr/tournoi.jpg';
const tagName = unique('Jeunes');
let articleUrl = '';
const nextYear = new Date().getFullYear() + 1;

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

test('an admin writes an article with a new tag and a cover, publishes it, and schedules another', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/admin/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await page.getByRole('link', { name: 'Nouvel article' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvel article' })).toBeVisible();

  await page.getByRole('textbox', { name: /^Titre/ }).fill(title);
  await page.getByRole('textbox', { name: /^Résumé/ }).fill('Nos U13 ont gagné le tournoi régional.');
  await page.getByRole('textbox', { name: /^Contenu/ }).fill('## Un week-end parfait\n\nSix **victoires** en six matchs.');
  await expect(page.getByTestId('article-preview').getByRole('heading', { name: 'Un week-end parfait' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Image de couverture/ }).fill(cover);
  await page.getByRole('textbox', { name: 'Nouveau tag' }).fill(tagName);
  await page.getByRole('button', { name: 'Créer le tag' }).click();
  await expect(toast(page, `Tag « ${tagName} » créé avec succès`)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: tagName })).toBeChecked();
  await page.getByRole('combobox', { name: /^Statut/ }).selectOption('published');
  await page.getByRole('button', { name: "Créer l'article" }).click();

  await expect(toast(page, 'Article créé avec succès')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/^Publié le /)).toBeVisible();
  await expect(page.getByText(tagName, { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Image de couverture' })).toHaveAttribute('src', cover);
  articleUrl = page.url();

  await page.getByRole('link', { name: 'Blog' }).first().click();
  await page.getByRole('link', { name: 'Nouvel article' }).click();
  await page.getByRole('textbox', { name: /^Titre/ }).fill(scheduledTitle);
  await page.getByRole('textbox', { name: /^Contenu/ }).fill('Inscriptions bientôt ouvertes.');
  await page.getByRole('combobox', { name: /^Statut/ }).selectOption('published');
  await page.getByLabel(/^Date de publication/).fill(`${nextYear}-07-06T09:00`);
  await page.getByRole('button', { name: "Créer l'article" }).click();
  await expect(toast(page, 'Article créé avec succès')).toBeVisible();
  await expect(page.getByText(new RegExp(`^Programmé le .*${nextYear}`))).toBeVisible();

  // The list filters by status and search.
  await page.goto(`/admin/blog?search=${encodeURIComponent(title)}`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: scheduledTitle })).toHaveCount(0);
});

test('a member reads it, reacts (toggle and change), comments, edits and deletes the comment; the scheduled one is not there yet', async ({ page }) => {
  await signIn(page, MEMBER);
  await page.goto('/dashboard/blog/');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('link', { name: scheduledTitle })).toHaveCount(0);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Un week-end parfait' })).toBeVisible();

  const articleReactions = page.getByRole('group', { name: "Réagir à l'article" });
  const like = articleReactions.getByRole('button', { name: /^J'aime/ });
  const love = articleReactions.getByRole('button', { name: /^J'adore/ });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName(/^J'aime : 1$/);
  await love.click();
  await expect(love).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveAccessibleName(/^J'aime : 0$/);
  await expect(love).toHaveAccessibleName(/^J'adore : 1$/);
  await love.click();
  await expect(love).toHaveAttribute('aria-pressed', 'false');
  await expect(love).toHaveAccessibleName(/^J'adore : 0$/);
  await love.click();
  await expect(love).toHaveAccessibleName(/^J'adore : 1$/);

  await page.getByRole('textbox', { name: 'Votre commentaire' }).fill('Bravo les jeunes !');
  await page.getByRole('button', { name: 'Publier le commentaire' }).click();
  await expect(toast(page, 'Commentaire publié avec succès')).toBeVisible();
  const comment = page.getByRole('listitem', { name: /^Commentaire (?:de |d')/ }).filter({ hasText: 'Bravo les jeunes !' });
  // A comment has its own reactions, kept by the server.
  const cheer = comment.getByRole('group', { name: /^Réagir au commentaire (?:de |d')/ }).getByRole('button', { name: /^Bravo/ });
  await expect(cheer).toHaveAccessibleName(/^Bravo : 0$/);
  await cheer.click();
  await expect(cheer).toHaveAttribute('aria-pressed', 'true');
  await expect(cheer).toHaveAccessibleName(/^Bravo : 1$/);
  await expect(love).toHaveAccessibleName(/^J'adore : 1$/);
  await page.reload();
  await expect(cheer).toHaveAttribute('aria-pressed', 'true');
  await cheer.click();
  await expect(cheer).toHaveAttribute('aria-pressed', 'false');
  await expect(cheer).toHaveAccessibleName(/^Bravo : 0$/);
  await comment.getByRole('button', { name: 'Modifier' }).click();
  // While it is edited, the comment's text is in the field (one comment is edited at a time).
  await page.getByRole('textbox', { name: 'Modifier votre commentaire' }).fill("Bravo à toute l'équipe !");
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Commentaire modifié avec succès')).toBeVisible();
  const edited = page.getByRole('listitem', { name: /^Commentaire (?:de |d')/ }).filter({ hasText: "Bravo à toute l'équipe !" });
  await expect(edited).toContainText('(modifié)');
  await edited.getByRole('button', { name: 'Supprimer' }).click();
  await edited.getByRole('button', { name: 'Oui, supprimer' }).click();
  await expect(toast(page, 'Commentaire supprimé avec succès')).toBeVisible();
  await expect(page.getByText("Bravo à toute l'équipe !")).toHaveCount(0);

  // A comment that stays, for the admin to moderate.
  await page.getByRole('textbox', { name: 'Votre commentaire' }).fill('Message à modérer');
  await page.getByRole('button', { name: 'Publier le commentaire' }).click();
  const toModerate = page.getByRole('listitem', { name: /^Commentaire (?:de |d')/ }).filter({ hasText: 'Message à modérer' });
  await expect(toModerate).toBeVisible();
  const likeIt = toModerate.getByRole('button', { name: /^J'aime/ });
  await likeIt.click();
  await expect(likeIt).toHaveAccessibleName(/^J'aime : 1$/);
});

test('an admin sees the reactions and hides the comment; its author sees it marked hidden', async ({ page, browser }) => {
  await signIn(page, ADMIN);
  await page.goto(articleUrl);
  // A cold admin area loads its guard checks and the page's five queries: give a loaded machine time.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Réactions (1)' })).toBeVisible();
  const comment = page.getByRole('listitem', { name: /^Commentaire (?:de |d')/ }).filter({ hasText: 'Message à modérer' });
  await expect(comment).toContainText('1 réaction');
  await comment.getByRole('button', { name: 'Masquer' }).click();
  await expect(toast(page, 'Commentaire masqué avec succès')).toBeVisible();
  await expect(comment.getByText('Masqué', { exact: true })).toBeVisible();

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: "Bienvenue sur le panel d'administration" })).toBeVisible({ timeout: 30_000 });
  const widget = page.getByRole('region', { name: 'Blog' });
  await expect(widget.getByRole('link', { name: scheduledTitle })).toBeVisible();
  await expect(widget.getByRole('link', { name: title }).first()).toBeVisible();

  const member = await browser.newPage();
  await withCookiesAccepted(member.context());
  await signIn(member, MEMBER);
  await member.goto(articleUrl.replace('/admin/blog/', '/dashboard/blog/'));
  await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Its author still sees it, told it is hidden (issue 32); nobody else does (blog-moderation-queue.spec.ts).
  const hidden = member.getByRole('listitem', { name: /^Commentaire de / }).filter({ hasText: 'Message à modérer' });
  await expect(hidden.getByText('Masqué par la modération')).toBeVisible();
  await member.close();
});
