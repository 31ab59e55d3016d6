import { HREF_PLACEHOLDER, LABEL_PLACEHOLDER, PAGE_SLOT, menuSlot } from '@club/ui/prerender';
import { describe, expect, it } from 'vitest';
import { toLayout } from './chrome';

const current = `<li><a aria-current="page" class="x active" href="${HREF_PLACEHOLDER}" data-discover="true">${LABEL_PLACEHOLDER}</a></li>`;
const other = `<li><a class="x" href="/__club_other__" data-discover="true">${LABEL_PLACEHOLDER}</a></li>`;

describe('toLayout', () => {
  it("replaces the page and the menu's items by their slots, and keeps the items as templates", () => {
    const html = `<div><nav><ul class="m">${current}${other}</ul></nav><main id="contenu-principal"><club-prerender-page></club-prerender-page></main><footer><ul><li>Conforme RGPD</li></ul></footer></div>`;
    expect(toLayout(html, '.x{}')).toEqual({
      html: `<div><nav><ul class="m">${menuSlot('main')}</ul></nav><main id="contenu-principal">${PAGE_SLOT}</main><footer><ul><li>Conforme RGPD</li></ul></footer></div>`,
      css: '.x{}',
      menus: { main: { current, other: other.replace('/__club_other__', HREF_PLACEHOLDER) } },
    });
  });

  it('fails the build when the chrome no longer renders what the server fills in', () => {
    expect(() => toLayout('<main><club-prerender-page></club-prerender-page></main>', '')).toThrow(/menu/);
    expect(() => toLayout(`<ul>${current}${other}</ul><main></main>`, '')).toThrow(/page/);
    expect(() => toLayout(`<ul>${current}<li>x</li>${other}</ul><club-prerender-page></club-prerender-page>`, '')).toThrow(/se suivent/);
  });
});
