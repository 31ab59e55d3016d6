import { describe, expect, it } from 'vitest';
import { PAGE_SLOT, PRERENDER_FORMAT, PrerenderOutputSchema } from './prerender';
import type { SiteConfig } from './site';

const site: SiteConfig = {
  name: 'Club',
  shortName: 'Club',
  foundedYear: 1990,
  phone: '01 00 00 00 00',
  email: 'contact@club.invalid',
  address: { venue: 'Gymnase', street: '1 rue', postalCode: '75001', city: 'Paris' },
};

describe('the prerender format', () => {
  it("is one schema for a remote's pages and the shell's chrome", () => {
    const pages = {
      format: PRERENDER_FORMAT,
      kind: 'pages',
      styledComponents: '6.6.0',
      site,
      expires: '2026-12-31T10:00:00.000Z',
      pages: [{ path: '', title: 'Accueil', html: '<h1>x</h1>', css: '' }],
    };
    const chrome = {
      format: PRERENDER_FORMAT,
      kind: 'chrome',
      styledComponents: '6.6.0',
      site,
      expires: null,
      layouts: { public: { html: `<main>${PAGE_SLOT}</main>`, css: '', menus: {} } },
    };
    expect(PrerenderOutputSchema.parse(pages)).toEqual(pages);
    expect(PrerenderOutputSchema.parse(chrome)).toEqual(chrome);
  });

  it('rejects another format, a layout without the page slot, an expiry that is not an instant', () => {
    const chrome = (layout: string, expires: string | null = null, format = PRERENDER_FORMAT) => ({
      format,
      kind: 'chrome',
      styledComponents: '6.6.0',
      site,
      expires,
      layouts: { public: { html: layout, css: '', menus: {} } },
    });
    expect(PrerenderOutputSchema.safeParse(chrome(`<main>${PAGE_SLOT}</main>`, null, 1)).success).toBe(false);
    expect(PrerenderOutputSchema.safeParse(chrome('<main></main>')).success).toBe(false);
    expect(PrerenderOutputSchema.safeParse(chrome(`<main>${PAGE_SLOT}</main>`, 'demain')).success).toBe(false);
  });
});
