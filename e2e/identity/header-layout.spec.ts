import { expect, test, type Page } from '@playwright/test';
import { mainNav, withCookiesAccepted } from '../support/site';
import { apiSignIn, DEMO } from './identity-helpers';

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

const account = (page: Page) => page.getByRole('navigation', { name: 'Mon compte' });

/** The header of a coach (the longest: « Espace membre », « Gestion des clubs », « Se déconnecter »). */
async function openDashboardAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Bienvenue/ })).toBeVisible();
}

test.describe("l'en-tête d'un entraîneur connecté", () => {
  test.beforeEach(async ({ page }) => {
    await apiSignIn(page.request, DEMO.coach);
  });

  test('tient sur une ligne dans la page, sur tout écran large', async ({ page }) => {
    for (const width of [1025, 1099, 1100, 1280, 1440]) {
      await openDashboardAt(page, width);
      await expect(page.getByRole('button', { name: 'Menu' }), `${width} px`).toBeHidden();
      const signOut = account(page).getByRole('button', { name: 'Se déconnecter' });
      const clubs = account(page).getByRole('link', { name: 'Gestion des clubs' });
      const [signOutBox, clubsBox] = [await signOut.boundingBox(), await clubs.boundingBox()];
      expect(signOutBox && clubsBox, `${width} px`).toBeTruthy();
      // One line: the links and the button share a row, and the row ends inside the window.
      expect(Math.abs(signOutBox!.y + signOutBox!.height / 2 - (clubsBox!.y + clubsBox!.height / 2)), `${width} px`).toBeLessThan(4);
      expect(signOutBox!.x + signOutBox!.width, `${width} px`).toBeLessThanOrEqual(width);
      // The first name is shown where it fits (« Connecté : » before it for screen readers), and always read.
      await expect(account(page)).toContainText('Connecté : Karim');
      const who = await account(page).getByText('Connecté : Karim').boundingBox();
      if (width >= 1100) expect(who?.width, `${width} px`).toBeGreaterThan(30);
      else expect(who?.width ?? 0, `${width} px`).toBeLessThanOrEqual(1);
    }
  });

  test("passe au bouton « Menu » jusqu'à 1024 px", async ({ page }) => {
    await openDashboardAt(page, 1024);
    await expect(mainNav(page)).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(account(page).getByRole('link', { name: 'Gestion des clubs' })).toBeVisible();
    await expect(account(page).getByText('Connecté : Karim')).toBeVisible();
  });
});
