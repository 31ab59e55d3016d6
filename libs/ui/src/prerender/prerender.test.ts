import { describe, expect, it } from 'vitest';
import { sheetText } from './render';
import { prerenderSite } from './site';

describe('sheetText', () => {
  it("keeps the rules of a server sheet's style tags and styled-components' rehydration markers", () => {
    const tags =
      '<style data-styled="true" data-styled-version="6.6.0">.a{color:var(--color-text);}/*!sc*/\ndata-styled.g1[id="sc-x"]{content:"a,"}/*!sc*/\n' +
      '@media (max-width: 768px){.b{display:none;}}/*!sc*/\ndata-styled.g2[id="sc-y"]{content:"b,"}/*!sc*/\n</style>';
    expect(sheetText(tags)).toBe(
      '.a{color:var(--color-text);}/*!sc*/\ndata-styled.g1[id="sc-x"]{content:"a,"}/*!sc*/\n' +
        '@media (max-width: 768px){.b{display:none;}}/*!sc*/\ndata-styled.g2[id="sc-y"]{content:"b,"}/*!sc*/\n',
    );
  });
});

describe('prerenderSite', () => {
  it("reads the API's SITE_* variables, with the API's defaults", () => {
    expect(prerenderSite({}).shortName).toBe('US Coteaux');
    const site = prerenderSite({ SITE_NAME: 'Club de Test', SITE_FOUNDED_YEAR: '1982', SITE_CITY: 'Nanterre', SITE_PHONE: '' });
    expect(site).toMatchObject({ name: 'Club de Test', foundedYear: 1982, phone: '01 39 52 40 40', address: { city: 'Nanterre', postalCode: '92500' } });
  });
});
