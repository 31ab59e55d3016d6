import type { Page } from '@playwright/test';

/** A phone's screen (docs/decisions/174-phone-tables.md). */
export const PHONE = { width: 390, height: 844 };

/** The page's width beyond the screen's, in CSS px (0 when nothing scrolls sideways). */
export const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The buttons and links of the tables' rows that cannot be brought into a screen of `width` (each described for the failure message). */
export async function unreachableRowActions(page: Page, width: number): Promise<string[]> {
  const actions = page.locator('table tbody tr').locator('button, a');
  const unreachable: string[] = [];
  for (const action of await actions.all()) {
    const name = ((await action.getAttribute('aria-label')) ?? (await action.textContent()) ?? '').trim();
    await action.scrollIntoViewIfNeeded();
    const box = await action.boundingBox();
    const visible = await action.isVisible();
    if (!visible || !box || box.x < 0 || box.x + box.width > width) {
      unreachable.push(`« ${name} » ${box ? `x=${Math.round(box.x)}, largeur=${Math.round(box.width)}` : 'sans boîte'}${visible ? '' : ', invisible'}`);
    }
  }
  return unreachable;
}
