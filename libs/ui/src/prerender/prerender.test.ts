import { describe, expect, it } from 'vitest';
import { inertForms, sheetCss } from './render';
import { prerenderSite } from './site';
import { prerenderedSwitcherCss } from './theme';

describe('sheetCss', () => {
  it("keeps the rules of a server sheet's style tags, without styled-components' rehydration markers", () => {
    const tags =
      '<style data-styled="true" data-styled-version="6.6.0">.a{color:var(--color-text);}/*!sc*/\ndata-styled.g1[id="sc-x"]{content:"a,"}/*!sc*/\n' +
      '@media (max-width: 768px){.b{display:none;}}/*!sc*/\ndata-styled.g2[id="sc-y"]{content:"b,"}/*!sc*/\n</style>';
    expect(sheetCss(tags)).toBe('.a{color:var(--color-text);}@media (max-width: 768px){.b{display:none;}}');
  });
});

describe('prerenderSite', () => {
  it("reads the API's SITE_* variables, with the API's defaults", () => {
    expect(prerenderSite({}).shortName).toBe('US Coteaux');
    const site = prerenderSite({ SITE_NAME: 'Club de Test', SITE_FOUNDED_YEAR: '1982', SITE_CITY: 'Nanterre', SITE_PHONE: '' });
    expect(site).toMatchObject({ name: 'Club de Test', foundedYear: 1982, phone: '01 39 52 40 40', address: { city: 'Nanterre', postalCode: '92500' } });
  });
});

describe('inertForms', () => {
  it('makes the native submission of prerendered forms a no-op, unless they name their method', () => {
    expect(inertForms('<form novalidate="" aria-labelledby="t"><input name="a"></form><form>x</form><formula></formula>')).toBe(
      '<form method="dialog" novalidate="" aria-labelledby="t"><input name="a"></form><form method="dialog">x</form><formula></formula>',
    );
    expect(inertForms('<form action="/api/x" method="post"></form>')).toBe('<form action="/api/x" method="post"></form>');
  });
});

describe('prerenderedSwitcherCss', () => {
  it('presses the choice the inline theme script put on <html>, with the theme variables', () => {
    const css = prerenderedSwitcherCss();
    expect(css).toContain('html[data-theme-choice=dark] [data-theme-option=dark]');
    expect(css).toContain('{background:var(--color-primary);color:var(--color-on-primary)}');
    expect(css).toContain('html[data-theme-choice=light] [data-theme-option]:not([data-theme-option=light])');
  });
});
