import { describe, expect, it } from 'vitest';
import { cssVariables } from '../theme/css-variables';
import { darkTheme, lightTheme } from '../theme/tokens';
import { inertForms, sheetCss } from './render';
import { prerenderSite } from './site';
import { prerenderTheme, prerenderThemeCss } from './theme';

const block = (css: string, selector: string) => new RegExp(`${selector.replace(/[[\]()]/g, '\\$&')}\\{([^}]*)\\}`).exec(css)?.[1] ?? '';

describe('prerenderTheme', () => {
  it('refers to a CSS variable for every colour and shadow, and keeps the other tokens literal', () => {
    const names = Object.keys(cssVariables(lightTheme));
    for (const value of [...Object.values(prerenderTheme.colors), ...Object.values(prerenderTheme.shadows)]) {
      expect(names).toContain(/^var\((--[a-z-]+)\)$/.exec(value)?.[1]);
    }
    expect(prerenderTheme.breakpoints).toEqual(lightTheme.breakpoints);
    expect(prerenderTheme.space).toEqual(lightTheme.space);
    expect(prerenderTheme.fontSizes).toEqual(lightTheme.fontSizes);
  });

  it("is resolved by both schemes' variables, keyed on data-theme, the device's scheme without JavaScript", () => {
    const css = prerenderThemeCss();
    expect(block(css, 'html:not([data-theme=dark])')).toContain(`--color-background:${lightTheme.colors.background};`);
    expect(block(css, 'html:not([data-theme=dark])')).toContain('color-scheme:light;');
    expect(block(css, 'html[data-theme=dark]')).toContain(`--color-background:${darkTheme.colors.background};`);
    expect(block(css, 'html[data-theme=dark]')).toContain(`--shadow-md:${darkTheme.shadows.md};`);
    expect(css).toContain(`@media (prefers-color-scheme: dark){html:not([data-theme]){--color-background:${darkTheme.colors.background};`);
    for (const value of [...Object.values(prerenderTheme.colors), ...Object.values(prerenderTheme.shadows)]) {
      const name = /^var\((--[a-z-]+)\)$/.exec(value)?.[1] ?? '';
      expect(block(css, 'html[data-theme=dark]')).toContain(`${name}:`);
      expect(block(css, 'html:not([data-theme=dark])')).toContain(`${name}:`);
    }
  });
});

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
