import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from './contact-links';

describe('telHref', () => {
  it('writes a French national number in E.164 form', () => {
    expect(telHref('01 39 52 40 40')).toBe('tel:+33139524040');
    expect(telHref('01.39.52.40.40')).toBe('tel:+33139524040');
    expect(telHref('06-12-34-56-78')).toBe('tel:+33612345678');
  });

  it('keeps an international number, whichever way its prefix is written', () => {
    expect(telHref('+33 1 39 52 40 40')).toBe('tel:+33139524040');
    expect(telHref('0033 1 39 52 40 40')).toBe('tel:+33139524040');
    expect(telHref('+41 22 123 45 67')).toBe('tel:+41221234567');
  });

  it('leaves a short number (no national prefix) as it is dialled', () => {
    expect(telHref('3631')).toBe('tel:3631');
  });
});

describe('mailtoHref', () => {
  it('links to the address', () => {
    expect(mailtoHref('contact@us-coteaux.fr')).toBe('mailto:contact@us-coteaux.fr');
    expect(mailtoHref(' contact@us-coteaux.fr ')).toBe('mailto:contact@us-coteaux.fr');
  });
});
