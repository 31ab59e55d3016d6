import { HREF_PLACEHOLDER, LABEL_PLACEHOLDER, PAGE_SLOT, menuSlot } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import { toLayout } from './chrome';

const item = (menu: string, kind: 'current' | 'other') =>
  kind === 'current'
    ? `<li><a aria-current="page" class="x active" href="${HREF_PLACEHOLDER}" data-discover="true">__club_${menu}_current__</a></li>`
    : `<li><a class="x" href="/__club_other__" data-discover="true">__club_${menu}_other__</a></li>`;
const template = (kind: 'current' | 'other') =>
  kind === 'current'
    ? `<li><a aria-current="page" class="x active" href="${HREF_PLACEHOLDER}" data-discover="true">${LABEL_PLACEHOLDER}</a></li>`
    : `<li><a class="x" href="${HREF_PLACEHOLDER}" data-discover="true">${LABEL_PLACEHOLDER}</a></li>`;
const PAGE = '<club-prerender-page></club-prerender-page>';

describe('toLayout', () => {
  it("replaces the page and each menu's items by their slots, and keeps the items as templates", () => {
    const html = `<div><nav><ul class="m">${item('main', 'current')}${item('main', 'other')}</ul></nav><main id="contenu-principal"><nav><ul>${item('admin', 'current')}${item('admin', 'other')}</ul></nav>${PAGE}</main><footer><ul><li>Conforme RGPD</li></ul></footer></div>`;
    expect(toLayout(html, '.x{}', ['main', 'admin'])).toEqual({
      html: `<div><nav><ul class="m">${menuSlot('main')}</ul></nav><main id="contenu-principal"><nav><ul>${menuSlot('admin')}</ul></nav>${PAGE_SLOT}</main><footer><ul><li>Conforme RGPD</li></ul></footer></div>`,
      css: '.x{}',
      menus: { main: { current: template('current'), other: template('other') }, admin: { current: template('current'), other: template('other') } },
    });
  });

  it('fails the build when the chrome no longer renders what the server fills in', () => {
    expect(() => toLayout(`<main>${PAGE}</main>`, '')).toThrow(/menu/);
    expect(() => toLayout(`<ul>${item('main', 'current')}${item('main', 'other')}</ul><main></main>`, '')).toThrow(/page/);
    expect(() => toLayout(`<ul>${item('main', 'current')}<li>x</li>${item('main', 'other')}</ul>${PAGE}`, '')).toThrow(/se suivent/);
    expect(() => toLayout(`<ul>${item('main', 'current')}${item('main', 'other')}</ul>${PAGE}`, '', ['main', 'admin'])).toThrow(/__club_admin_current__/);
  });
});
